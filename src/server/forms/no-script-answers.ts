import { escapeHtml } from "../escape-html.ts";
import type { Form, Site } from "../../core/generated/site-data.ts";
import { sentAnchor } from "../../core/forms/sent-anchor.ts";
import type { ProtocolError } from "./answers.ts";
import { historyBackAttribute } from "../../site/shell/history-back.ts";

/** site.json's labels.formNotSent: the words of the page a failed post without scripts lands on. */
export type NotSentLabels = Site["labels"]["formNotSent"];

/**
 * A path on this site, in printable ASCII ("/contact#contact-sent"): never another origin ("//evil.example",
 * "https://..."), never a character Node refuses in a Location header ("/€"), nor a header trick.
 */
export const isSameOriginPath = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 2000 && /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value);

/** Where a successful post without scripts goes: the form's `_next`, else its page at the form's confirmation. */
export function successLocation(next: string | undefined, page: string, formId: string): string {
  if (isSameOriginPath(next)) return next;
  return `${page.replace(/#.*$/, "")}#${sentAnchor(formId)}`;
}

/** A field's problem in words: its message, preceded by its label when the message does not already name it. */
function describeProblem(error: ProtocolError, form: Form | undefined): string {
  const label = form?.fields.find((field) => field.name === error.field)?.label;
  return label && !error.message.includes(label)
    ? `<strong>${escapeHtml(label)}</strong>: ${escapeHtml(error.message)}`
    : escapeHtml(error.message);
}

/** The marker of the not-found block in a built page (src/site/blocks/NotFound/NotFound.tsx), whose place the answer takes. */
const notFoundBlock = /(<div\b[^>]*?) data-not-found=""([^>]*>)[\s\S]*?<\/div>/;

/**
 * The answer as a page of the site: the built not-found page (its header, footer, styles and `noindex`), with its
 * message replaced by the answer's, in the same elements and styles (its heading, its text, its button). The
 * not-found marker is left out, so the page does not report itself as a missing page. Null when the template is
 * not a built not-found page.
 */
function inSiteTemplate(
  template: string,
  {
    title,
    intro,
    items,
    backHint,
    back,
    backLink,
    siteName,
  }: Record<"title" | "intro" | "items" | "backHint" | "back" | "backLink" | "siteName", string>,
): string | null {
  const block = notFoundBlock.exec(template);
  const heading = /<h1\b[^>]*>/.exec(block?.[0] ?? "")?.[0];
  const text = /<p\b[^>]*data-size="lg"[^>]*>/.exec(block?.[0] ?? "")?.[0];
  const button = /<a\b[^>]*>[\s\S]*?<\/a>/.exec(block?.[0] ?? "")?.[0];
  if (!block || !heading || !text || !button || !/<title>[^<]*<\/title>/.test(template)) return null;
  // The button's own text is its innermost text; the link goes back (the site's script: the browser's Back, with what was typed).
  const backButton = button
    .replace(/ href="[^"]*"/, ` href="${escapeHtml(back)}" ${historyBackAttribute}=""`)
    .replace(/>([^<>]+)</, `>${escapeHtml(backLink)}<`);
  const list = `<ul style="display:inline-block;text-align:start;margin:var(--mantine-spacing-md) 0 0;padding-inline-start:1.25rem">${items}</ul>`;
  const message = `${heading}${escapeHtml(title)}</h1>${text}${escapeHtml(intro)}</p>${list}${text}${escapeHtml(backHint)}</p>${backButton}`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>`)
    .replace(notFoundBlock, (_whole, start: string, end: string) => `${start}${end}${message}</div>`);
}

/**
 * The page a post without scripts gets when it was not accepted: what is wrong, per field, and the way back (the
 * browser's Back button returns to the form with what was typed; the link does the same where scripts run, and
 * opens the form again where they do not). A page of the site when `template` (the built not-found page) is given.
 */
export function notSentPage({
  errors,
  form,
  labels,
  back,
  siteName,
  template,
}: {
  errors: ProtocolError[];
  form?: Form;
  labels: NotSentLabels;
  back: string;
  siteName: string;
  template?: string | null;
}): string {
  const items = errors.map((error) => `<li>${describeProblem(error, form)}</li>`).join("");
  const inSite = template
    ? inSiteTemplate(template, {
        title: labels.title,
        intro: labels.intro,
        items,
        backHint: labels.backHint,
        back,
        backLink: labels.backLink,
        siteName,
      })
    : null;
  if (inSite) return inSite;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(labels.title)} | ${escapeHtml(siteName)}</title>
<style>
body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; background: #f8f9fa; }
main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #dee2e6; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 1rem; color: #c92a2a; }
li { margin-bottom: 0.5rem; }
a { color: #1c4fa0; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(labels.title)}</h1>
<p>${escapeHtml(labels.intro)}</p>
<ul>${items}</ul>
<p>${escapeHtml(labels.backHint)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(labels.backLink)}</a></p>
</main>
</body>
</html>
`;
}
