import { expect, test } from "./site-test.ts";
import type { Author, BlogCategory, Job, Post } from "../../src/core/generated/site-data.ts";
import { jsonLdOf, type JsonLd } from "./json-ld.ts";
import { collection, sampleOf, shown, site, sitemapPaths } from "./site-data.ts";

const paths = sitemapPaths();
const { siteUrl } = site.seo;
const posts = collection<Post>("posts");
const jobs = collection<Job>("jobs");
const authors = collection<Author>("authors");
const categories = collection<BlogCategory>("blogCategories");

async function jsonLdAt(request: import("@playwright/test").APIRequestContext, path: string): Promise<JsonLd[]> {
  return jsonLdOf(await (await request.get(path)).text());
}

/**
 * The properties each type must have: what Google's rich results require or recommend, and what the issue asks for.
 * A JobPosting's place is checked on its own (an office address, or remote with the countries it is open to).
 */
const requiredProperties: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "address", "telephone", "email", "sameAs"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "description", "image", "datePublished", "author", "publisher"],
  JobPosting: ["title", "description", "datePosted", "validThrough", "employmentType", "hiringOrganization"],
};

test("every JSON-LD block on every page parses, names schema.org, and has the required properties of its type", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of paths) {
    for (const data of await jsonLdAt(request, path)) {
      expect(data["@context"], path).toBe("https://schema.org");
      const required = requiredProperties[data["@type"]];
      expect(required, `${path}: unexpected type ${data["@type"]}`).toBeDefined();
      for (const property of required) expect(data[property], `${path}: ${data["@type"]}.${property}`).toBeTruthy();
      seen.add(data["@type"]);
    }
  }
  expect([...seen].sort()).toEqual(Object.keys(requiredProperties).sort());
});

test("Home describes the company (address in Lekki Phase 1, Lagos; phone, e-mail, logo, social profiles) and the site", async ({
  request,
}) => {
  const data = await jsonLdAt(request, "/");
  const organization = data.find((item) => item["@type"] === "Organization")!;
  expect(organization).toMatchObject({
    name: site.company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${site.seo.logo.src}`,
    telephone: site.company.phone,
    email: site.company.email,
    sameAs: (site.social ?? []).map((profile) => profile.href),
    address: { "@type": "PostalAddress", ...site.company.postalAddress },
  });
  expect(site.company.postalAddress.streetAddress).toContain("Lekki Phase 1");
  expect(site.company.postalAddress.addressLocality).toBe("Lagos");
  expect(data.find((item) => item["@type"] === "WebSite")).toMatchObject({
    url: `${siteUrl}/`,
    name: site.company.shortName,
  });
  // The logo is a real file of the site.
  expect((await request.get(site.seo.logo.src)).status()).toBe(200);
});

test("each post is a BlogPosting with its headline, excerpt, picture, date, author and publisher", async ({
  request,
}) => {
  for (const post of posts) {
    const posting = (await jsonLdAt(request, `/blog/${post.id}`)).find((item) => item["@type"] === "BlogPosting");
    const author = authors.find((item) => item.id === post.author)!;
    expect(posting, post.id).toMatchObject({
      headline: shown(post.title),
      description: shown(post.excerpt),
      image: `${siteUrl}${post.image.src}`,
      datePublished: post.date,
      author: { "@type": "Person", name: author.name },
      publisher: { "@type": "Organization", name: site.company.name, logo: { url: `${siteUrl}${site.seo.logo.src}` } },
      articleSection: categories.find((category) => category.id === post.category)!.name,
      mainEntityOfPage: `${siteUrl}/blog/${post.id}`,
    });
  }
});

/** The openings opened in the browser: a sample, with a remote one and one at the office when there are. */
const jobSample = [
  ...new Set([
    ...sampleOf(jobs),
    ...jobs.filter((job) => job.location === "Remote").slice(0, 1),
    ...jobs.filter((job) => job.location !== "Remote").slice(0, 1),
  ]),
];

for (const job of jobSample)
  test(`/careers/apply/${job.id} is a JobPosting whose title and dates match its page, with its place of work`, async ({
    page,
  }) => {
    const response = await page.goto(`/careers/apply/${job.id}`);
    const posting = jsonLdOf(await response!.text()).find((item) => item["@type"] === "JobPosting")!;
    expect(posting, job.id).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Contract: "CONTRACTOR" }[job.type],
      hiringOrganization: { "@type": "Organization", name: site.company.name, sameAs: `${siteUrl}/` },
      directApply: true,
    });
    // What the page shows: the title in its heading, the dates in its facts.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(posting.title as string);
    const dates = page.locator("#job time");
    await expect(dates).toHaveCount(2);
    await expect(dates.nth(0)).toHaveAttribute("datetime", posting.datePosted as string);
    await expect(dates.nth(1)).toHaveAttribute("datetime", posting.validThrough as string);
    for (const [index, date] of [job.datePosted, job.validThrough].entries())
      await expect(dates.nth(index)).toContainText(date.slice(0, 4));
    // The description is the page's: the role, its responsibilities and its requirements, in HTML.
    const description = posting.description as string;
    expect(description).toMatch(/^<p>/);
    for (const line of [...job.responsibilities, ...job.requirements]) {
      expect(description).toContain(`<li>${shown(line).replace(/&/g, "&amp;")}</li>`);
      await expect(page.locator("main").getByText(shown(line), { exact: true })).toBeVisible();
    }
    if (job.location === "Remote") {
      expect(posting).toMatchObject({
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: site.company.postalAddress.addressCountry },
      });
    } else {
      expect(posting.jobLocation).toEqual({
        "@type": "Place",
        address: { "@type": "PostalAddress", ...site.company.postalAddress },
      });
      expect(site.company.postalAddress.addressLocality).toBe("Lagos");
    }
  });

test("the blog's Atom feed is well-formed XML with the latest posts (site.json's feed.entries): title, absolute link, id, date, author, categories, summary, full article", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  await page.goto("/blog");
  const feed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "application/xml");
    const error = document.querySelector("parsererror")?.textContent ?? null;
    const entries = [...document.querySelectorAll("entry")].map((entry) => ({
      title: entry.querySelector("title")?.textContent,
      link: entry.querySelector('link[rel="alternate"]')?.getAttribute("href"),
      id: entry.querySelector("id")?.textContent,
      published: entry.querySelector("published")?.textContent,
      author: entry.querySelector("author > name")?.textContent,
      categories: [...entry.querySelectorAll("category")].map((category) => category.getAttribute("term")),
      summary: entry.querySelector("summary")?.textContent,
      content: entry.querySelector("content")?.textContent ?? "",
    }));
    // The article as a reader sees it: the HTML the feed carries, parsed.
    const textOf = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
    for (const entry of entries) Object.assign(entry, { contentText: textOf(entry.content) });
    return {
      error,
      namespace: document.documentElement.namespaceURI,
      self: document.querySelector('feed > link[rel="self"]')?.getAttribute("href"),
      entries,
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.namespace).toBe("http://www.w3.org/2005/Atom");
  expect(feed.self).toBe(`${siteUrl}/blog/feed.xml`);
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, site.feed.entries);
  expect(feed.entries.map((entry) => entry.title)).toEqual(newestFirst.map((post) => shown(post.title)));
  for (const [index, post] of newestFirst.entries()) {
    const entry = feed.entries[index];
    expect(entry).toMatchObject({
      link: `${siteUrl}/blog/${post.id}`,
      id: `${siteUrl}/blog/${post.id}`,
      published: `${post.date}T00:00:00Z`,
      author: authors.find((author) => author.id === post.author)!.name,
      categories: [post.category, ...(post.tags ?? [])],
      summary: shown(post.excerpt),
    });
    const firstParagraph = shown(post.body)
      .split("\n\n")
      .find((block) => !block.startsWith("#") && !block.startsWith("-") && !/[[*>]/.test(block))!;
    expect((entry as typeof entry & { contentText: string }).contentText).toContain(firstParagraph.slice(0, 60));
    // Every address in the article is absolute: a feed reader has no page to resolve "/contact" against.
    expect(entry.content).not.toMatch(/href="(?!https:|mailto:|tel:)/);
  }
});

test("every blog page links the feed from its <head>; other pages do not", async ({ request }) => {
  const feedLink = /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/blog\/feed\.xml">/;
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    if (path === "/blog" || path.startsWith("/blog/")) expect(head, path).toMatch(feedLink);
    else expect(head, path).not.toMatch(/application\/atom\+xml/);
  }
});
