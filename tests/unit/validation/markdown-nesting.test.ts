import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../src/core/content/markdown.ts";
import { markdownNesting, maxMarkdownNesting } from "../../../src/core/validation/markdown-nesting.ts";
import { markdownFacts, tooDeepProblem } from "../../../src/core/validation/markdown-facts.ts";

describe("Markdown nested too deeply", () => {
  it("counts the quotes and lists a line nests, and indentation as nested list items", () => {
    expect(markdownNesting("Plain text.\n\n## A heading")).toBe(0);
    expect(markdownNesting("> a quote\n> > in a quote")).toBe(2);
    expect(markdownNesting("- one\n  - two\n    - three")).toBe(3);
    expect(markdownNesting("1. first\n2) second")).toBe(1);
    expect(markdownNesting(">".repeat(20_000))).toBe(maxMarkdownNesting + 1);
    expect(markdownNesting("> - ".repeat(5_000))).toBe(maxMarkdownNesting + 1);
  });

  it("is read as too deep instead of overflowing marked, and shown as plain text", () => {
    for (const text of [">".repeat(20_000), "- ".repeat(5_000), `${" ".repeat(100)}- x`]) {
      expect(markdownFacts(text).tooDeep).toBe(true);
      expect(() => renderMarkdown(text)).not.toThrow();
    }
    expect(renderMarkdown(`${"> ".repeat(30)}<script>x</script>`)).not.toContain("<script>");
    expect(tooDeepProblem()).toMatchObject({ code: "markdown-too-deep", params: { levels: maxMarkdownNesting } });
    // Real writing is untouched.
    expect(markdownFacts("> a quote\n\n- a list\n  - nested").tooDeep).toBe(false);
    expect(renderMarkdown("> a quote")).toBe("<blockquote>\n<p>a quote</p>\n</blockquote>");
  });
});
