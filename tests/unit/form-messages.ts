import type { FormMessages } from "../../src/core/forms/field-rules.ts";

/** Field messages as site.json words them, for the tests of the checks and of the form service. */
export const testFormMessages: FormMessages = {
  required: "{field.label} is required.",
  email: "Enter a valid e-mail address.",
  tooLong: "{field.label} can be at most {field.maxLength} characters.",
  option: "Choose one of the options for {field.label}.",
  fileType: "Choose a {field.types} file.",
  fileSize: "{field.label} can be at most {field.maxSizeMb} MB.",
  fileContent: "This is not a real {field.types} file.",
};
