/**
 * One more post, job, FAQ, service and project in a copy of site-data/, each made from an existing one (new id,
 * title and description, so the copy is a valid site in its own right): what a new editor adds in a first week.
 * scripts/test-added-content.ts builds such a copy and runs the browser tests of the screens that list them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

/** Adds the five items to the site data under `siteDataDir`; returns "collection/id" of each. */
export function addOneOfEach(siteDataDir: string): string[] {
  const posts = readCollection(siteDataDir, "posts");
  const newest = [...posts].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  const [job] = readCollection(siteDataDir, "jobs");
  const contactFaqs = readCollection(siteDataDir, "faqs").filter((faq) => faq.topic === "contact");
  const lastFaq = [...contactFaqs].sort((a, b) => Number(b.order) - Number(a.order))[0];
  const [service] = readCollection(siteDataDir, "services");
  const [project] = readCollection(siteDataDir, "projects");

  const added: [string, Item][] = [
    ["posts", { ...newest, id: `${newest.id}-follow-up`, title: `${newest.title}: a follow-up`, excerpt: `A year later: ${newest.excerpt}`, date: nextDay(String(newest.date)) }],
    ["jobs", { ...job, id: `${job.id}-second-team`, title: `${job.title}, Second Team` }],
    ["faqs", { ...lastFaq, id: `${lastFaq.id}-again`, order: Number(lastFaq.order) + 1, question: `${lastFaq.question} (asked again)` }],
    ["services", { ...service, id: `${service.id}-plus`, title: `${service.title} Plus`, description: `${service.description} Now for larger teams too.` }],
    ["projects", { ...project, id: `${project.id}-phase-two`, title: `${project.title}, Phase Two`, description: `The second phase: ${project.description}` }],
  ];
  for (const [collection, item] of added) writeItem(siteDataDir, collection, item);
  return added.map(([collection, item]) => `${collection}/${item.id}`);
}
