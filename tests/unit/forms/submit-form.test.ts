// jsdom, the default here, even where no DOM is needed: the shared tests/unit/setup.ts (not ours) writes to `window`,
// so a file switched to the node environment fails before its first test.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formClientName, formClientVersion, type FormServiceConfig } from "../../../src/core/forms/protocol.ts";
import { decodeSessionData, type SessionData } from "../../../src/core/forms/session-data.ts";
import { messageOf, submitForm } from "../../../src/core/forms/submit-form.ts";

const session: SessionData = { loadedAt: 1_700_000_000_000, webdriver: false };

/** A fetch that records its calls and answers each with a fresh Response from `answer`. */
function stubFetch(answer: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => answer());
}

function sample(): FormData {
  const data = new FormData();
  data.append("name", "Ada Obi");
  data.append("email", "ada@example.com");
  data.append("cv", new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
  return data;
}

function parseErrorMessage(text: string): string {
  try {
    JSON.parse(text);
    return "";
  } catch (error) {
    return messageOf(error);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitForm: the request", () => {
  it.each<[FormServiceConfig, string, string]>([
    [{ base: "" }, "contact", "/f/contact"],
    [{ base: "", project: "site" }, "contact", "/p/site/f/contact"],
    [{ base: "https://forms.example.com/" }, "contact", "https://forms.example.com/f/contact"],
    [{ base: "https://forms.example.com/", project: "1234" }, "xyz", "https://forms.example.com/p/1234/f/xyz"],
    [{ base: "https://forms.example.com" }, "a/b", "https://forms.example.com/f/a%2Fb"],
  ])("%o, form %s: posts to %s", async (config, formId, url) => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    await submitForm(config, formId, sample(), { fetch: fetchStub, session });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[0]).toBe(url);
  });

  it("POSTs the FormData untouched, with the three headers and no Content-Type", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    const data = sample();
    const before = [...data.entries()];
    await submitForm({ base: "" }, "contact", data, {
      fetch: fetchStub,
      session: { loadedAt: 1_712_000_000_000, webdriver: true },
    });

    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(data);
    expect([...data.entries()]).toEqual(before);

    const headers = new Headers(init?.headers);
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Formspree-Client")).toBe(`nerivo-site@${formClientVersion}`);
    expect(formClientName).toBe(`nerivo-site@${formClientVersion}`);
    expect(headers.has("Content-Type")).toBe(false);
    const sessionHeader = headers.get("Formspree-Session-Data") ?? "";
    expect(JSON.parse(atob(sessionHeader))).toEqual({ loadedAt: 1_712_000_000_000, webdriver: true });
    expect([...headers.keys()].sort()).toEqual(["accept", "formspree-client", "formspree-session-data"]);
  });

  it("sends this page's own session data when none is given", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub });
    const header = new Headers(fetchStub.mock.calls[0]?.[1]?.headers).get("Formspree-Session-Data") ?? "";
    expect(decodeSessionData(header)).toEqual({ loadedAt: Math.round(performance.timeOrigin), webdriver: false });
  });

  it("passes the signal to fetch", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    const controller = new AbortController();
    await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, signal: controller.signal, session });
    expect(fetchStub.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it("uses the global fetch when none is given", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    vi.stubGlobal("fetch", fetchStub);
    expect(await submitForm({ base: "" }, "contact", sample(), { session })).toEqual({ ok: true, next: "/thanks" });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe("submitForm: the answer", () => {
  it("success with next", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "https://example.com/thanks" }));
    expect(await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session })).toEqual({
      ok: true,
      next: "https://example.com/thanks",
    });
  });

  it("a 400 whose body has next is a success: the body rules, not the status", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }, { status: 400 }));
    expect(await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session })).toEqual({
      ok: true,
      next: "/thanks",
    });
  });

  it("a 200 whose body has errors is a failure", async () => {
    const fetchStub = stubFetch(() =>
      Response.json({ errors: [{ field: "email", code: "TYPE_EMAIL", message: "Not an email" }] }),
    );
    expect(await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session })).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: [{ field: "email", code: "TYPE_EMAIL", message: "Not an email" }],
    });
  });

  it("a 422 with field and form errors", async () => {
    const body = {
      errors: [
        { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" },
        { code: "FILES_TOO_BIG", message: "Files too big" },
      ],
    };
    const fetchStub = stubFetch(() => Response.json(body, { status: 422 }));
    expect(await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session })).toEqual({
      ok: false,
      formErrors: [{ code: "FILES_TOO_BIG", message: "Files too big" }],
      fieldErrors: [{ field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Required" }],
    });
  });

  it("a body that is not JSON (an HTML error page) is a form error with the parse error's message", async () => {
    const fetchStub = stubFetch(() => new Response("<html>oops</html>", { status: 502 }));
    const result = await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: parseErrorMessage("<html>oops</html>") }],
      fieldErrors: [],
    });
    expect(parseErrorMessage("<html>oops</html>")).not.toBe("");
  });

  it("an empty body is a form error with the parse error's message", async () => {
    const fetchStub = stubFetch(() => new Response(null, { status: 204 }));
    const result = await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: parseErrorMessage("") }],
      fieldErrors: [],
    });
  });
});

describe("submitForm: failures never throw and are never retried", () => {
  it("a network failure gives the error's own message, one attempt only", async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    const result = await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "fetch failed" }],
      fieldErrors: [],
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("a 500 is not retried either", async () => {
    const fetchStub = stubFetch(() => Response.json({ error: "Internal error" }, { status: 500 }));
    const result = await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "Internal error" }],
      fieldErrors: [],
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("a thrown non-Error gives String(error)", async () => {
    const fetchStub = vi.fn<typeof fetch>(() => Promise.reject("offline"));
    expect(await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session })).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "offline" }],
      fieldErrors: [],
    });
  });

  it("a fetch that throws synchronously", async () => {
    const fetchStub = vi.fn<typeof fetch>(() => {
      throw new Error("no fetch here");
    });
    const result = await submitForm({ base: "" }, "contact", sample(), { fetch: fetchStub, session });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "no fetch here" }],
      fieldErrors: [],
    });
  });

  it("an id that cannot be URL-encoded (lone surrogate) is a failure, not a throw", async () => {
    const fetchStub = stubFetch(() => Response.json({ next: "/thanks" }));
    const result = await submitForm({ base: "" }, "\uD800", sample(), { fetch: fetchStub, session });
    expect(result.ok).toBe(false);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("an abort while waiting gives the abort error's message", async () => {
    const controller = new AbortController();
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const pending = submitForm({ base: "" }, "contact", sample(), {
      fetch: fetchStub,
      signal: controller.signal,
      session,
    });
    controller.abort();
    expect(await pending).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "This operation was aborted" }],
      fieldErrors: [],
    });
  });

  it("an abort with a reason gives the reason's message", async () => {
    const controller = new AbortController();
    controller.abort(new Error("Page left"));
    const fetchStub = vi.fn<typeof fetch>(async (_url, init) => {
      init?.signal?.throwIfAborted();
      return Response.json({ next: "/thanks" });
    });
    const result = await submitForm({ base: "" }, "contact", sample(), {
      fetch: fetchStub,
      signal: controller.signal,
      session,
    });
    expect(result).toEqual({ ok: false, formErrors: [{ code: "UNSPECIFIED", message: "Page left" }], fieldErrors: [] });
  });

  it("the platform's own fetch with an already-aborted signal (no network reached)", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await submitForm({ base: "http://127.0.0.1:9" }, "contact", sample(), {
      signal: controller.signal,
      session,
    });
    expect(result).toEqual({
      ok: false,
      formErrors: [{ code: "UNSPECIFIED", message: "This operation was aborted" }],
      fieldErrors: [],
    });
  });
});

describe("messageOf", () => {
  it("an error's message, else String(error), else a fallback", () => {
    expect(messageOf(new Error("boom"))).toBe("boom");
    expect(messageOf({ message: "from another realm" })).toBe("from another realm");
    expect(messageOf(new Error(""))).toBe("Error");
    expect(messageOf(42)).toBe("42");
    expect(messageOf(undefined)).toBe("undefined");
    expect(messageOf(Object.create(null))).toBe("Unknown error");
  });
});
