import { Lexer, marked } from "marked";
import { maxMarkdownNesting, nestsTooDeeply } from "./markdown-nesting.ts";
import { problem, type Problem } from "./errors.ts";

/**
 * What validation and the content lint read of a Markdown text (article bodies, case studies, answers, legal text):
 * raw HTML, headings, links. Rendering it is src/core/content/markdown.ts's.
 */

/** What validation and the content lint need to know of a Markdown text, found by reading it once. */
export interface MarkdownFacts {
  /**
   * Whether it nests quotes or lists too deeply to be read (src/core/validation/markdown-nesting.ts): nothing else of it is
   * read then, and validation refuses it.
   */
  tooDeep: boolean;
  /** Whether it holds raw HTML (tags or comments), which validation refuses: content is Markdown only. */
  hasRawHtml: boolean;
  /** What is wrong with its headings, or null. */
  headingProblem: Problem | null;
  /** Every link target written in it, in order. */
  links: string[];
}

/**
 * Facts by text. A site's long texts (articles) are checked at every change anywhere in the site, and the same text is
 * met again on every address that shows it: reading it once is what keeps checking linear in the size of the site.
 * First in, first out beyond the limit: the texts of a site in use are far fewer.
 */
const factsByText = new Map<string, MarkdownFacts>();
const rememberedTexts = 20_000;

function readFacts(markdown: string): MarkdownFacts {
  const facts: MarkdownFacts = { tooDeep: false, hasRawHtml: false, headingProblem: null, links: [] };
  if (nestsTooDeeply(markdown)) return { ...facts, tooDeep: true };
  try {
    readTokens(markdown, facts);
  } catch (error) {
    // Another shape that makes marked call itself too deeply: the same refusal, never a check that fails whole.
    if (!(error instanceof RangeError)) throw error;
    return { tooDeep: true, hasRawHtml: false, headingProblem: null, links: [] };
  }
  return facts;
}

/** What problem a text that nests too deeply is, with its limit. */
export const tooDeepProblem = () => problem("markdown-too-deep", { levels: maxMarkdownNesting });

function readTokens(markdown: string, facts: MarkdownFacts) {
  // The page's title is its only level-1 heading, so headings in text start at "## " (level 2) and go down one level
  // at a time: a reader (and a screen reader's list of headings) never meets a level that skips the one above it.
  let previousDepth = 1;
  marked.walkTokens(new Lexer({ gfm: true }).lex(markdown), (token) => {
    if (token.type === "html") facts.hasRawHtml = true;
    if (token.type === "link" || token.type === "image") facts.links.push(token.href);
    if (token.type !== "heading" || facts.headingProblem) return;
    const written = `${"#".repeat(token.depth)} ${token.text}`;
    if (token.depth === 1) {
      facts.headingProblem = problem("markdown-level-one-heading", { heading: written });
    } else if (token.depth > previousDepth + 1) {
      facts.headingProblem = problem("markdown-skipped-heading-level", {
        heading: written,
        text: token.text,
        previousDepth,
      });
    }
    previousDepth = token.depth;
  });
}

export function markdownFacts(markdown: string): MarkdownFacts {
  let facts = factsByText.get(markdown);
  if (!facts) {
    if (factsByText.size >= rememberedTexts) factsByText.delete(factsByText.keys().next().value!);
    facts = readFacts(markdown);
    factsByText.set(markdown, facts);
  }
  return facts;
}

/** Whether a Markdown text holds raw HTML (tags or comments), which validation refuses: content is Markdown only. */
export const hasRawHtml = (markdown: string): boolean => markdownFacts(markdown).hasRawHtml;

/** Every link target written in a Markdown text, in order (for the link checks of validation). */
export const markdownLinks = (markdown: string): string[] => markdownFacts(markdown).links;

/**
 * Whether a link in Markdown goes where text may link: a path of this site, a section, an https:, mailto: or tel:
 * address. Whether an internal path leads to a page is checked elsewhere.
 */
export function hasAllowedLinkScheme(href: string): boolean {
  return href.startsWith("/") || href.startsWith("#") || /^(https:|mailto:|tel:)/i.test(href);
}
