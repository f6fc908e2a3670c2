// jsdom, the default here, even where no DOM is needed: the shared tests/unit/setup.ts (not ours) writes to `window`,
// so a file switched to the node environment fails before its first test.
import { describe, expect, it } from "vitest";
import { fieldErrorCodes, formErrorCodes } from "../../../src/core/forms/protocol.ts";
import {
  paymentStepMessage,
  readAnswer,
  undescribedErrorMessage,
  unexpectedFormatMessage,
} from "../../../src/core/forms/read-answer.ts";

const unexpected = {
  ok: false,
  formErrors: [{ code: "UNSPECIFIED", message: unexpectedFormatMessage }],
  fieldErrors: [],
};
const inheritedNames = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"];

describe("readAnswer: success", () => {
  it("a body with next is a success", () => {
    expect(readAnswer({ next: "https://example.com/thanks" })).toEqual({
      ok: true,
      next: "https://example.com/thanks",
    });
  });

  it("extra keys beside next do not matter", () => {
    expect(readAnswer({ ok: true, next: "/thanks" })).toEqual({ ok: true, next: "/thanks" });
  });

  it("a next that is not a string is not a success", () => {
    expect(readAnswer({ next: 42 })).toEqual(unexpected);
    expect(readAnswer({ next: null })).toEqual(unexpected);
  });

  it("an inherited next is not a success (only the body's own keys count)", () => {
    const body: unknown = Object.create({ next: "/thanks" });
    expect(readAnswer(body)).toEqual(unexpected);
  });
});

describe("readAnswer: field errors", () => {
  it.each(fieldErrorCodes)("keeps the field code %s", (code) => {
    expect(readAnswer({ errors: [{ field: "email", code, message: "Bad" }] })).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "email", code, message: "Bad" }],
    });
  });

  it("an unknown field code is UNSPECIFIED, message kept", () => {
    expect(readAnswer({ errors: [{ field: "email", code: "TYPE_PHONE", message: "Bad phone" }] })).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "email", code: "UNSPECIFIED", message: "Bad phone" }],
    });
  });

  it("a form code on a field is not a field code: UNSPECIFIED", () => {
    const result = readAnswer({ errors: [{ field: "cv", code: "FILES_TOO_BIG", message: "Too big" }] });
    expect(result).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "cv", code: "UNSPECIFIED", message: "Too big" }],
    });
  });

  it("a field error without a code is UNSPECIFIED", () => {
    expect(readAnswer({ errors: [{ field: "name", message: "Say who you are" }] })).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "name", code: "UNSPECIFIED", message: "Say who you are" }],
    });
  });

  it.each(inheritedNames)("an inherited name as field code (%s) is UNSPECIFIED", (code) => {
    const result = readAnswer({ errors: [{ field: "email", code, message: "Bad" }] });
    expect(result).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "email", code: "UNSPECIFIED", message: "Bad" }],
    });
  });

  it("keeps every error, several per field, in order", () => {
    const result = readAnswer({
      errors: [
        { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" },
        { field: "email", code: "TYPE_EMAIL", message: "Not an email" },
        { field: "message", code: "TYPE_TEXT", message: "Too long" },
      ],
    });
    expect(result).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [
        { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" },
        { field: "email", code: "TYPE_EMAIL", message: "Not an email" },
        { field: "message", code: "TYPE_TEXT", message: "Too long" },
      ],
    });
  });
});

describe("readAnswer: form errors", () => {
  it.each(formErrorCodes)("keeps the form code %s", (code) => {
    expect(readAnswer({ errors: [{ code, message: "No" }] })).toEqual({
      ok: false,
      formErrors: [{ code, message: "No" }],
      fieldErrors: [],
    });
  });

  it("an unknown form code is UNSPECIFIED, message kept", () => {
    expect(readAnswer({ errors: [{ code: "RATE_LIMITED", message: "Slow down" }] })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "Slow down" }],
      fieldErrors: [],
    });
  });

  it("a field code without a field is not a form code: UNSPECIFIED", () => {
    expect(readAnswer({ errors: [{ code: "TYPE_EMAIL", message: "Bad" }] })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "Bad" }],
      fieldErrors: [],
    });
  });

  it.each(inheritedNames)("an inherited name as form code (%s) is UNSPECIFIED", (code) => {
    expect(readAnswer({ errors: [{ code, message: "No" }] })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "No" }],
      fieldErrors: [],
    });
  });

  it("a __proto__ code parsed from JSON (an own key) is UNSPECIFIED too", () => {
    expect(readAnswer(JSON.parse('{"errors":[{"code":"__proto__","message":"No"}]}'))).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "No" }],
      fieldErrors: [],
    });
  });

  it("an empty field name makes it a form error", () => {
    expect(readAnswer({ errors: [{ field: "", code: "EMPTY", message: "Empty" }] })).toEqual({
      ok: false,
      formErrors: [{ code: "EMPTY", message: "Empty" }],
      fieldErrors: [],
    });
  });

  it("mixes form and field errors", () => {
    const result = readAnswer({
      errors: [
        { code: "TOO_MANY_FILES", message: "Too many files" },
        { field: "email", code: "TYPE_EMAIL", message: "Not an email" },
      ],
    });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "TOO_MANY_FILES", message: "Too many files" }],
      fieldErrors: [{ field: "email", code: "TYPE_EMAIL", message: "Not an email" }],
    });
  });

  it("an EMPTY errors list is still an error, never a success or nothing", () => {
    expect(readAnswer({ errors: [] })).toEqual(unexpected);
    expect(readAnswer({ errors: [], next: "/thanks" })).toEqual(unexpected);
  });

  it.each([
    ["null", null],
    ["a string", "Bad"],
    ["a number", 3],
    ["an array", [{ message: "Bad" }]],
    ["no message", { code: "EMPTY" }],
    ["a message that is not a string", { field: "email", code: "TYPE_EMAIL", message: 7 }],
  ])("a malformed item (%s) is a form error UNSPECIFIED, not dropped", (_label, item) => {
    expect(readAnswer({ errors: [item] })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: undescribedErrorMessage }],
      fieldErrors: [],
    });
  });

  it("a malformed item beside good ones: all reported", () => {
    const result = readAnswer({ errors: [{ field: "email", code: "TYPE_EMAIL", message: "Bad" }, 42] });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: undescribedErrorMessage }],
      fieldErrors: [{ field: "email", code: "TYPE_EMAIL", message: "Bad" }],
    });
  });

  it("errors beside next: the errors win", () => {
    const result = readAnswer({ errors: [{ code: "BLOCKED", message: "Blocked" }], next: "/thanks" });
    expect(result).toEqual({ ok: false, formErrors: [{ code: "BLOCKED", message: "Blocked" }], fieldErrors: [] });
  });

  it("errors that are not a list is an unexpected format, even beside next", () => {
    expect(readAnswer({ errors: "Blocked", next: "/thanks" })).toEqual(unexpected);
    expect(readAnswer({ errors: { code: "BLOCKED" } })).toEqual(unexpected);
  });
});

describe("readAnswer: error string", () => {
  it("an error string is one UNSPECIFIED form error with that message", () => {
    expect(readAnswer({ error: "Form not found" })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "Form not found" }],
      fieldErrors: [],
    });
  });

  it("keeps the body's code when it is a known form code", () => {
    expect(readAnswer({ error: "Form not found", code: "FORM_NOT_FOUND" })).toEqual({
      ok: false,
      formErrors: [{ code: "FORM_NOT_FOUND", message: "Form not found" }],
      fieldErrors: [],
    });
  });

  it.each(["SOMETHING_NEW", "TYPE_EMAIL", ...inheritedNames])(
    "an unknown or inherited body code (%s) is UNSPECIFIED",
    (code) => {
      expect(readAnswer({ error: "No", code })).toEqual({
        ok: false,
        formErrors: [{ code: "UNSPECIFIED", message: "No" }],
        fieldErrors: [],
      });
    },
  );

  it("error beside next: the error wins", () => {
    expect(readAnswer({ error: "No", next: "/thanks" })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "No" }],
      fieldErrors: [],
    });
  });

  it("an error that is not a string is an unexpected format, never a success", () => {
    expect(readAnswer({ error: { message: "No" }, next: "/thanks" })).toEqual(unexpected);
  });
});

describe("readAnswer: payment pending", () => {
  const payment = { ok: false, formErrors: [{ code: "UNSPECIFIED", message: paymentStepMessage }], fieldErrors: [] };

  it("a Stripe payment-pending body is an error, never a pending state", () => {
    expect(readAnswer({ resubmitKey: "rk_1", stripe: { paymentIntentClientSecret: "pi_1_secret" } })).toEqual(payment);
  });

  it("also when it carries a next, or only one of the two keys", () => {
    expect(readAnswer({ resubmitKey: "rk_1", stripe: { paymentIntentClientSecret: "pi" }, next: "/thanks" })).toEqual(
      payment,
    );
    expect(readAnswer({ resubmitKey: "rk_1" })).toEqual(payment);
    expect(readAnswer({ stripe: { paymentIntentClientSecret: "pi" } })).toEqual(payment);
  });
});

describe("readAnswer: anything else", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an array", [{ next: "/thanks" }]],
    ["a number", 200],
    ["a string", "OK"],
    ["a boolean", true],
    ["{}", {}],
    ["{ ok: true } without next", { ok: true }],
  ])("%s is an unexpected format", (_label, body) => {
    expect(readAnswer(body)).toEqual(unexpected);
  });
});
