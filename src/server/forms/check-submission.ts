import { checkFile, checkText, type FormMessages } from "../../forms/field-rules.ts";
import type { Form } from "../../generated/site-data.ts";
import type { ProtocolError } from "./answers.ts";

/** A file as received: what the checks and the store need. */
export interface ReceivedFile {
  field: string;
  originalName: string;
  type: string;
  data: Buffer;
  /** The multipart parser stopped reading it at the size limit. */
  truncated: boolean;
}

/** The protocol's own fields, read by the service and never stored as part of the message (but _gotcha). */
export const serviceFields = ["_gotcha", "_next", "_subject", "_replyto", "_language"];

/**
 * Everything wrong with a submission, against its form's definition, with the checks the browser runs
 * (src/forms/field-rules.ts): every problem at once, each at its field where it has one. Fields the form does not
 * define are not checked (and not stored, see fieldsToStore).
 */
export function checkSubmission(form: Form, values: Map<string, string>, files: ReceivedFile[], messages: FormMessages): ProtocolError[] {
  const fileFields = form.fields.filter((field) => field.type === "file");
  const sentSomething = [...values].some(([name, value]) => !name.startsWith("_") && value.trim() !== "") || files.length > 0;
  if (!sentSomething) return [{ code: "EMPTY", message: "The submission has no fields." }];
  if (files.length && !fileFields.length) return [{ code: "NO_FILE_UPLOADS", message: "This form does not take files." }];
  const perField = new Map<string, ReceivedFile[]>();
  for (const file of files) perField.set(file.field, [...(perField.get(file.field) ?? []), file]);
  if (files.length > fileFields.length || [...perField.values()].some((list) => list.length > 1))
    return [{ code: "TOO_MANY_FILES", message: `This form takes at most one file per file field (${fileFields.length} in all).` }];

  const errors: ProtocolError[] = [];
  for (const name of perField.keys()) {
    if (!fileFields.some((field) => field.name === name)) errors.push({ field: name, message: `"${name}" is not a file field of this form.` });
  }
  for (const field of form.fields) {
    const problem =
      field.type === "file"
        ? fileProblem(field, perField.get(field.name)?.[0], messages)
        : checkText(field, values.get(field.name), messages);
    if (problem) errors.push({ field: field.name, code: problem.code, message: problem.message });
  }
  return errors;
}

function fileProblem(field: Form["fields"][number], file: ReceivedFile | undefined, messages: FormMessages) {
  if (!file) return checkFile(field, undefined, messages);
  // A truncated file was larger than the limit the parser was given: report it as too big, whatever its length now.
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.data.length;
  return checkFile(field, { name: file.originalName, size }, messages);
}

/** The values kept: the form's own fields only (a hidden field included), never anything else a client sends. */
export function fieldsToStore(form: Form, values: Map<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values.get(field.name);
    if (field.type !== "file" && value !== undefined) kept[field.name] = value;
  }
  return kept;
}
