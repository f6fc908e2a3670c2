import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { nestsTooDeeply } from "../validation/markdown-nesting.ts";

/**
 * Markdown in site data (article bodies, case studies, answers, legal text), rendered at build time. What reaches a
 * page passes an allow-list: no raw HTML beyond these tags, no event handler, no style, no script, and links only to
 * https:, mailto:, tel: or paths of this site. The browser never parses Markdown.
 */
const allowedTags = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
  "code",
  "pre",
  "br",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["align"], td: ["align"], ol: ["start"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // A page has one h1 (its hero): headings in content start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs };
    },
  },
  // A disallowed tag goes, its text stays; these go with their contents.
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template"],
};

/** A text as plain paragraphs, its Markdown left as written (sanitize-html escapes what is not a tag of ours). */
const plainParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${sanitizeHtml(paragraph, { allowedTags: [], allowedAttributes: {} })}</p>`)
    .join("\n");

/**
 * Markdown to safe HTML. A text that nests quotes or lists too deeply for marked (src/core/validation/markdown-nesting.ts) is
 * shown as plain text: validation refuses it (markdown-too-deep), so this is only ever seen in the editor's preview.
 */
export function renderMarkdown(markdown: string): string {
  if (nestsTooDeeply(markdown)) return plainParagraphs(markdown).trim();
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}
