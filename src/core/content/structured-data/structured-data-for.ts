import type { Author, Job, Site } from "../../generated/site-data.ts";
import type { PageData, PostWithReadTime } from "../types.ts";
import { blogPosting } from "./blog-posting.ts";
import { breadcrumbList } from "./breadcrumb-list.ts";
import type { JsonLd } from "./json-ld.ts";
import { jobPosting } from "./job-posting.ts";
import { organization, webSite } from "./organization.ts";

/**
 * The structured data of one prerendered address, from the same data as what it shows: the company and the site on
 * Home, the breadcrumb trail wherever there is one, an article on each post, a job posting on each opening's page.
 */
export function structuredDataFor(site: Site, page: PageData): JsonLd[] {
  if (page.status !== 200 || page.redirect) return [];
  const url = `${site.seo.siteUrl}${page.pathname}`;
  const data: JsonLd[] = page.pathname === "/" ? [organization(site), webSite(site)] : [];
  if (page.breadcrumb.length) data.push(breadcrumbList(page.breadcrumb, page.pathname, site.seo.siteUrl));
  const item = page.item;
  if (item?.collection === "posts") {
    const post = item.value as unknown as PostWithReadTime;
    const author = page.items.authors[post.author] as Author | undefined;
    const categories = [post.category, ...(post.tags ?? [])].flatMap((id) => page.items.blogCategories[id]?.name ?? []);
    data.push(blogPosting({ post, author, categories, url, site }));
  }
  if (item?.collection === "jobs") {
    const job = item.value as unknown as Job;
    data.push(jobPosting({ job, descriptionHtml: page.html[job.description] ?? "", url, site }));
  }
  return data;
}
