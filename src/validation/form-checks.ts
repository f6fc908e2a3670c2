import type { Diagnostic } from "./diagnostic.ts";
import { diagnosticAt as at } from "./json-source.ts";
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
      found.push(
        at(
          parsed,
          `${pointer}/name`,
          `field name "${name}" starts with "_"`,
          "Names starting with _ are the form service's own (_gotcha, _next); choose another name.",
        ),
      );
    if (seen.has(name))
      found.push(
        at(
          parsed,
          `${pointer}/name`,
          `the form has two fields named "${name}"`,
          "Each field needs its own name: it is the key of the value sent.",
        ),
      );
    seen.add(name);
    if (field.type === "select" && !Array.isArray(field.options))
      found.push(
        at(
          parsed,
          pointer,
          `select "${name}" has no "options"`,
          'List its choices: "options": [{ "value": "general", "label": "General" }].',
        ),
      );
    if (field.type !== "select" && field.options !== undefined)
      found.push(
        at(
          parsed,
          `${pointer}/options`,
          `"options" only applies to a select, and "${name}" is a ${String(field.type)} field`,
          'Make it "type": "select", or delete "options".',
        ),
      );
    if (field.type === "file") {
      if (!Array.isArray(field.accept))
        found.push(
          at(
            parsed,
            pointer,
            `file field "${name}" does not say which file types it takes`,
            'Add "accept", e.g. [".pdf", ".doc", ".docx"].',
          ),
        );
      if (field.maxSizeMb === undefined)
        found.push(
          at(
            parsed,
            pointer,
            `file field "${name}" has no "maxSizeMb"`,
            'Add the largest file it takes, e.g. "maxSizeMb": 5.',
          ),
        );
      if (form.noFileLabel === undefined)
        found.push(
          at(
            parsed,
            "",
            `the form has a file field ("${name}") but no "noFileLabel"`,
            'Add what an empty file field shows, e.g. "noFileLabel": "No file selected".',
          ),
        );
    } else {
      for (const key of ["accept", "maxSizeMb"] as const)
        if (field[key] !== undefined)
          found.push(
            at(
              parsed,
              `${pointer}/${key}`,
              `"${key}" only applies to a file field, and "${name}" is a ${String(field.type)} field`,
              `Delete "${key}", or make it "type": "file".`,
            ),
          );
    }
    if (field.type === "hidden" && typeof field.fromItem !== "string")
      found.push(
        at(
          parsed,
          pointer,
          `hidden field "${name}" does not say what it sends`,
          'Add "fromItem": the field of the page\'s item it sends, e.g. "title".',
        ),
      );
    if (field.type !== "hidden" && field.fromItem !== undefined)
      found.push(
        at(
          parsed,
          `${pointer}/fromItem`,
          `"fromItem" only applies to a hidden field`,
          'Make it "type": "hidden", or delete "fromItem".',
        ),
      );
    if (field.type === "select" && Array.isArray(field.prefill) && Array.isArray(field.options)) {
      const values = (field.options as Json[]).map((option) => option.value);
      (field.prefill as Json[]).forEach((rule, ruleIndex) => {
        if (typeof rule.value === "string" && !values.includes(rule.value))
          found.push(
            at(
              parsed,
              `${pointer}/prefill/${ruleIndex}/value`,
              `"${rule.value}" is not one of the options of "${name}"`,
              `Options: ${values.join(", ")}.`,
            ),
          );
      });
    }
    if (Array.isArray(field.prefill))
      (field.prefill as Json[]).forEach((rule, ruleIndex) => {
        const hasValue = typeof rule.value === "string";
        const hasCollection = typeof rule.collection === "string";
        if (hasValue === hasCollection)
          found.push(
            at(
              parsed,
              `${pointer}/prefill/${ruleIndex}`,
              'a prefill rule gives "value" or "collection", one of the two',
              '"value" fills in fixed text; "collection" (with "prefix") fills in the title of the item the address names.',
            ),
          );
      });
  });
  return found;
}
