import type { CurrentItem } from "../../../core/content/item-source.ts";
import type { FormField } from "../../../core/forms/field-rules.ts";
import { prefillRules, prefillValue, type PrefillItems } from "../../../core/forms/prefill.ts";
import type { FormDefinition } from "./form-island-props.ts";

/** A form's values as the visitor edits them: text for every field, a File (or null) for file fields. */
export type FormValues = Record<string, string | File | null>;

/** The id of a field's input (its label points to it): unique on the page even when two forms share field names. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/** The fields a visitor sees and edits (hidden fields are sent, not edited). */
export const visibleFields = (form: FormDefinition): FormField[] =>
  form.fields.filter((field) => field.type !== "hidden");

/** Empty values, then each field's prefill from the address (?demo=true, ?product=swiftfin): the last rule that matches wins. */
export function initialValues(form: FormDefinition, query: URLSearchParams, items: PrefillItems): FormValues {
  const values: FormValues = {};
  for (const field of visibleFields(form)) {
    values[field.name] = field.type === "file" ? null : prefillValue(prefillRules(field, items), query);
    // A select only takes one of its options.
    if (field.type === "select" && !field.options?.some((option) => option.value === values[field.name]))
      values[field.name] = "";
  }
  return values;
}

/** Hidden fields' values: a field of the page's item (the job applied for); left out on a page without one. */
export function hiddenValues(form: FormDefinition, current: CurrentItem | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type !== "hidden" || !field.fromItem) continue;
    const value = current?.value[field.fromItem];
    if (typeof value === "string" || typeof value === "number") values[field.name] = String(value);
  }
  return values;
}

/** What is posted: the visible fields (a file only when chosen), the hidden ones, and the service's own fields. */
export function toFormData(
  values: FormValues,
  hidden: Record<string, string>,
  extra: Record<string, string>,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...hidden, ...extra })) data.append(name, value);
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    data.append(name, value);
  }
  return data;
}

/** Consecutive fields grouped for layout: each run of `group` becomes a fieldset, each pair of "half" fields a row. */
export interface FieldGroup {
  legend?: string;
  rows: FormField[][];
}

export function layoutFields(fields: FormField[]): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (const field of fields) {
    let group = groups.at(-1);
    if (!group || group.legend !== field.group) {
      group = { legend: field.group, rows: [] };
      groups.push(group);
    }
    const row = group.rows.at(-1);
    if (field.width === "half" && row?.length === 1 && row[0].width === "half") row.push(field);
    else group.rows.push([field]);
  }
  return groups;
}
