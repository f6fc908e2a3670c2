// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../src/core/content/markdown.ts";
import { hasRawHtml, markdownLinks } from "../../../src/core/validation/markdown-facts.ts";

const unsafe = readFileSync(resolve(import.meta.dirname, "../../fixtures/markdown/unsafe-article.md"), "utf8");

describe("renderMarkdown", () => {
  const html = renderMarkdown(unsafe);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");

  it("lets no script, event handler, frame or javascript: link through", () => {
    expect(doc.querySelectorAll("script, iframe, img, style")).toHaveLength(0);
    const attributes = [...doc.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute))).toEqual([]);
    expect(html).not.toMatch(/pwned|alert\(/);
  });

  it("keeps the text, the headings, the lists and the safe links, and opens other sites in a new tab", () => {
    expect(doc.querySelector("h2")?.textContent).toBe("A friendly heading");
    expect(doc.body.textContent).toContain("Text after the script stays.");
    expect(doc.querySelector('a[href="/contact"]')?.textContent).toBe("a good link");
    const external = doc.querySelector('a[href="https://www.cbn.gov.ng"]');
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("turns a top-level heading into h2: the page's hero holds its only h1", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>");
  });
});

describe("what validation reads from Markdown", () => {
  it("finds raw HTML, and every link target", () => {
    expect(hasRawHtml(unsafe)).toBe(true);
    expect(hasRawHtml("Plain **Markdown** with [a link](/contact).")).toBe(false);
    expect(markdownLinks(unsafe)).toEqual([
      "javascript:alert('link')",
      "JAVASCRIPT:alert(1)",
      "/contact",
      "https://www.cbn.gov.ng",
    ]);
  });
});
