/**
 * Posts added to a copy of site-data/, each made from an existing one (new id, title, excerpt and date; the same
 * body, author, category and picture), so that the copy is a valid site with a blog as large as a company's becomes
 * after some years. The posts are added in rounds of one copy of each existing post, and a copy's related posts are
 * the copies of its model's related posts made before it in the same round (the existing ones themselves otherwise):
 * each post is related to by a few others, as on a real blog, not by every copy of the posts that name it, and the
 * last post added is named by none (a test may remove it). Used by `npm run bench` (the site at +100 and +1,000 posts) and by
 * `npm run test:added-content` (enough posts for a second page of every listing).
 *
 * The added posts are older than every existing one (one a day, going back from the day before the oldest), so the
 * newest posts, and what the first page of each listing shows, stay those of the seed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Post = Record<string, unknown> & { id: string; title: string; excerpt: string; date: string };

const dayMs = 86_400_000;
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

/** What search results show of a description, in characters (src/core/content/lint/snippet-lengths.ts warns outside it). */
const excerptMax = 160;

/** Adds `count` posts to the site data under `siteDataDir`; returns their ids, oldest last. */
export function addPosts(siteDataDir: string, count: number): string[] {
  const dir = join(siteDataDir, "collections", "posts");
  const existing = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Post);
  if (!existing.length) throw new Error(`${dir} holds no post to make others from.`);
  const oldest = existing.map((post) => post.date).sort()[0];
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const model = existing[(i - 1) % existing.length];
    const number = `No. ${i}`;
    const round = Math.floor((i - 1) / existing.length);
    /** The copy of the existing post `id` made earlier in this round, if there is one. */
    const copyInRound = (id: string) => {
      const copy = round * existing.length + existing.findIndex((post) => post.id === id) + 1;
      return copy > round * existing.length && copy < i ? `${id}-${copy}` : id;
    };
    const post: Post = {
      ...model,
      id: `${model.id}-${i}`,
      title: `${model.title} (${number})`,
      excerpt: `${number}: ${model.excerpt}`.slice(0, excerptMax),
      date: daysBefore(oldest, i),
      ...(Array.isArray(model.related) ? { related: model.related.map((id) => copyInRound(String(id))) } : {}),
    };
    writeFileSync(join(dir, `${post.id}.json`), `${JSON.stringify(post, null, 2)}\n`);
    ids.push(post.id);
  }
  return ids;
}
