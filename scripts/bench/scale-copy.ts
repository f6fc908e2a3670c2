/**
 * `tsx scripts/bench/scale-copy.ts <copy> <posts>`: copies the project to <copy> and adds <posts> posts to it.
 * A process of its own because both are synchronous and take a while, and the bench must keep answering Ctrl+C
 * (scripts/bench/util.ts).
 */
import { join, resolve } from "node:path";
import { addPosts } from "../added-posts.ts";
import { copyProject } from "../copy-project.ts";

const [copy, posts] = process.argv.slice(2);
if (!copy || !/^\d+$/.test(posts ?? "")) throw new Error("Usage: tsx scripts/bench/scale-copy.ts <copy> <posts>");
copyProject(resolve(import.meta.dirname, "../.."), copy);
addPosts(join(copy, "site-data"), Number(posts));
