import type { Site } from "../generated/site-data.ts";
import { documentTitle } from "./site-settings.ts";
import type { BlogFeedLink } from "./types.ts";
import { pageAddress, type Pagination } from "./pagination.ts";
import type { ShareImage } from "../images/responsive-image.ts";

/** What goes in a page's <head>: written into the prerendered HTML, and applied to the document on client navigation. */
export interface HeadData {
  title: string;
  description: string;
  /** Absent for not-found pages, which must not be indexed under the address that was asked for. */
  canonical?: string;
  meta: { attribute: "name" | "property"; key: string; content: string }[];
  /** On the blog's pages: the feed, for feed readers to discover. */
  feed?: BlogFeedLink;
  /** On a page of a listing split into pages: the pages before and after it, for search engines to follow. */
  prev?: string;
  next?: string;
}

/**
 * `shareImage` is the 1200 × 630 JPEG the build makes of `seo.image` (src/pipeline/build-images.ts); without it (`npm run
 * dev`), the file itself.
 */
export function headFor(
  site: Site,
  page: {
    title: string;
    description: string;
    status: number;
    redirect?: string;
    feed?: BlogFeedLink;
    pagination?: Pagination;
  },
  pathname: string,
  shareImage?: ShareImage,
): HeadData {
  const title = documentTitle(site, page.title);
  // A page that redirects names the address it sends visitors to as the one search engines should index.
  const url = `${site.seo.siteUrl}${page.redirect ?? (pathname === "/" ? "/" : pathname)}`;
  const found = page.status === 200;
  /** The page `offset` pages away in the page's listing, if the listing has it. */
  const neighbour = (offset: -1 | 1) => {
    const { pagination } = page;
    const number = (pagination?.number ?? 0) + offset;
    return pagination && found && number >= 1 && number <= pagination.count
      ? `${site.seo.siteUrl}${pageAddress(pagination.path, number)}`
      : undefined;
  };
  return {
    title,
    description: page.description,
    canonical: found ? url : undefined,
    feed: page.feed,
    prev: neighbour(-1),
    next: neighbour(1),
    meta: [
      { attribute: "name", key: "description", content: page.description },
      ...(found ? [] : [{ attribute: "name" as const, key: "robots", content: "noindex" }]),
      { attribute: "property", key: "og:type", content: "website" },
      { attribute: "property", key: "og:site_name", content: site.company.shortName },
      { attribute: "property", key: "og:locale", content: site.seo.locale },
      { attribute: "property", key: "og:title", content: title },
      { attribute: "property", key: "og:description", content: page.description },
      { attribute: "property", key: "og:url", content: url },
      {
        attribute: "property",
        key: "og:image",
        content: `${site.seo.siteUrl}${shareImage?.src ?? site.seo.image.src}`,
      },
      ...(shareImage
        ? [
            { attribute: "property" as const, key: "og:image:type", content: shareImage.type },
            { attribute: "property" as const, key: "og:image:width", content: String(shareImage.width) },
            { attribute: "property" as const, key: "og:image:height", content: String(shareImage.height) },
          ]
        : []),
      { attribute: "property", key: "og:image:alt", content: site.seo.image.alt },
      { attribute: "name", key: "twitter:card", content: "summary_large_image" },
    ],
  };
}

/** The blog's feed is Atom (src/core/content/blog-feed.ts). */
export const feedType = "application/atom+xml";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function headHtml(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.attribute}="${m.key}" content="${escapeHtml(m.content)}">`),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.feed
      ? [
          `<link rel="alternate" type="${feedType}" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`,
        ]
      : []),
    ...(head.prev ? [`<link rel="prev" href="${escapeHtml(head.prev)}">`] : []),
    ...(head.next ? [`<link rel="next" href="${escapeHtml(head.next)}">`] : []),
  ].join("\n    ");
}

/** Brings document.head in line with `head` after a client-side navigation. */
export function applyHead(doc: Document, head: HeadData): void {
  doc.title = head.title;
  doc.head.querySelectorAll('meta[name="robots"]').forEach((element) => void element.remove());
  for (const { attribute, key, content } of head.meta) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = doc.createElement("meta");
      element.setAttribute(attribute, key);
      doc.head.append(element);
    }
    element.content = content;
  }
  setLink(doc, 'link[rel="canonical"]', head.canonical ? { rel: "canonical", href: head.canonical } : undefined);
  setLink(
    doc,
    `link[type="${feedType}"]`,
    head.feed ? { rel: "alternate", type: feedType, title: head.feed.title, href: head.feed.href } : undefined,
  );
  setLink(doc, 'link[rel="prev"]', head.prev ? { rel: "prev", href: head.prev } : undefined);
  setLink(doc, 'link[rel="next"]', head.next ? { rel: "next", href: head.next } : undefined);
}

/** Puts the <link> that `selector` finds in the head with these attributes, or takes it out when there are none. */
function setLink(doc: Document, selector: string, attributes: Record<string, string> | undefined): void {
  let link = doc.head.querySelector(selector);
  if (!attributes) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement("link");
    doc.head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
}
