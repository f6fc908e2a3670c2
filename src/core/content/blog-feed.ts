import type { Author, BlogCategory } from "../generated/site-data.ts";
import { siteScopes } from "../validation/tokens.ts";
import { blogFeedPath, blogListing } from "./blog-feed-link.ts";
import { fillTokens } from "./fill-tokens.ts";
import { renderMarkdown } from "./markdown.ts";
import { detailFolder } from "../page-paths/path-pattern.ts";
import { filledCollections } from "./resolve-page-data.ts";
import { documentTitle } from "./site-settings.ts";
import type { SiteData } from "./types.ts";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Atom dates are date-times; a post has a day. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/** An article's HTML as a feed reader needs it: links to this site made absolute, "#section" links to the post's own address. */
function withAbsoluteLinks(html: string, siteUrl: string, postUrl: string): string {
  return html.replace(/href="\/(?!\/)/g, `href="${siteUrl}/`).replace(/href="#/g, `href="${postUrl}#`);
}

/**
 * The blog's Atom feed: the newest posts (as many as site.json's feed.entries), newest first, with their title,
 * address, date, author, categories, excerpt and full article, every address absolute (from seo.siteUrl). Readers
 * keep what they have fetched, so the feed need not grow with the blog. Null when the site has no blog listing.
 * Written by the build next to the posts (src/pipeline/site-files.ts), linked from the <head> of every blog page.
 */
export function blogFeed(siteData: SiteData, year: number): { path: string; xml: string } | null {
  const listing = blogListing(siteData);
  const postPage = siteData.pages.find((page) => page.collection === "posts" && !page.redirect);
  if (!listing || !postPage) return null;
  const { site } = siteData;
  const { siteUrl, locale } = site.seo;
  const scopes = siteScopes(site.company, year);
  const { posts, authors, blogCategories } = filledCollections(siteData, year);
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  const authorOf = byId<Author>(authors);
  const categoryOf = byId<BlogCategory>(blogCategories);
  const path = blogFeedPath(listing.path);
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, site.feed.entries);

  const entries = newestFirst.map((post) => {
    const url = `${siteUrl}${detailFolder(postPage.path)}/${post.id}`;
    const categories = [post.category, ...(post.tags ?? [])].flatMap((id) => {
      const category = categoryOf.get(id);
      return category ? [`    <category term="${escapeXml(id)}" label="${escapeXml(category.name)}"/>`] : [];
    });
    return [
      "  <entry>",
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${atomDate(post.date)}</published>`,
      `    <updated>${atomDate(post.date)}</updated>`,
      `    <author><name>${escapeXml(authorOf.get(post.author)?.name ?? site.company.name)}</name></author>`,
      ...categories,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(withAbsoluteLinks(renderMarkdown(post.body), siteUrl, url))}</content>`,
      "  </entry>",
    ].join("\n");
  });

  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.replace("_", "-")}">`,
    `  <title>${escapeXml(documentTitle(site, fillTokens(listing.title, scopes)))}</title>`,
    `  <subtitle>${escapeXml(fillTokens(listing.description, scopes))}</subtitle>`,
    `  <id>${escapeXml(`${siteUrl}${listing.path}`)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${listing.path}`)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${path}`)}"/>`,
    `  <updated>${atomDate(newestFirst[0]?.date ?? `${year}-01-01`)}</updated>`,
    `  <author><name>${escapeXml(site.company.name)}</name><uri>${escapeXml(`${siteUrl}/`)}</uri></author>`,
    `  <logo>${escapeXml(`${siteUrl}${site.seo.logo.src}`)}</logo>`,
    `  <rights>${escapeXml(fillTokens(site.footer.copyright, scopes))}</rights>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return { path, xml };
}
