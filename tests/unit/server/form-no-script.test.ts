import { writeFileSync } from "node:fs";
import { join } from "node:path";
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
  return service.app.inject({
    method: "POST",
    url: "/f/contact",
    payload: body.payload,
    headers: { ...body.headers, host: "localhost", referer: page, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  });
}

describe("a form posted without scripts", () => {
  it("success: 303 to the form's _next (its page, at the confirmation the page shows as its target)", async () => {
    const response = await browserPost([...validContact, ["_next", "/contact#contact-sent"]]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact#contact-sent");
    expect(service.stored()).toHaveLength(1);
  });

  it("success without a usable _next: 303 to the page it came from, at the form's confirmation", async () => {
    for (const next of [
      undefined,
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "/€",
      "/a b",
      "/x\u0007",
    ]) {
      const response = await browserPost([
        ...validContact,
        ...(next === undefined ? [] : [["_next", next] as [string, string]]),
      ]);
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
    const response = await browserPost([
      ["name", "Ada"],
      ["email", "not-an-address"],
      ["message", ""],
      ["_next", "/contact#contact-sent"],
    ]);
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
    const response = await browserPost(
      [
        ["name", "Ada"],
        ["email", "<script>alert(1)</script>"],
        ["message", "hi"],
      ],
      'http://localhost/contact?x="><script>',
    );
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

  it("failure on a built site: a page of the site (its not-found page's header, footer and styles), the not-found message replaced by what is wrong", async () => {
    // The shape the build gives 404.html (src/site/blocks/NotFound/NotFound.tsx): a marked block with a code, a heading, a text and a button.
    const builtNotFound = `<!doctype html><html lang="en"><head><title>Page Not Found | Nerivo</title><meta name="robots" content="noindex"></head><body><header>Nerivo menu</header><main><section><div class="container" data-size="sm" data-not-found=""><p class="code">404</p><h1 class="title" data-order="1">Oops! Page not found</h1><p class="text" data-size="lg">It was moved.</p><a class="button" data-size="md" href="/"><span class="inner"><span class="label">Return to Home</span></span></a></div></section></main><footer>Nerivo footer</footer><script type="module" src="/assets/shell.js"></script></body></html>`;
    writeFileSync(join(service.distDir, "404.html"), builtNotFound);
    const response = await browserPost(
      [
        ["name", "Ada"],
        ["email", "ada@localhost"],
        ["message", "<b>hi</b>"],
      ],
      'http://localhost/contact?x="><script>',
    );
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain("<header>Nerivo menu</header>");
    expect(html).toContain("<footer>Nerivo footer</footer>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<title>${notSent.title} | Nerivo Technologies Ltd</title>`);
    expect(html).toContain(
      `<h1 class="title" data-order="1">${notSent.title}</h1><p class="text" data-size="lg">${notSent.intro}</p>`,
    );
    expect(html).toContain(`<li><strong>Email</strong>: ${messages.email}</li>`);
    expect(html).toContain(
      `<a class="button" data-size="md" href="/contact?x=%22%3E%3Cscript%3E" data-history-back=""><span class="inner"><span class="label">${notSent.backLink}</span></span></a>`,
    );
    // Not a missing page: the site's script must not report it as one; nothing of the not-found message is left.
    expect(html).not.toContain("data-not-found");
    expect(html).not.toContain("Oops");
    expect(html).not.toContain(">404<");
    expect(html).not.toContain("<script>");
    expect(service.stored()).toEqual([]);
  });
});
