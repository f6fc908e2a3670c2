import { prefillAttribute, prefillValue, type PrefillRule } from "../../core/forms/prefill.ts";

/**
 * Fills the fields a form prefills from the address (/contact?demo=true&product=payvibe) as the page loads, before
 * the form's own code arrives (it takes what the inputs hold when it starts). A field already filled is left alone.
 */
export function prefillFromAddress(): void {
  const query = new URLSearchParams(window.location.search);
  if (![...query.keys()].length) return;
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `[${prefillAttribute}]`,
  )) {
    if (input.value) continue;
    let rules: PrefillRule[];
    try {
      rules = JSON.parse(input.getAttribute(prefillAttribute) ?? "[]") as PrefillRule[];
    } catch {
      continue;
    }
    const value = prefillValue(rules, query);
    if (value && (!(input instanceof HTMLSelectElement) || [...input.options].some((option) => option.value === value)))
      input.value = value;
  }
}
