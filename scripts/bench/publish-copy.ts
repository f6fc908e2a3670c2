/**
 * `tsx scripts/bench/publish-copy.ts <copy> <posts>`: a copy of the project as `npm start` serves it (what is built
 * copied too, a git repository of its own) with <posts> more posts, committed like the rest, so that a publish there
 * commits only what it changes. It still has to be built (`npm run build` in the copy) to serve the added posts.
 * A process of its own because the copying is synchronous and takes a while, and the bench must keep answering
 * Ctrl+C (scripts/bench/util.ts).
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { addPosts } from "../added-posts.ts";
import { copyBuiltProject } from "../copy-project.ts";

const [copy, posts] = process.argv.slice(2);
if (!copy || !/^\d+$/.test(posts ?? "")) throw new Error("Usage: tsx scripts/bench/publish-copy.ts <copy> <posts>");
copyBuiltProject(resolve(import.meta.dirname, "../.."), copy);
addPosts(join(copy, "site-data"), Number(posts));
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Bench setup", "-c", "user.email=setup@localhost", ...args], {
    cwd: copy,
    stdio: "ignore",
  });
git("add", "--all");
git("commit", "--quiet", "-m", `${posts} posts added by the bench`);
