import { checkFile, checkText } from "../../core/forms/field-rules.ts";
import type { Form } from "../../core/generated/site-data.ts";
import type { FormWords, ProtocolError } from "./answers.ts";
import type { SubmissionBody } from "./read-body.ts";
import type { ReceivedFile } from "./receive-file.ts";

/**
 * Everything wrong with a submission, against its form's definition, with the checks the browser runs
 * (src/core/forms/field-rules.ts) and what was found while the body arrived (files refused by name, content or size;
 * values longer than their field): every problem at once, each at its field where it has one. Fields the form does
 * not define are not checked (and not stored, see fieldsToStore).
 */
export function checkSubmission(form: Form, body: SubmissionBody, words: FormWords): ProtocolError[] {
  const { values, files, problems, formErrors } = body;
  const sentSomething =
    [...values].some(([name, value]) => !name.startsWith("_") && value.trim() !== "") ||
    files.length > 0 ||
    problems.size > 0;
  if (!sentSomething && !formErrors.length) return [{ code: "EMPTY", message: words.service.empty }];
  const submissionWide = formErrors.filter((error) => !error.field);
  if (submissionWide.length) return [submissionWide[0]];

  const errors: ProtocolError[] = formErrors.filter(
    (error, index) => formErrors.findIndex((other) => other.field === error.field) === index,
  );
  for (const field of form.fields) {
    const found = problems.get(field.name);
    const problem =
      found ??
      (field.type === "file"
        ? checkFile(field, fileFacts(files.find((file) => file.field === field.name)), words.field)
        : checkText(field, values.get(field.name), words.field));
    if (problem) errors.push({ field: field.name, code: problem.code, message: problem.message });
  }
  return errors;
}

const fileFacts = (file: ReceivedFile | undefined) => (file ? { name: file.originalName, size: file.size } : undefined);

/** The values kept: the form's own fields only (a hidden field included), never anything else a client sends. */
export function fieldsToStore(form: Form, values: Map<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values.get(field.name);
    if (field.type !== "file" && value !== undefined) kept[field.name] = value;
  }
  return kept;
}
