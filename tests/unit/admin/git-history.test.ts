import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitChanges, commitFiles, history, publishHistory } from "../../../src/server/admin/publish/git.ts";

const repo = mkdtempSync(join(tmpdir(), "git-history-"));
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(repo, file)), { recursive: true });
  writeFileSync(join(repo, file), text);
};

/** The posts of the first commit: with site.json, the site data it holds. */
const postCount = 40;
let first: string;
let second: string;

beforeAll(() => {
  git("init", "--quiet", "--initial-branch=main");
  // A first commit of a whole project: many files, most of them outside site data.
  for (let index = 0; index < 300; index++) write(`src/file-${index}.ts`, `export const n = ${index};\n`);
  for (let index = 0; index < postCount; index++)
    write(`site-data/collections/posts/post-${index}.json`, `{"n": ${index}}\n`);
  write("site-data/site.json", '{"name": "Nerivo ₦"}\n');
  git("add", "--all");
  git("commit", "--quiet", "-m", "The project");
  first = git("rev-parse", "HEAD");
  write("site-data/site.json", '{"name": "Nerivo Ltd ₦"}\n');
  rmSync(join(repo, "site-data/collections/posts/post-0.json"));
  write("site-data/collections/posts/new.json", '{"n": "new"}\n');
  write("src/file-1.ts", "changed\n");
  git("add", "--all");
  git("commit", "--quiet", "-m", "A publish");
  second = git("rev-parse", "HEAD");
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("the publishes' history in git", () => {
  it("lists the commits that changed site data, newest first", async () => {
    expect((await history(repo, ["site-data"])).map((commit) => commit.subject)).toEqual(["A publish", "The project"]);
  });

  it("gives a publish's files under the folders asked for, with their text before and after it, exactly", async () => {
    const changes = await commitChanges(repo, second, ["site-data"]);
    expect(changes.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: "site-data/collections/posts/new.json", before: null, after: '{"n": "new"}\n' },
      { file: "site-data/collections/posts/post-0.json", before: '{"n": 0}\n', after: null },
      { file: "site-data/site.json", before: '{"name": "Nerivo ₦"}\n', after: '{"name": "Nerivo Ltd ₦"}\n' },
    ]);
  });

  it("reads the first commit of a whole project, every file new in it, and only those under the folders asked for", async () => {
    const changes = await commitChanges(repo, first, ["site-data"]);
    expect(changes).toHaveLength(postCount + 1);
    expect(changes.every(({ file, before }) => file.startsWith("site-data/") && before === null)).toBe(true);
    expect(changes.find(({ file }) => file === "site-data/collections/posts/post-39.json")?.after).toBe('{"n": 39}\n');
  });
});

describe("the site's history as its editors see it", () => {
  it("lists the publishes only: the server's commits, and those with its Publish-Id line; never a developer's", async () => {
    // A publish as the server makes it: the person as author, the server as committer, its Publish-Id line.
    write("site-data/site.json", '{"name": "Published"}\n');
    const published = await commitFiles(
      repo,
      ["site-data/site.json"],
      "Site settings: name changed\n\nPublish-Id: a1\n",
      {
        name: "ada@nerivo.ng",
        email: "ada@nerivo.ng",
      },
    );
    // A developer's commit of site data by hand, then one of code and site data together.
    write("site-data/site.json", '{"name": "By hand"}\n');
    git("commit", "--quiet", "-am", "Fix the company's name");
    write("site-data/collections/posts/new.json", '{"n": "newer"}\n');
    write("src/file-2.ts", "changed\n");
    git("add", "--all");
    git("commit", "--quiet", "-m", "src/content/left-out-blocks.ts and a post");
    // A publish rebased by a developer: another committer, its Publish-Id line kept.
    write("site-data/site.json", '{"name": "Rebased"}\n');
    git("commit", "--quiet", "-am", "Site settings: name changed\n\nPublish-Id: b2");
    const rebased = git("rev-parse", "HEAD");
    const listed = await publishHistory(repo, ["site-data"]);
    expect(listed.map(({ hash }) => hash)).toEqual([rebased, published]);
    expect(listed[1].author).toBe("ada@nerivo.ng");
    expect((await history(repo, ["site-data"])).length).toBe(listed.length + 4);
  });
});
