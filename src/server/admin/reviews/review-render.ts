import { escapeHtml } from "../../escape-html.ts";

/**
 * The review copy of a page (pure functions over the HTML the build's renderer made): its parts as the reviewer
 * comments on them (the header, each top-level block's <section> inside <main>, the footer), those that differ from
 * the page as published marked "Changed", the site's scripts taken out, and a banner on top.
 */

/** One part of a page: where its element starts and ends in the HTML. */
export interface PagePart {
  kind: "header" | "section" | "footer";
  /** Where its opening tag starts, where its opening tag ends, and where its closing tag ends. */
  start: number;
  openEnd: number;
  end: number;
}

const tagPattern = /<(\/?)(header|footer|main|section)\b[^>]*>/gi;

/**
 * The page's header and footer (outside <main>) and the top-level <section>s inside <main> (each a block: a layout
 * block's columns nest theirs, which belong to it). The renderer writes well-formed HTML, so tags are counted; a
 * <header> inside a block (an article's) is part of that block.
 */
export function pageParts(html: string): PagePart[] {
  const parts: PagePart[] = [];
  const depth = { header: 0, footer: 0, main: 0, section: 0 };
  const open: Partial<Record<PagePart["kind"], { start: number; openEnd: number }>> = {};
  for (const match of html.matchAll(tagPattern)) {
    const closing = match[1] === "/";
    const name = match[2].toLowerCase() as keyof typeof depth;
    const at = match.index;
    const after = at + match[0].length;
    const outside = depth.header + depth.footer + depth.section === 0;
    if (!closing) {
      if (name === "section" && depth.main > 0 && outside) open.section = { start: at, openEnd: after };
      if ((name === "header" || name === "footer") && depth.main === 0 && outside)
        open[name] = { start: at, openEnd: after };
      depth[name]++;
      continue;
    }
    depth[name] = Math.max(0, depth[name] - 1);
    if (name === "main") continue;
    const started = open[name];
    if (started && depth.header + depth.footer + depth.section === 0) {
      parts.push({ kind: name, ...started, end: after });
      delete open[name];
    }
  }
  return parts;
}

/**
 * What a part's HTML is compared by: without the ids React and Mantine number by place in the page (a block added
 * above shifts them), which would mark every later block changed though nothing in it is. React has written them
 * «R1», :R1: and (React 19.1) _R_1_.
 */
const comparable = (html: string) =>
  html
    .replace(/«[^»]*»/g, "«»")
    .replace(/:R[0-9A-Za-z]*:/g, ":R:")
    .replace(/_R_[0-9A-Za-z]*_/g, "_R_")
    .replace(/mantine-[0-9A-Za-z_-]+/g, "mantine-");

export const changedAttribute = "data-review-changed";

/**
 * The page as it will be (`after`) with every part whose HTML is not found among the published page's (`before`)
 * parts of its kind marked with `changedAttribute`. Blocks are matched by their HTML, not their place, so that a block
 * added or removed above marks that one only; a block only moved is not marked. Without a published page (a new page),
 * every part is marked.
 */
export function markChanged(before: string | null, after: string): { html: string; changed: number } {
  const unmatched = new Map<string, number>();
  if (before !== null)
    for (const part of pageParts(before)) {
      const key = `${part.kind} ${comparable(before.slice(part.start, part.end))}`;
      unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
    }
  let html = "";
  let from = 0;
  let changed = 0;
  for (const part of pageParts(after)) {
    const key = `${part.kind} ${comparable(after.slice(part.start, part.end))}`;
    const left = unmatched.get(key) ?? 0;
    if (left > 0) {
      unmatched.set(key, left - 1);
      continue;
    }
    changed++;
    // The attribute goes into the opening tag, just before its ">".
    const insertAt = after[part.openEnd - 2] === "/" ? part.openEnd - 2 : part.openEnd - 1;
    html += `${after.slice(from, insertAt)} ${changedAttribute}`;
    from = insertAt;
  }
  return { html: html + after.slice(from), changed };
}

/** How a marked part looks: an outline and a label at its top, readable over any block's colours. */
export const changedStyle = (label: string) => `<style>
[${changedAttribute}] { position: relative; outline: 3px dashed #e8590c; outline-offset: -3px; }
[${changedAttribute}]::before { content: "${label.replace(/["\\]/g, "")}"; position: absolute; top: 4px; left: 4px; z-index: 10; background: #e8590c; color: #fff; font: 600 14px/1.4 system-ui, sans-serif; padding: 2px 8px; border-radius: 4px; }
.review-banner { position: sticky; top: 0; z-index: 1000; background: #1864ab; color: #fff; font: 16px/1.5 system-ui, sans-serif; padding: 10px 16px; text-align: center; }
.review-banner a { color: #fff; font-weight: 600; text-decoration: underline; }
</style>`;

/**
 * The page made a review copy: no module scripts nor their preloads (the reviewer reads the page; the review's
 * policy runs no script anyway), what the page shows without scripts shown (its <noscript> parts unwrapped, since a
 * browser with scripts on hides them even when the policy blocks every script), the style of the marks in the head,
 * and the banner leading back to the review first in the body.
 */
export function reviewCopy(
  html: string,
  { style, bannerText, backText, backHref }: { style: string; bannerText: string; backText: string; backHref: string },
): string {
  const banner = `<div class="review-banner" role="note">${escapeHtml(bannerText)} — <a href="${escapeHtml(backHref)}">${escapeHtml(backText)}</a></div>`;
  return html
    .replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1")
    .replace(/<\/head>/i, () => `${style}\n</head>`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}\n${banner}`);
}

/** A picture's address in site data ("/images/uploads/team.jpg"), wherever a text names one. */
const pictureAddress = /\/images\/[A-Za-z0-9._~%/-]+\.(?:avif|gif|jpe?g|png|svg|webp)/gi;

/** The pictures a change's files name: those the reviewer's link may show, and only those. */
export function picturesNamed(texts: readonly (string | null)[]): Set<string> {
  const named = new Set<string>();
  for (const text of texts) for (const [address] of (text ?? "").matchAll(pictureAddress)) named.add(address);
  return named;
}

/**
 * The review copy with the change's own pictures fetched through the link: a picture uploaded with the change is not
 * on the site until it is published, so the site's address for it would show nothing.
 */
export function picturesThroughLink(html: string, named: ReadonlySet<string>, linkBase: string): string {
  if (!named.size) return html;
  return html.replace(pictureAddress, (address) => (named.has(address) ? `${linkBase}${address}` : address));
}
