/**
 * One more post, job, FAQ, service, project and knowledge-base article in a copy of site-data/, each made from an existing one (new id,
 * title and description, so the copy is a valid site in its own right): what a new editor adds in a first week; and
 * posts enough for the blog's listings to have more than one page.
 * scripts/test-added-content.ts builds such a copy and runs the browser tests of the screens that list them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addPosts } from "./added-posts.ts";

type Item = Record<string, unknown> & { id: string };

function readCollection(siteDataDir: string, collection: string): Item[] {
  const dir = join(siteDataDir, "collections", collection);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Item);
}

function writeItem(siteDataDir: string, collection: string, item: Item): void {
  writeFileSync(join(siteDataDir, "collections", collection, `${item.id}.json`), `${JSON.stringify(item, null, 2)}\n`);
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Adds the six items to the site data under `siteDataDir`; returns "collection/id" of each. */
export function addOneOfEach(siteDataDir: string): string[] {
  const posts = readCollection(siteDataDir, "posts");
  const newest = [...posts].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  const [job] = readCollection(siteDataDir, "jobs");
  const contactFaqs = readCollection(siteDataDir, "faqs").filter((faq) => faq.topic === "contact");
  const lastFaq = [...contactFaqs].sort((a, b) => Number(b.order) - Number(a.order))[0];
  const [service] = readCollection(siteDataDir, "services");
  const [project] = readCollection(siteDataDir, "projects");
  const troubleshooting = readCollection(siteDataDir, "kbArticles").filter(
    (article) => article.topic === "troubleshooting",
  );
  const lastArticle = [...troubleshooting].sort((a, b) => Number(b.order) - Number(a.order))[0];

  const added: [string, Item][] = [
    [
      "posts",
      {
        ...newest,
        id: `${newest.id}-follow-up`,
        title: `${newest.title}: a follow-up`,
        excerpt: `A year later: ${newest.excerpt}`,
        date: nextDay(String(newest.date)),
      },
    ],
    ["jobs", { ...job, id: `${job.id}-second-team`, title: `${job.title}, Second Team` }],
    [
      "faqs",
      {
        ...lastFaq,
        id: `${lastFaq.id}-again`,
        order: Number(lastFaq.order) + 1,
        question: `${lastFaq.question} (asked again)`,
      },
    ],
    [
      "services",
      {
        ...service,
        id: `${service.id}-plus`,
        title: `${service.title} Plus`,
        description: `${service.description} Now for larger teams too.`,
      },
    ],
    [
      "projects",
      {
        ...project,
        id: `${project.id}-phase-two`,
        title: `${project.title}, Phase Two`,
        description: `The second phase: ${project.description}`,
      },
    ],
    [
      "kbArticles",
      {
        ...lastArticle,
        id: `${lastArticle.id}-at-a-branch`,
        order: Number(lastArticle.order) + 1,
        title: `${lastArticle.title} at a branch`,
        description: `At a branch: ${lastArticle.description}`,
      },
    ],
  ];
  for (const [collection, item] of added) writeItem(siteDataDir, collection, item);
  return added.map(([collection, item]) => `${collection}/${item.id}`);
}

/** The page size of a page's grid split into pages (its "pageSize"), at any depth of its sections. */
function pageSizeOf(siteDataDir: string, pageId: string): number {
  const page = readFileSync(join(siteDataDir, "pages", `${pageId}.json`), "utf8");
  const size = /"pageSize":\s*(\d+)/.exec(page)?.[1];
  if (!size) throw new Error(`site-data/pages/${pageId}.json has no grid with "pageSize".`);
  return Number(size);
}

/**
 * Adds posts (scripts/added-posts.ts) for /blog to fill three pages and its fullest category two, so that the tests of
 * page 2, of a last page and of a category's page 2 (tests/e2e/blog.spec.ts) have them; returns "posts/<id>" of each.
 */
export function addPostsForPages(siteDataDir: string): string[] {
  const pageSize = Math.max(pageSizeOf(siteDataDir, "blog"), pageSizeOf(siteDataDir, "blog-category"));
  return addPosts(siteDataDir, 2 * pageSize).map((id) => `posts/${id}`);
}
