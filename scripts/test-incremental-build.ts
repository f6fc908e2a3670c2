/**
 * `npm run test:incremental-build` (a step of `npm test`): a build that redoes only what changed must leave dist/
 * exactly as a full build of the same data does. This copies the project to a temporary folder, with what the
 * project's last build made when there is one (dist/, its state, bundles and caches: `npm test` runs it in the copy it
 * built), builds it (nothing to redo when that build is current), then changes site data as an editor would (a post's
 * title, a post removed, a new one) and builds again, then renders every page afresh into an empty dist/ (--every-page:
 * the same bundles, which only a change of code would change) and compares: the same files, byte for byte, pages and
 * their compressed copies alike. Had the code or the data changed since the project's build,
 * the first build redoes what that reaches, and the comparison is the same.
 *
 * Each build renders only the pages its change reaches, so the comparison checks that the build found each of them.
 * The same change is also built as a publish builds it (src/server/admin/publish/build-service.ts): by the build process
 * that lives as long as the server, which read the site before the change and checks only what changed. Its release
 * must hold the same pages and files (its compressed copies are a publish's quick ones, so those are not compared).
 *
 * A change that every page shows (a company setting) renders every page again, which would hide what the builds
 * before it missed: which changes reach every page is checked by tests/unit/build/incremental-build.test.ts.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyBuiltParts, copyProject } from "./copy-project.ts";
import { filesUnder } from "../src/pipeline/files-under.ts";
import { addPosts } from "./added-posts.ts";
import { buildService } from "../src/server/admin/publish/build-service.ts";
import { prepareRelease } from "../src/pipeline/site-releases.ts";

const root = resolve(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "site-incremental-build-"));
const siteData = join(copy, "site-data");
const postFile = (id: string) => join(siteData, "collections/posts", `${id}.json`);

function build(...args: string[]): string {
  // CI=true would make every build a full one.
  const result = spawnSync("npm", ["run", "build", "--", ...args], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, CI: "" },
  });
  const lines = result.stdout.split("\n").filter((line) => /^(Build| {2}\w|Built)/.test(line));
  console.log(lines.join("\n"));
  if (result.status !== 0)
    throw new Error(`npm run build ${args.join(" ")} failed on the copy:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Two posts of the copy: one that no other file of the site data names (removed, it leaves the site valid) and
 * another (a follow-up is made from it), neither the first (whose title changes).
 */
function postsToChange(): [kept: string, removed: string] | null {
  const ids = readdirSync(join(siteData, "collections/posts"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => file.slice(0, -".json".length));
  const texts = filesUnder(siteData)
    .filter((path) => path.endsWith(".json"))
    .map((path) => ({ path, text: readFileSync(join(siteData, path), "utf8") }));
  const namedByNone = (id: string) => {
    // An id is letters, digits and hyphens (the posts' schema): named where it stands whole, not inside a longer one.
    const named = new RegExp(`(?<![\\w-])${id}(?![\\w-])`);
    return texts.every(({ path, text }) => path === `collections/posts/${id}.json` || !named.test(text));
  };
  const removed = ids.slice(1).reverse().find(namedByNone);
  const kept = ids.slice(1).find((id) => id !== removed);
  return removed && kept ? [kept, removed] : null;
}

function editJson(file: string, change: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** What differs between two folders: files in one only, and files whose bytes differ (of those `compared`). */
function differences(a: string, b: string, compared = (_path: string) => true): string[] {
  const inA = new Set(filesUnder(a).filter(compared));
  const inB = new Set(filesUnder(b).filter(compared));
  return [
    ...[...inA].filter((path) => !inB.has(path)).map((path) => `only after the incremental builds: ${path}`),
    ...[...inB].filter((path) => !inA.has(path)).map((path) => `only after rendering every page: ${path}`),
    ...[...inA]
      .filter((path) => inB.has(path) && !readFileSync(join(a, path)).equals(readFileSync(join(b, path))))
      .map((path) => `different: ${path}`),
  ];
}

try {
  copyProject(root, copy);
  copyBuiltParts(root, copy);
  // The copy `npm test` makes has posts that no other file names; the seed may have none, and gets two (the last of
  // which nothing names).
  if (!postsToChange()) addPosts(siteData, 2);
  build();
  const [kept, removed] = postsToChange()!;
  // The publisher's build process reads the site as it is before the change, as a server's does before a publish.
  const service = buildService(copy);
  const releaseFromServed = (name: string) => prepareRelease(copy, realpathSync(join(copy, "dist")), name);
  await service.build(releaseFromServed("release-before-the-change"));

  const [first] = readdirSync(join(siteData, "collections/posts")).sort();
  editJson(join(siteData, "collections/posts", first), (post) => (post.title = `${String(post.title)} (updated)`));
  rmSync(postFile(removed));
  const follow = JSON.parse(readFileSync(postFile(kept), "utf8")) as Record<string, unknown>;
  writeFileSync(
    postFile(`${kept}-follow-up`),
    `${JSON.stringify({ ...follow, id: `${kept}-follow-up`, title: `${String(follow.title)}: a follow-up`, excerpt: `A follow-up. ${String(follow.excerpt)}`.slice(0, 160) }, null, 2)}\n`,
  );
  const published = releaseFromServed("release-published");
  const publishBuild = await service.build(published).finally(() => service.stop());
  if (!/^ {2}pages: .* (\d+) to render/m.test(publishBuild.output) || publishBuild.output.includes("Build: full"))
    throw new Error(`The publish's build did not build only what changed:\n${publishBuild.output}`);
  const second = build();
  if (filesUnder(join(copy, "dist")).some((path) => path.includes(`/${removed}/`)))
    throw new Error(`The removed post's page (${removed}) is still in dist/.`);
  if (!second.includes("Build: site data only")) throw new Error("A change of site data alone was not built as such.");
  // The comparison below checks what this build found to redo only if it left pages as they were.
  const [, addresses, rendered] = /(\d+) addresses: (\d+) to render/.exec(second) ?? [];
  if (!addresses || Number(rendered) >= Number(addresses))
    throw new Error(`A change of three posts rendered every page again (${rendered} of ${addresses}).`);

  const incremental = join(copy, "dist-incremental");
  cpSync(join(copy, "dist"), incremental, { recursive: true, dereference: true });
  const reference = build("--every-page");
  if (!/^Build: (every page|full),/m.test(reference))
    throw new Error("The build to compare with kept pages of the last one.");
  const found = differences(incremental, join(copy, "dist"));
  if (found.length)
    throw new Error(
      `dist/ after the incremental builds is not what rendering every page afresh makes:\n${found.slice(0, 20).join("\n")}${found.length > 20 ? `\n... and ${found.length - 20} more` : ""}`,
    );
  console.log(
    `dist/ after the incremental builds is what rendering every page afresh makes, file for file (${filesUnder(incremental).length} files).`,
  );
  const notCompressed = (path: string) => !path.endsWith(".br") && !path.endsWith(".gz");
  const fromPublish = differences(published, join(copy, "dist"), notCompressed);
  if (fromPublish.length)
    throw new Error(
      `The release a publish's build made is not what rendering every page afresh makes:\n${fromPublish.slice(0, 20).join("\n")}`,
    );
  console.log(
    `The release a publish's build made (the build process that read the site before the change) holds the same pages and files (${filesUnder(published).filter(notCompressed).length}).`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
