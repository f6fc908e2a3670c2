import type { FormField } from "./field-rules.ts";

/**
 * A field's prefill rules as the page carries them (the input's `data-prefill`), so that the page's own script fills
 * the field from the address as the page loads (/contact?demo=true&product=payvibe), before the form's code arrives:
 * a fixed value when a query parameter is given (or equals a value), or the name of the item a parameter names
 * (with the items' names written out, so no data is fetched).
 */
export interface PrefillRule {
  query: string;
  equals?: string;
  value?: string;
  /** By item id: what the field takes ("Demo request: PayVibe Payment Gateway"). */
  values?: Record<string, string>;
}

/** Items a form's fields may be prefilled from (?product=swiftfin): their names or titles, by collection and id. */
export type PrefillItems = Partial<Record<string, Record<string, object>>>;

export const prefillAttribute = "data-prefill";

/** The rules of a field, with the names of the items they may name (products are named, services and jobs titled). */
export function prefillRules(field: FormField, items: PrefillItems): PrefillRule[] {
  return (field.prefill ?? []).map((rule) => {
    if (!rule.collection)
      return {
        query: rule.query,
        ...(rule.equals === undefined ? {} : { equals: rule.equals }),
        ...(rule.value === undefined ? {} : { value: rule.value }),
      };
    const values: Record<string, string> = {};
    for (const [id, item] of Object.entries(items[rule.collection] ?? {})) {
      const label = (item as { title?: string; name?: string }).title ?? (item as { name?: string }).name;
      if (label) values[id] = `${rule.prefix ?? ""}${label}`;
    }
    return { query: rule.query, ...(rule.equals === undefined ? {} : { equals: rule.equals }), values };
  });
}

/** What the rules give for this address's query ("" for nothing); the last rule that applies wins. */
export function prefillValue(rules: PrefillRule[], query: URLSearchParams): string {
  let value = "";
  for (const rule of rules) {
    const given = query.get(rule.query);
    if (given === null || (rule.equals !== undefined && given !== rule.equals)) continue;
    if (rule.values) {
      if (Object.hasOwn(rule.values, given)) value = rule.values[given];
    } else if (rule.value !== undefined) value = rule.value;
  }
  return value;
}
