// @vitest-environment jsdom
// jsdom: @formspree/core sends its session header only where `window` exists, so the requests can be compared.
/**
 * Contract tests: the same answers, as Response objects from a stubbed fetch, go to our submitForm and to the public
 * client's (@formspree/core); what each CONCLUDES must agree (success or not, field errors by field and code, form
 * error codes), and so must the requests. Where we deliberately differ, a test shows both side by side.
 * The public client has no fetch option: it calls the global fetch, so that is what is stubbed for it.
 */
import { createClient, type SubmissionResult } from "@formspree/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormServiceConfig, SubmitResult } from "../../../src/core/forms/protocol.ts";
import { paymentStepMessage, unexpectedFormatMessage } from "../../../src/core/forms/read-answer.ts";
import { submitForm } from "../../../src/core/forms/submit-form.ts";

const base = "https://forms.example.com";

interface Conclusion {
  ok: boolean;
  next?: string;
  fieldErrors: string[];
  formCodes: string[];
}

function ours(result: SubmitResult): Conclusion {
  if (result.ok) return { ok: true, next: result.next, fieldErrors: [], formCodes: [] };
  return {
    ok: false,
    fieldErrors: result.fieldErrors.map((error) => `${error.field}:${error.code}`).sort(),
    formCodes: result.formErrors.map((error) => error.code).sort(),
  };
}

function theirs(result: SubmissionResult): Conclusion {
  if (result.kind === "success") return { ok: true, next: result.next, fieldErrors: [], formCodes: [] };
  return {
    ok: false,
    fieldErrors: result
      .getAllFieldErrors()
      .flatMap(([field, errors]) => errors.map((error) => `${String(field)}:${error.code}`))
      .sort(),
    formCodes: result
      .getFormErrors()
      .map((error) => error.code)
      .sort(),
  };
}

/** A fetch stub answering every call with a fresh copy of the same answer (a body can be read once). */
function answering(answer: () => Response) {
  return vi.fn<typeof fetch>(async () => answer());
}

function sample(): FormData {
  const data = new FormData();
  data.append("email", "ada@example.com");
  data.append("message", "Hello");
  return data;
}

/** Both clients, one answer: each result, and the request each sent. */
async function both(answer: () => Response, config: FormServiceConfig = { base }, formId = "xyzabc") {
  const ourFetch = answering(answer);
  const ourResult = await submitForm(config, formId, sample(), { fetch: ourFetch });
  const theirFetch = answering(answer);
  vi.stubGlobal("fetch", theirFetch);
  const client = createClient(config.project ? { project: config.project } : {});
  const theirResult = await client.submitForm(formId, sample(), { endpoint: config.base });
  return { ourResult, theirResult, ourRequest: ourFetch.mock.calls[0], theirRequest: theirFetch.mock.calls[0] };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const agreed: [string, () => Response][] = [
  ["success with next", () => Response.json({ next: "https://example.com/thanks" })],
  ["a 400 whose body has next (body, not status)", () => Response.json({ next: "/thanks" }, { status: 400 })],
  [
    "REQUIRED_FIELD_EMPTY on email",
    () =>
      Response.json(
        { errors: [{ field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" }] },
        { status: 422 },
      ),
  ],
  [
    "TYPE_EMAIL on email",
    () =>
      Response.json(
        { errors: [{ field: "email", code: "TYPE_EMAIL", message: "Should be an email" }] },
        { status: 422 },
      ),
  ],
  [
    "several field errors and a form error",
    () =>
      Response.json(
        {
          errors: [
            { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" },
            { field: "email", code: "TYPE_EMAIL", message: "Should be an email" },
            { field: "message", code: "TYPE_TEXT", message: "Too long" },
            { code: "FILES_TOO_BIG", message: "Too big" },
          ],
        },
        { status: 422 },
      ),
  ],
  [
    "FORM_NOT_FOUND",
    () => Response.json({ errors: [{ code: "FORM_NOT_FOUND", message: "Form not found" }] }, { status: 404 }),
  ],
  ["EMPTY", () => Response.json({ errors: [{ code: "EMPTY", message: "Empty form" }] }, { status: 422 })],
  [
    "FILES_TOO_BIG",
    () => Response.json({ errors: [{ code: "FILES_TOO_BIG", message: "Files too big" }] }, { status: 413 }),
  ],
  [
    "TOO_MANY_FILES",
    () => Response.json({ errors: [{ code: "TOO_MANY_FILES", message: "Too many files" }] }, { status: 422 }),
  ],
  ["BLOCKED", () => Response.json({ errors: [{ code: "BLOCKED", message: "Blocked" }] }, { status: 403 })],
  [
    "an unknown form code",
    () => Response.json({ errors: [{ code: "RATE_LIMITED", message: "Slow down" }] }, { status: 429 }),
  ],
  [
    "an unknown field code",
    () => Response.json({ errors: [{ field: "phone", code: "TYPE_PHONE", message: "Bad phone" }] }, { status: 422 }),
  ],
  [
    "a form code on a field",
    () => Response.json({ errors: [{ field: "cv", code: "FILES_TOO_BIG", message: "Too big" }] }, { status: 422 }),
  ],
  ["an error string", () => Response.json({ error: "Something went wrong" }, { status: 500 })],
  ["an error item without a message", () => Response.json({ errors: [{ code: "EMPTY" }] }, { status: 422 })],
  ["a null error item", () => Response.json({ errors: [null] }, { status: 422 })],
  ["a body that is not JSON", () => new Response("<html>oops</html>", { status: 502 })],
  ["an empty body", () => new Response(null, { status: 204 })],
  ["an unexpected body ({})", () => Response.json({})],
  ["an unexpected body (null)", () => Response.json(null)],
];

describe("contract: both clients conclude the same", () => {
  it.each(agreed)("%s", async (_label, answer) => {
    const { ourResult, theirResult } = await both(answer);
    expect(ours(ourResult)).toEqual(theirs(theirResult));
  });

  it("a body that is not JSON: the same message too (the parse error's own)", async () => {
    const { ourResult, theirResult } = await both(() => new Response("<html>oops</html>", { status: 502 }));
    expect(ourResult.ok ? [] : ourResult.formErrors.map((error) => error.message)).toEqual(
      theirResult.kind === "error" ? theirResult.getFormErrors().map((error) => error.message) : [],
    );
  });

  it("a network failure: both an UNSPECIFIED form error with the error's own message", async () => {
    const fail = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    const ourResult = await submitForm({ base }, "xyzabc", sample(), { fetch: fail });
    vi.stubGlobal("fetch", fail);
    const theirResult = await createClient().submitForm("xyzabc", sample(), { endpoint: base });
    expect(ours(ourResult)).toEqual(theirs(theirResult));
    expect(ourResult).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "fetch failed" }],
      fieldErrors: [],
    });
    expect(theirResult.kind === "error" && theirResult.getFormErrors()).toEqual([
      { code: "UNSPECIFIED", message: "fetch failed" },
    ]);
  });
});

describe("contract: both clients send the same request", () => {
  it.each<[string, FormServiceConfig]>([
    ["form only", { base }],
    ["project and form", { base, project: "1234" }],
  ])("%s: same URL, method, body, Accept, header names, session keys", async (_label, config) => {
    const { ourRequest, theirRequest } = await both(() => Response.json({ next: "/thanks" }), config);
    expect(ourRequest?.[0]).toBe(theirRequest?.[0]);
    expect(ourRequest?.[0]).toBe(config.project ? `${base}/p/1234/f/xyzabc` : `${base}/f/xyzabc`);
    expect(ourRequest?.[1]?.method).toBe(theirRequest?.[1]?.method);
    expect(ourRequest?.[1]?.body).toBeInstanceOf(FormData);
    expect(theirRequest?.[1]?.body).toBeInstanceOf(FormData);

    const ourHeaders = new Headers(ourRequest?.[1]?.headers);
    const theirHeaders = new Headers(theirRequest?.[1]?.headers);
    expect([...ourHeaders.keys()].sort()).toEqual([...theirHeaders.keys()].sort());
    expect(ourHeaders.get("accept")).toBe(theirHeaders.get("accept"));
    // Same header, each client its own name in it.
    expect(ourHeaders.get("formspree-client")).toMatch(/^nerivo-site@\d+\.\d+\.\d+$/);
    expect(theirHeaders.get("formspree-client")).toMatch(/^@formspree\/core@\d+\.\d+\.\d+$/);
    // Neither sets a Content-Type for FormData: fetch writes the multipart boundary.
    expect(ourHeaders.has("content-type")).toBe(false);
    expect(theirHeaders.has("content-type")).toBe(false);

    const decode = (headers: Headers): unknown => JSON.parse(atob(headers.get("formspree-session-data") ?? ""));
    const ourSession = decode(ourHeaders);
    const theirSession = decode(theirHeaders);
    expect(Object.keys(ourSession as object)).toEqual(Object.keys(theirSession as object));
    expect(Object.keys(ourSession as object)).toEqual(["loadedAt", "webdriver"]);
    expect(ourSession).toMatchObject({ webdriver: false });
    expect(theirSession).toMatchObject({ webdriver: false });
  });
});

describe("contract: where we deliberately differ, side by side", () => {
  it("an EMPTY errors list: theirs is an error with no errors in it (nothing to show), ours one UNSPECIFIED form error", async () => {
    const { ourResult, theirResult } = await both(() => Response.json({ errors: [] }, { status: 422 }));
    expect(theirs(theirResult)).toEqual({ ok: false, fieldErrors: [], formCodes: [] });
    expect(ourResult).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: unexpectedFormatMessage }],
      fieldErrors: [],
    });
  });

  it("payment pending: theirs (no Stripe step) REJECTS its promise, ours is an error result naming the payment step", async () => {
    const answer = () => Response.json({ resubmitKey: "rk_1", stripe: { paymentIntentClientSecret: "pi_1_secret_2" } });
    const ourResult = await submitForm({ base }, "xyzabc", sample(), { fetch: answering(answer) });
    expect(ourResult).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: paymentStepMessage }],
      fieldErrors: [],
    });
    vi.stubGlobal("fetch", answering(answer));
    await expect(createClient().submitForm("xyzabc", sample(), { endpoint: base })).rejects.toThrow(
      "Unexpected submission result (kind: stripePluginPending)",
    );
  });

  it.each(["toString", "constructor", "__proto__", "hasOwnProperty"])(
    "inherited code name %s: theirs keeps it as a code (`code in map`), ours UNSPECIFIED",
    async (code) => {
      const { ourResult, theirResult } = await both(() =>
        Response.json(
          {
            errors: [
              { code, message: "Form" },
              { field: "email", code, message: "Field" },
            ],
          },
          { status: 422 },
        ),
      );
      expect(theirs(theirResult)).toEqual({ ok: false, fieldErrors: [`email:${code}`], formCodes: [code] });
      expect(ours(ourResult)).toEqual({ ok: false, fieldErrors: ["email:UNSPECIFIED"], formCodes: ["UNSPECIFIED"] });
    },
  );

  it("malformed errors beside next: theirs calls it a SUCCESS (malformed errors are skipped), ours an error", async () => {
    const { ourResult, theirResult } = await both(() =>
      Response.json({ errors: [{ code: "BLOCKED" }], next: "/thanks" }),
    );
    expect(theirs(theirResult)).toEqual({ ok: true, next: "/thanks", fieldErrors: [], formCodes: [] });
    expect(ours(ourResult)).toEqual({ ok: false, fieldErrors: [], formCodes: ["UNSPECIFIED"] });
  });

  it("an error string with a known code: theirs drops the code, ours keeps it (the brief's rule)", async () => {
    const { ourResult, theirResult } = await both(() =>
      Response.json({ error: "Form not found", code: "FORM_NOT_FOUND" }, { status: 404 }),
    );
    expect(theirs(theirResult).formCodes).toEqual(["UNSPECIFIED"]);
    expect(ours(ourResult).formCodes).toEqual(["FORM_NOT_FOUND"]);
  });

  it("base '' (this site's origin): theirs falls back to https://formspree.io, ours posts to /f/{id}", async () => {
    const { ourRequest, theirRequest } = await both(() => Response.json({ next: "/thanks" }), { base: "" });
    expect(theirRequest?.[0]).toBe("https://formspree.io/f/xyzabc");
    expect(ourRequest?.[0]).toBe("/f/xyzabc");
  });

  it("a trailing slash on base and an id with '/': theirs doubles the slash and leaves the id raw, ours normalises and encodes", async () => {
    const { ourRequest, theirRequest } = await both(
      () => Response.json({ next: "/thanks" }),
      { base: `${base}/` },
      "a/b",
    );
    expect(theirRequest?.[0]).toBe(`${base}//f/a/b`);
    expect(ourRequest?.[0]).toBe(`${base}/f/a%2Fb`);
  });

  it("an empty webdriver attribute on <html>: theirs misses it (getAttribute is ''), ours flags the browser", async () => {
    document.documentElement.setAttribute("webdriver", "");
    try {
      const { ourRequest, theirRequest } = await both(() => Response.json({ next: "/thanks" }));
      const session = (init: RequestInit | undefined): unknown =>
        JSON.parse(atob(new Headers(init?.headers).get("formspree-session-data") ?? ""));
      expect(session(theirRequest?.[1])).toMatchObject({ webdriver: false });
      expect(session(ourRequest?.[1])).toMatchObject({ webdriver: true });
    } finally {
      document.documentElement.removeAttribute("webdriver");
    }
  });
});
