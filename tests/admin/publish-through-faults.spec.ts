/**
 * A publish through /admin is all-or-nothing on a real server: `npm start` killed outright (SIGKILL of npm and the
 * server under it) at three moments of a publish of every blog post and a new author, then started again; and the
 * same publish on a small file system that is full. After each, the site answers, site data is all as before or all
 * as after, the pages served are those of the data on disk, and what is live is committed and in History. The
 * publish-by-publish version of these checks, at every write, is tests/unit/publish/.
 */
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { copyBuiltProject } from "../../scripts/copy-project.ts";
import { letEditorsPublish, projectRoot } from "./admin-copy.ts";
import { ServedCopy } from "./served-copy.ts";

test.describe.configure({ mode: "serial" });

const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const posts = readdirSync(join(projectRoot, "site-data/collections/posts"))
  .filter((name) => name.endsWith(".json"))
  .sort();
/** Each publish's new author, named after its mark ("(kill 1)" -> publish-test-author-kill-1). */
const authorId = (mark: string) => `publish-test-author-${mark.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
const authorFile = (mark: string) => `site-data/collections/authors/${authorId(mark)}.json`;

/** Every post renamed and given a new author, whose file is new: one publish of posts + 1 files. */
function bigChange(copy: ServedCopy, versions: Map<string, string>, mark: string) {
  const someAuthor = readdirSync(join(copy.root, "site-data/collections/authors")).find((name) =>
    name.endsWith(".json"),
  )!;
  const authorText = JSON.parse(copy.read(`site-data/collections/authors/${someAuthor}`)) as Record<string, unknown>;
  const files = posts.map((name) => {
    const file = `site-data/collections/posts/${name}`;
    const post = JSON.parse(copy.read(file)) as Record<string, unknown>;
    return {
      file,
      base: versions.get(file)!,
      text: `${JSON.stringify({ ...post, title: `${String(post.title)} ${mark}`, author: authorId(mark) }, null, 2)}\n`,
    };
  });
  return [
    {
      file: authorFile(mark),
      base: null,
      text: `${JSON.stringify({ ...authorText, id: authorId(mark), name: `Ifeoma ${mark}` }, null, 2)}\n`,
    },
    ...files,
  ];
}

/** The titles of the posts on disk: all with the mark, or none. */
function marked(copy: ServedCopy, mark: string): "all" | "none" | "some" {
  const withMark = posts.filter((name) =>
    (JSON.parse(copy.read(`site-data/collections/posts/${name}`)) as { title: string }).title.endsWith(mark),
  ).length;
  const authorThere = existsSync(join(copy.root, authorFile(mark)));
  if (withMark === posts.length && authorThere) return "all";
  if (withMark === 0 && !authorThere) return "none";
  return "some";
}

/** The site as it stands: answering, its pages those of its data, its data committed, History saying so. */
async function expectWhole(copy: ServedCopy, session: string, mark: string, commitsBefore: number) {
  const state = marked(copy, mark);
  expect(state, "site data is all old or all new").not.toBe("some");
  const home = await fetch(`${copy.origin}/`);
  expect(home.status).toBe(200);
  for (const name of posts.slice(0, 5)) {
    const { id } = JSON.parse(copy.read(`site-data/collections/posts/${name}`)) as { id: string };
    const page = await (await fetch(`${copy.origin}/blog/${id}`)).text();
    if (state === "all") expect(page, `/blog/${id} is served as published`).toContain(mark);
    else expect(page, `/blog/${id} is served as before`).not.toContain(mark);
  }
  expect(copy.git("status", "--porcelain", "--", "site-data"), "what is live is committed").toBe("");
  const commits = Number(copy.git("rev-list", "--count", "HEAD").trim());
  expect(commits).toBe(commitsBefore + (state === "all" ? 1 : 0));
  // History lists every publish (the commits the server made), this one among them when it is live.
  const history = (await (await copy.api(session, "history")).json()) as { entries: { subject: string }[] };
  expect(history.entries.length).toBe(
    Number(copy.git("rev-list", "--count", "--committer=site-editor@localhost", "HEAD").trim()),
  );
  expect(existsSync(join(copy.root, ".publish/journal")), "no save is left open").toBe(false);
  return state;
}

test("npm start killed at any moment of a publish comes back serving, with the publish whole or not at all", async () => {
  test.setTimeout(600_000);
  const folder = mkdtempSync(join(tmpdir(), "publish-killed-"));
  const copy = new ServedCopy(join(folder, "project"), 4360 + lane, join(folder, "data"));
  try {
    copyBuiltProject(projectRoot, copy.root);
    letEditorsPublish(copy.root);
    await copy.start();
    const session = await copy.signedIn(`killed.${lane}@nerivo.ng`, "editor");
    // Kill as soon as the save's journal exists, while its release builds, and once its commit is made.
    const journalId = () => {
      try {
        return (JSON.parse(copy.read(".publish/journal/journal.json")) as { id: string }).id;
      } catch {
        return null;
      }
    };
    const moments: [string, () => boolean][] = [
      ["the journal is written", () => journalId() !== null],
      [
        "the release is building",
        () => {
          const id = journalId();
          return id !== null && readdirSync(join(copy.root, "releases")).some((name) => name.endsWith(`-${id}`));
        },
      ],
      ["the commit is made", () => copy.git("log", "-1", "--format=%B").includes("Publish-Id:")],
    ];
    for (const [index, [moment, reached]] of moments.entries()) {
      const mark = `(kill ${index + 1})`;
      const commitsBefore = Number(copy.git("rev-list", "--count", "HEAD").trim());
      expect(marked(copy, mark)).toBe("none");
      const files = bigChange(copy, await copy.versions(session), mark);
      const answer = copy.api(session, "save", { files }).then(
        (response) => response.status,
        () => "no answer" as const,
      );
      const until = Date.now() + 120_000;
      while (!reached() && Date.now() < until) await sleep(5);
      // The kill must come where it was meant to: a publish refused before it began would prove nothing.
      expect(reached(), `the publish got as far as: ${moment}`).toBe(true);
      await copy.kill();
      const answered = await answer;
      await copy.start();
      console.log(`Killed after ${moment} (the save answered: ${answered}); npm start then said:\n${copy.output}`);
      const state = await expectWhole(copy, session, mark, commitsBefore);
      // An acknowledged publish is never undone.
      if (answered === 200) expect(state, `acknowledged when killed after ${moment}`).toBe("all");
    }
  } finally {
    await copy.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});

/** A small file system of its own at `path` (tmpfs), or the reason there cannot be one here (not root, say). */
function mountSmall(path: string, size: string): string | null {
  mkdirSync(path, { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", path], { stdio: "pipe" });
    return null;
  } catch (error) {
    return `a small file system cannot be mounted here: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
}

/** Unmounts the small file system, lazily if a process that was killed still holds it for a moment. */
function unmount(path: string) {
  for (const args of [[path], ["-l", path]])
    try {
      execFileSync("umount", args, { stdio: "ignore" });
      return;
    } catch {
      // Not mounted, or still busy: lazily then.
    }
}

/** Fills the file system of `folder` but for about `free` bytes: a file grown until the disk takes no more, then cut. */
function fill(folder: string, free: number): string {
  const filler = join(folder, "filler");
  const fd = openSync(filler, "w");
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  const size = statSync(filler).size;
  ftruncateSync(fd, Math.max(0, size - free));
  closeSync(fd);
  return filler;
}

test("a publish on a full disk is refused whole, in words, and goes through once there is room", async () => {
  test.setTimeout(600_000);
  const folder = mkdtempSync(join(tmpdir(), "publish-full-disk-"));
  const mount = join(folder, "small");
  const cannot = mountSmall(mount, "400m");
  test.skip(cannot !== null && !process.env.CI, cannot ?? "");
  // CI runs as root: there, a file system that cannot be mounted is a failure, not a skip.
  expect(cannot).toBeNull();
  const copy = new ServedCopy(join(mount, "project"), 4370 + lane, join(folder, "data"));
  try {
    copyBuiltProject(projectRoot, copy.root);
    letEditorsPublish(copy.root);
    await copy.start();
    const session = await copy.signedIn(`full.disk.${lane}@nerivo.ng`, "editor");
    const commitsBefore = Number(copy.git("rev-list", "--count", "HEAD").trim());
    const texts = () => posts.map((name) => copy.read(`site-data/collections/posts/${name}`));
    const original = texts();
    // 60 kB: not even the journal fits. Room for the journal and 64 kB more: the journal fits (each file's bytes
    // before and after, in blocks of 4 kB), the build and its commit do not.
    const blocks = (text: string | null) => Math.ceil(Buffer.byteLength(text ?? "") / 4096) * 4096;
    const journalBytes = (files: { file: string; text: string | null }[]) =>
      files.reduce(
        (sum, { file, text }) =>
          sum + blocks(text) + blocks(existsSync(join(copy.root, file)) ? copy.read(file) : null),
        64 * 1024,
      );
    for (const room of ["none", "journal"] as const) {
      const mark = `(full ${room})`;
      const files = bigChange(copy, await copy.versions(session), mark);
      const free = room === "none" ? 60 * 1024 : journalBytes(files);
      const filler = fill(mount, free);
      const answer = await copy.api(session, "save", { files });
      rmSync(filler);
      expect([503, 507], `answered ${answer.status} with ${free} bytes free`).toContain(answer.status);
      const { error } = (await answer.json()) as { error: string };
      expect(error).toMatch(/disk is full|no space left|could not be built/i);
      expect(error).not.toContain(copy.root);
      expect(texts()).toEqual(original);
      await expectWhole(copy, session, mark, commitsBefore);
    }
    // With room again, the same publish goes through, and the site serves it.
    const mark = "(room again)";
    const answer = await copy.api(session, "save", { files: bigChange(copy, await copy.versions(session), mark) });
    expect(answer.status).toBe(200);
    expect(await expectWhole(copy, session, mark, commitsBefore)).toBe("all");
    // After a restart, `npm run serve` (no build) serves the last publish: what `dist` leads to.
    await copy.stop();
    await copy.start(60_000, "serve");
    await expectWhole(copy, session, mark, commitsBefore);
  } finally {
    await copy.kill();
    unmount(mount);
    rmSync(folder, { recursive: true, force: true });
  }
});

test("npm start with site data broken by hand serves the last good build, and says what is wrong and where", async () => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), "start-broken-data-"));
  const copy = new ServedCopy(join(folder, "project"), 4380 + lane, join(folder, "data"));
  try {
    copyBuiltProject(projectRoot, copy.root);
    letEditorsPublish(copy.root);
    const post = `site-data/collections/posts/${posts[0]}`;
    const { id } = JSON.parse(copy.read(post)) as { id: string };
    const siteUrl = (JSON.parse(copy.read("site-data/site.json")) as { seo: { siteUrl: string } }).seo.siteUrl.replace(
      /\/$/,
      "",
    );
    // A comma left out by someone editing the file on the server: no longer JSON.
    writeFileSync(join(copy.root, post), copy.read(post).replace(/",\n/, '"\n'));
    await copy.start();
    expect(copy.output).toContain(post);
    expect(copy.output).toMatch(/served as it was last built/);
    const page = await fetch(`${copy.origin}/blog/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="${siteUrl}/blog/${id}">`);
    // The forms still work from the site data the build kept: the contact page's form posts to this server.
    expect((await fetch(`${copy.origin}/contact`)).status).toBe(200);
    // /admin says where: the editor's check of the site as it is names the file.
    const session = await copy.signedIn(`broken.${lane}@nerivo.ng`, "editor");
    const check = (await (await copy.api(session, "check", { changes: {} })).json()) as {
      diagnostics: { file: string }[];
    };
    expect(check.diagnostics.map(({ file }) => file)).toContain(post);
  } finally {
    await copy.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
