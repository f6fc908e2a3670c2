// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FormServiceFixture, messages, multipart, notSent, validContact } from "./form-service-fixture.ts";

/**
 * A browser without scripts (or whose scripts failed to load) posts the form itself and shows whatever comes back:
 * a success must land on a confirmation, a failure on a page that says what is wrong, never the same answer for both.
 */
let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

/** A form post as a browser makes it: no JSON asked for, the page it came from as Referer. */
async function browserPost(entries: [string, string][], page = "http://localhost/contact?demo=true") {
  const body = await multipart(entries);
  return service.app.inject({ method: "POST", url: "/f/contact", payload: body.payload, headers: { ...body.headers, host: "localhost", referer: page, accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
}

describe("a form posted without scripts", () => {
  it("success: 303 to the form's _next (its page, at the confirmation the page shows as its target)", async () => {
    const response = await browserPost([...validContact, ["_next", "/contact#contact-sent"]]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact#contact-sent");
    expect(service.stored()).toHaveLength(1);
  });

  it("success without a usable _next: 303 to the page it came from, at the form's confirmation", async () => {
    for (const next of [undefined, "//evil.example/x", "https://evil.example/", "/\\evil.example", "/€", "/a b", "/x\u0007"]) {
      const response = await browserPost([...validContact, ...(next === undefined ? [] : [["_next", next] as [string, string]])]);
      expect(response.statusCode, `_next ${JSON.stringify(next)}`).toBe(303);
      expect(response.headers.location).toBe("/contact?demo=true#contact-sent");
    }
    expect(service.stored()).toHaveLength(7);
  });

  it("a _next Node would refuse in a Location header (/€) still ends in the confirmation, stored once, no error path", async () => {
    const response = await browserPost([...validContact, ["_next", "/€"]], "http://evil.example/elsewhere");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/#contact-sent");
    expect(service.stored()).toHaveLength(1);
  });

  it("failure: a page (not a redirect) that lists what is wrong per field, with the way back", async () => {
    const response = await browserPost([["name", "Ada"], ["email", "not-an-address"], ["message", ""], ["_next", "/contact#contact-sent"]]);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain(`<h1>${notSent.title}</h1>`);
    expect(html).toContain(notSent.intro);
    // The label goes first when the message does not name the field; a message that does stands alone.
    expect(html).toContain(`<li><strong>Email</strong>: ${messages.email}</li>`);
    expect(html).toContain("<li>Message is required.</li>");
    expect(html).toContain(notSent.backHint.replace(/'/g, "&#39;"));
    expect(html).toContain(`<a href="/contact?demo=true">${notSent.backLink}</a>`);
    expect(html).not.toMatch(/<script/i);
    expect(service.stored()).toEqual([]);
  });

  it("what a visitor typed is shown escaped, never as markup", async () => {
    const response = await browserPost([["name", "Ada"], ["email", "<script>alert(1)</script>"], ["message", "hi"]], "http://localhost/contact?x=\"><script>");
    expect(response.body).not.toContain("<script>");
    expect(response.body).toContain('href="/contact?x=%22%3E%3Cscript%3E"');
  });

  it("the service's own refusals (rate limit) are pages too", async () => {
    await service.start({ rateLimitPerMinute: 1 });
    expect((await browserPost(validContact)).statusCode).toBe(303);
    const limited = await browserPost(validContact);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.body).toContain("Too many submissions");
  });
});
