import { describe, expect, it } from "vitest";
import { testFormMessages as messages } from "../form-messages.ts";
import {
  acceptedTypesText,
  checkFile,
  checkText,
  fieldMessage,
  type FormField,
} from "../../../src/core/forms/field-rules.ts";

const email: FormField = { name: "email", label: "Email", type: "email", required: true };
const note: FormField = { name: "note", label: "Note", type: "textarea", maxLength: 10 };
const level: FormField = {
  name: "level",
  label: "Level",
  type: "select",
  options: [{ value: "junior", label: "Junior" }],
};
const resume: FormField = {
  name: "resume",
  label: "Resume",
  type: "file",
  required: true,
  accept: [".pdf", ".doc", ".docx"],
  maxSizeMb: 5,
};
const megabyte = 1024 * 1024;

describe("checkText", () => {
  it("tells a missing required field from an empty one (the protocol's two codes)", () => {
    expect(checkText(email, undefined, messages)).toEqual({
      code: "REQUIRED_FIELD_MISSING",
      message: "Email is required.",
    });
    expect(checkText(email, "   ", messages)).toEqual({ code: "REQUIRED_FIELD_EMPTY", message: "Email is required." });
    expect(checkText(note, "", messages)).toBeNull();
  });

  it("checks e-mail addresses, lengths and select options", () => {
    expect(checkText(email, "ada@example", messages)?.code).toBe("TYPE_EMAIL");
    expect(checkText(email, "ada@example.com", messages)).toBeNull();
    // One plain address, as a browser's type=email takes it: what could become a Reply-To other than what was typed is refused.
    for (const refused of [
      "a<b>@x.ng",
      "victim,reply@x.ng",
      '"Ada" <ada@x.ng>',
      "ada@x.ng (work)",
      "ada @x.ng",
      "ada@x..ng",
      "ada@-x.ng",
    ])
      expect(checkText(email, refused, messages)?.code, refused).toBe("TYPE_EMAIL");
    for (const taken of ["ada.okafor+site@mail.example.ng", "o'neil@example.com", "x_y@sub.domain.com.ng"])
      expect(checkText(email, taken, messages), taken).toBeNull();
    expect(checkText(note, "x".repeat(11), messages)).toEqual({
      code: "TYPE_TEXT",
      message: "Note can be at most 10 characters.",
    });
    expect(checkText(level, "senior", messages)?.code).toBe("TYPE_TEXT");
    expect(checkText(level, "junior", messages)).toBeNull();
  });
});

describe("checkFile", () => {
  it("takes the listed types up to the size, whatever the case of the extension", () => {
    expect(checkFile(resume, { name: "CV.PDF", size: 5 * megabyte }, messages)).toBeNull();
    expect(checkFile(resume, { name: "setup.exe", size: 10 }, messages)).toEqual({
      code: "TYPE_TEXT",
      message: "Choose a .pdf, .doc or .docx file.",
    });
    expect(checkFile(resume, { name: "cv.pdf", size: 5 * megabyte + 1 }, messages)).toEqual({
      code: "FILES_TOO_BIG",
      message: "Resume can be at most 5 MB.",
    });
    expect(checkFile(resume, undefined, messages)?.code).toBe("REQUIRED_FIELD_MISSING");
    expect(checkFile({ ...resume, required: false }, undefined, messages)).toBeNull();
  });
});

describe("messages", () => {
  it("fill in the field's facts and leave unknown names as written", () => {
    expect(acceptedTypesText({ ...resume, accept: [".zip"] })).toBe(".zip");
    expect(fieldMessage("{field.label}: {field.types}, {field.other}", resume)).toBe(
      "Resume: .pdf, .doc or .docx, {field.other}",
    );
  });
});
