import type { Form, Site } from "../generated/site-data.ts";

/**
 * The checks of one form field, from its definition in site data (site-data/collections/forms/). The same functions
 * run in the browser, beside each field as the visitor types (src/site/blocks/Form/), and in the local form service on
 * every submission (src/server/forms/): one source of truth. Messages come from site.json's labels.formMessages.
 */
export type FormField = Form["fields"][number];
export type FormMessages = Site["labels"]["formMessages"];

/** The protocol's codes for what is wrong with one field. */
export type FieldProblemCode =
  | "REQUIRED_FIELD_EMPTY"
  | "REQUIRED_FIELD_MISSING"
  | "TYPE_EMAIL"
  | "TYPE_TEXT"
  | "FILES_TOO_BIG";
export interface FieldProblem {
  code: FieldProblemCode;
  message: string;
}

/** What a file check needs to know about a chosen or uploaded file. */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * One plain e-mail address, as a browser's `type=email` field takes it (the HTML standard's grammar: no display name,
 * no comments, no second address), with a dot in its domain: what the service may later put in a Reply-To.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isPlainEmail = (text: string) => emailPattern.test(text);
const megabyte = 1024 * 1024;

/** The most characters a text field takes: its own maxLength, else 5000 for a textarea and 200 for one line. */
export function maxLengthOf(field: FormField): number {
  return field.maxLength ?? (field.type === "textarea" ? 5000 : 200);
}

/** The largest file a file field takes, in bytes. */
export function maxBytesOf(field: FormField): number {
  return (field.maxSizeMb ?? 10) * megabyte;
}

/** ".pdf, .doc or .docx" */
export function acceptedTypesText(field: FormField): string {
  const types = field.accept ?? [];
  return types.length > 1 ? `${types.slice(0, -1).join(", ")} or ${types.at(-1)}` : (types[0] ?? "");
}

/** A message template with {field.label}, {field.maxLength}, {field.maxSizeMb} and {field.types} filled in. */
export function fieldMessage(template: string, field: FormField): string {
  const values: Record<string, string> = {
    label: field.label,
    maxLength: String(maxLengthOf(field)),
    maxSizeMb: String(field.maxSizeMb ?? 10),
    types: acceptedTypesText(field),
  };
  return template.replace(/\{field\.(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The extension of a file name, lower case with its dot (".pdf"), or "" when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.[A-Za-z0-9]+$/.exec(fileName.trim());
  return match ? match[0].toLowerCase() : "";
}

/**
 * A text value (any field but a file): `undefined` when the field was not sent at all. Trimmed before checking:
 * a required field of spaces is empty.
 */
export function checkText(field: FormField, value: string | undefined, messages: FormMessages): FieldProblem | null {
  const problem = (code: FieldProblemCode, template: string) => ({ code, message: fieldMessage(template, field) });
  const text = value?.trim() ?? "";
  if (!text) {
    if (!field.required) return null;
    return problem(value === undefined ? "REQUIRED_FIELD_MISSING" : "REQUIRED_FIELD_EMPTY", messages.required);
  }
  if (text.length > maxLengthOf(field)) return problem("TYPE_TEXT", messages.tooLong);
  if (field.type === "email" && !emailPattern.test(text)) return problem("TYPE_EMAIL", messages.email);
  if (field.type === "select" && !field.options?.some((option) => option.value === text))
    return problem("TYPE_TEXT", messages.option);
  return null;
}

/** A file field's file: `undefined` when none was chosen. */
export function checkFile(field: FormField, file: FileFacts | undefined, messages: FormMessages): FieldProblem | null {
  const problem = (code: FieldProblemCode, template: string) => ({ code, message: fieldMessage(template, field) });
  if (!file || (!file.name && file.size === 0))
    return field.required ? problem("REQUIRED_FIELD_MISSING", messages.required) : null;
  if (field.accept && !(field.accept as readonly string[]).includes(extensionOf(file.name)))
    return problem("TYPE_TEXT", messages.fileType);
  if (file.size > maxBytesOf(field)) return problem("FILES_TOO_BIG", messages.fileSize);
  return null;
}
