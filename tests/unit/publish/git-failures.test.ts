/**
 * A git that fails is not "no repository" (src/server/admin/publish/git.ts): publishing stops and says so with its code,
 * instead of going on without committing (what is live must be what is committed), and a push that fails is said in
 * the log with its code each time it is tried.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { branchHead, committedFiles, isRepository } from "../../../src/server/admin/publish/git.ts";
import { createPublisher } from "../../../src/server/admin/publish/publisher.ts";
import { replaceFile } from "../../../src/pipeline/replace-file.ts";
import { prepareRelease, servedFolder, serveRelease } from "../../../src/pipeline/site-releases.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { createEditorApi, versionOf, type EditorPerson } from "../../../src/server/editing/editor-api.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { ServerError } from "../../../src/core/errors/server-errors.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const repository = join(import.meta.dirname, "../../..");
const folder = mkdtempSync(join(tmpdir(), "git-failures-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

/** A repository with one commit, under `name`. */
function repositoryAt(name: string): string {
  const root = join(folder, name);
  mkdirSync(join(root, "public/images/uploads"), { recursive: true });
  writeFileSync(join(root, "public/images/uploads/team.png"), "a picture");
  git(root, "init", "--quiet", "--initial-branch=main");
  git(root, "add", "--all");
  git(root, "commit", "--quiet", "-m", "The start");
  return root;
}

/** What git finds when its HEAD is damaged (a disk that failed, a hand that slipped): not a repository, it says. */
const damageHead = (root: string) => writeFileSync(join(root, ".git/HEAD"), "garbage\n");

describe("isRepository, branchHead and committedFiles", () => {
  it("tell a folder in no repository (false, nulls, nothing committed) from a repository", async () => {
    const plain = join(folder, "plain");
    mkdirSync(plain);
    expect(await isRepository(plain)).toBe(false);
    expect(branchHead(plain)).toEqual({ branch: null, head: null });
    expect(await committedFiles(plain, "public/images/uploads/")).toEqual(new Set());
    const root = repositoryAt("repository");
    expect(await isRepository(root)).toBe(true);
    expect(branchHead(root)).toEqual({ branch: "refs/heads/main", head: git(root, "rev-parse", "HEAD").trim() });
    expect(await committedFiles(root, "public/images/uploads/")).toEqual(new Set(["public/images/uploads/team.png"]));
  });

  it("throw with a code where git fails (a damaged .git/HEAD), never answering 'not a repository'", async () => {
    const root = repositoryAt("damaged");
    damageHead(root);
    const failure = await isRepository(root).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).code).toBe("git-repository-unreadable");
    expect((failure as ServerError).message).toContain(`${join(root, ".git")} is there but git cannot read it`);
    expect(() => branchHead(root)).toThrow(expect.objectContaining({ code: "git-repository-unreadable" }));
    await expect(committedFiles(root, "public/images/uploads/")).rejects.toMatchObject({
      code: "git-repository-unreadable",
    });
  });
});

/** The valid fixture site in a git repository, built (quickly) and served. */
function project(name: string): string {
  const root = join(folder, name);
  mkdirSync(root);
  for (const part of ["site-data", "public"])
    cpSync(join(repository, "tests/fixtures/valid-site", part), join(root, part), { recursive: true });
  cpSync(join(repository, "schemas"), join(root, "schemas"), { recursive: true });
  git(root, "init", "--quiet", "--initial-branch=main");
  git(root, "add", "--all");
  git(root, "commit", "--quiet", "-m", "The site as it starts");
  const release = prepareRelease(root, null, "release-first");
  writeFileSync(join(release, "index.html"), "first");
  serveRelease(root, release);
  return root;
}

const person: EditorPerson = {
  email: "ada@nerivo.ng",
  drafts: { list: () => [], keep: () => undefined },
  mayChange: () => true,
};

const changed = "site-data/collections/services/software.json";

/** A save of one changed file through the editor's API, publishing as /admin does (with a quick build). */
function publish(root: string) {
  const workspace = createSiteDataWorkspace(root);
  const publisher = createPublisher({
    root,
    live: new LiveSite(servedFolder(root)!),
    schemas: () => workspace.schemas(),
    build: async (release) => replaceFile(join(release, "index.html"), "second"),
  });
  const api = createEditorApi(workspace, { publish: publisher });
  const before = readFileSync(join(root, changed), "utf8");
  const software = JSON.parse(before) as Record<string, unknown>;
  const text = `${JSON.stringify({ ...software, title: `${String(software.title)} (new)` }, null, 2)}\n`;
  return { before, saved: api.saveFiles([{ file: changed, text, base: versionOf(before) }], person, "") };
}

describe("a publish where git fails", () => {
  let log: { mock: { calls: unknown[][] }; mockClear(): void; mockRestore(): void };
  beforeAll(() => {
    log = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => log.mockClear());
  afterAll(() => log.mockRestore());
  const logged = () => log.mock.calls.map(([text]) => String(text));

  it("is refused with its code, and changes nothing: not the files, not the live site", async () => {
    const root = project("publish-damaged");
    const served = servedFolder(root);
    damageHead(root);
    const { before, saved } = publish(root);
    const failure = await saved.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).code).toBe("not-published");
    expect((failure as ServerError).status).toBe(503);
    expect((failure as ServerError).message).toMatch(/^Not published: .*git cannot read it as a repository/);
    expect(((failure as ServerError).cause as ServerError).code).toBe("git-repository-unreadable");
    expect(readFileSync(join(root, changed), "utf8")).toBe(before);
    expect(servedFolder(root)).toBe(served);
    expect(logged().some((line) => line.startsWith("[not-published] Not published: "))).toBe(true);
    expect(logged().join("\n")).toContain("cause: [git-repository-unreadable]");
  });

  it("publishes, and says the push that failed in the log with its code, to be tried again", async () => {
    const root = project("publish-push");
    git(root, "remote", "add", "origin", join(folder, "no-such-remote"));
    const { saved } = publish(root);
    const answer = await saved;
    expect(answer.published?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.published?.push).toBe("will retry");
    const line = logged().find((text) => text.startsWith("[publish-push-failed] "));
    expect(line).toContain("Tried again in 1 minute.");
  });
});
