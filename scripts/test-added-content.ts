/**
 * `npm run test:added-content` (the step of `npm test` that runs the site's browser tests): docs/architecture.md
 * promises that a ninth post or a seventh opening is one new file, and that a photo is one file and a line. This copies
 * the project to a temporary folder, adds one post, job, FAQ, service and project there and posts enough for more than
 * one page of the blog's listings (scripts/added-content.ts), and two photos made by sharp (scripts/added-photos.ts);
 * adds a collection (scripts/added-collection.ts) as docs/architecture.md says a developer does (its schema, its items,
 * its pages and `npm run gen:types`), and checks that the mistakes made on the way are answered by `npm run validate`
 * with a diagnostic at the file, line and column, never a stack. Then it builds that copy once and runs every browser
 * test of the site (tests/e2e) against it, on a port of its own (E2E_ADDED_CONTENT_PORT, else E2E_PORT + 1).
 *
 * Under `npm test` (scripts/test.ts), the copy is the folder SITE_COPY names and is kept, with the editor's application
 * built too (for /admin and for `npm run edit`, scripts/build-editor-apps.ts): the editor's, the admin's, nginx's and
 * the incremental build's tests run in it next, on its build (one build of the site for the whole suite). There the
 * copy is made beforehand, beside the unit tests, by `npm run test:site-copy` (this script with --prepare): making and
 * building it leaves a core idle at times, which the unit tests fill. This script then finds it ready (the stamp
 * below) and runs the browser tests only.
 *
 * The copy is the seed and more: every page of the seed is in it, built from the same files, and every test reads
 * its expectations from the copy's site data, so one run checks the seed's pages and that no test is pinned to the
 * seed's numbers. `npm run test:e2e` runs the same tests on the project's own build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { addCollection, addedCollection, collectionMistakes } from "./added-collection.ts";
import { addOneOfEach, addPostsForPages } from "./added-content.ts";
import { addPhotos } from "./added-photos.ts";
import { copyProject } from "./copy-project.ts";

const root = resolve(import.meta.dirname, "..");
const port = process.env.E2E_ADDED_CONTENT_PORT ?? String(Number(process.env.E2E_PORT ?? 4179) + 1);
// `npm test` names the copy (SITE_COPY) and keeps it for its later steps, which run in it (scripts/test-pipeline.ts).
const kept = process.env.SITE_COPY;
const prepareOnly = process.argv.includes("--prepare");
const copy = kept ?? mkdtempSync(join(tmpdir(), "site-with-added-content-"));
/** Written once the kept copy is made, checked and built, with the editor's application: it is ready for its tests. */
const readyStamp = join(copy, ".cache/site-copy-ready");

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed on the copy with added content (exit code ${result.status ?? result.signal}).`,
    );
}

/** The copy made, its additions checked as `npm run validate` answers them, and built. */
async function prepare(): Promise<void> {
  copyProject(root, copy);
  const paged = addPostsForPages(join(copy, "site-data"));
  const added = [...addOneOfEach(join(copy, "site-data")), ...(await addPhotos(copy))];
  console.log(`A copy of the site with ${added.join(", ")} and ${paged.length} more posts added, in ${copy}:`);
  addCollection(copy);
  run("npm", ["run", "gen:types"]);
  console.log(`The collection "${addedCollection}" added: schema, items, two pages, types generated.`);
  for (const mistake of collectionMistakes) {
    mistake.make(copy);
    const result = spawnSync("npm", ["run", "-s", "validate"], { cwd: copy, encoding: "utf8" });
    mistake.undo(copy);
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 1 || !mistake.expected.test(output) || /\n\s+at .+:\d+:\d+\)?\n/.test(output))
      throw new Error(
        `${mistake.name}: npm run validate should exit 1 with a diagnostic at ${mistake.file} (${mistake.expected}) and no stack; it exited ${result.status} with:\n${output}`,
      );
    console.log(`${mistake.name}: answered at ${mistake.file}, as it should be.`);
  }
  run("npm", ["run", "build"]);
  // The editor's application too, for the steps of `npm test` that serve the copy's /admin or run `npm run edit` on it.
  if (kept) run("npx", ["tsx", "scripts/build-editor-apps.ts"]);
}

try {
  if (prepareOnly && !kept)
    throw new Error("npm run test:site-copy makes the copy in the folder SITE_COPY names (npm test names one).");
  if (kept && existsSync(readyStamp)) console.log(`The copy with added content is ready, in ${copy}.`);
  else await prepare();
  if (prepareOnly) {
    mkdirSync(dirname(readyStamp), { recursive: true });
    writeFileSync(readyStamp, `${new Date().toISOString()}\n`);
  } else {
    // E2E_LISTINGS_PAGED: the tests of page 2 of the blog's listings must run here, not skip (tests/e2e/blog.spec.ts);
    // the photos' and the added collection's specs run only here.
    run("npx", ["playwright", "test"], {
      E2E_PORT: port,
      CI: "true",
      E2E_SITE_WITH_PHOTOS: "true",
      E2E_LISTINGS_PAGED: "true",
      E2E_ADDED_COLLECTION: "true",
    });
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  if (!kept) rmSync(copy, { recursive: true, force: true });
}
