import type { Diagnostic } from "./diagnostic.ts";
import { diagnosticAt } from "./json-source.ts";
import type { RoledFile } from "./site-checks.ts";

type Json = Record<string, unknown>;

/**
 * What the forms schema cannot say on its own, for each form (site-data/collections/forms/): every field name once,
 * a select with options, a file field with its types and size (and the form's "noFileLabel"), a hidden field with
 * the item field it sends, and a select's prefill one of its options. The browser and the form service both
 * rely on these.
 */
export function checkForm({ parsed, role }: RoledFile): Diagnostic[] {
  if (role.kind !== "item" || role.collection !== "forms") return [];
  const found: Diagnostic[] = [];
  const form = parsed.value as Json;
  const fields = Array.isArray(form.fields) ? (form.fields as Json[]) : [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const pointer = `/fields/${index}`;
    const name = String(field.name);
    if (name.startsWith("_"))
      found.push(diagnosticAt(parsed, `${pointer}/name`, "form-field-name-underscore", { name }));
    if (seen.has(name)) found.push(diagnosticAt(parsed, `${pointer}/name`, "form-field-name-twice", { name }));
    seen.add(name);
    if (field.type === "select" && !Array.isArray(field.options))
      found.push(diagnosticAt(parsed, pointer, "select-without-options", { name }));
    if (field.type !== "select" && field.options !== undefined)
      found.push(diagnosticAt(parsed, `${pointer}/options`, "options-off-select", { name, type: String(field.type) }));
    if (field.type === "file") {
      if (!Array.isArray(field.accept))
        found.push(diagnosticAt(parsed, pointer, "file-field-without-accept", { name }));
      if (field.maxSizeMb === undefined)
        found.push(diagnosticAt(parsed, pointer, "file-field-without-max-size", { name }));
      if (form.noFileLabel === undefined) found.push(diagnosticAt(parsed, "", "form-without-no-file-label", { name }));
    } else {
      for (const key of ["accept", "maxSizeMb"] as const)
        if (field[key] !== undefined)
          found.push(
            diagnosticAt(parsed, `${pointer}/${key}`, "file-setting-off-file-field", {
              key,
              name,
              type: String(field.type),
            }),
          );
    }
    if (field.type === "hidden" && typeof field.fromItem !== "string")
      found.push(diagnosticAt(parsed, pointer, "hidden-field-without-from-item", { name }));
    if (field.type !== "hidden" && field.fromItem !== undefined)
      found.push(diagnosticAt(parsed, `${pointer}/fromItem`, "from-item-off-hidden-field", { name }));
    if (field.type === "select" && Array.isArray(field.prefill) && Array.isArray(field.options)) {
      const values = (field.options as Json[]).map((option) => option.value);
      (field.prefill as Json[]).forEach((rule, ruleIndex) => {
        if (typeof rule.value === "string" && !values.includes(rule.value))
          found.push(
            diagnosticAt(parsed, `${pointer}/prefill/${ruleIndex}/value`, "prefill-not-an-option", {
              value: String(rule.value),
              name,
              options: values,
            }),
          );
      });
    }
    if (Array.isArray(field.prefill))
      (field.prefill as Json[]).forEach((rule, ruleIndex) => {
        const hasValue = typeof rule.value === "string";
        const hasCollection = typeof rule.collection === "string";
        if (hasValue === hasCollection)
          found.push(diagnosticAt(parsed, `${pointer}/prefill/${ruleIndex}`, "prefill-value-or-collection"));
      });
  });
  return found;
}
