import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

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

/** Markdown to safe HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}
