import { fillTokens } from "./fill-tokens.ts";
import { detailFolder } from "../page-paths/path-pattern.ts";
import { documentTitle } from "./site-settings.ts";
import type { BlogFeedLink, SiteData } from "./types.ts";

/** The blog is the posts' listing: the page at the folder their pages live in ("/blog" for "/blog/:postId"). */
export function blogListing(siteData: SiteData) {
  const postPage = siteData.pages.find((page) => page.collection === "posts" && !page.redirect);
  const folder = postPage && detailFolder(postPage.path);
  return siteData.pages.find((page) => page.path === folder && !page.collection);
}

/** Where the blog's feed is published: beside its posts, "/blog/feed.xml". */
export const blogFeedPath = (listingPath: string) => `${listingPath}/feed.xml`;

/** The feed's link for the <head> of the blog's pages (the listing and everything below it), or undefined elsewhere. */
export function blogFeedLink(
  siteData: SiteData,
  pathname: string,
  scopes: Record<string, unknown>,
): BlogFeedLink | undefined {
  const listing = blogListing(siteData);
  if (!listing || (pathname !== listing.path && !pathname.startsWith(`${listing.path}/`))) return undefined;
  return { href: blogFeedPath(listing.path), title: documentTitle(siteData.site, fillTokens(listing.title, scopes)) };
}
