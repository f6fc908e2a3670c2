/**
 * A publish is all-or-nothing, whatever stops it: the save of three files (one changed, one added, one removed) is
 * interrupted at every call it makes to the disk and at every step between (its build, its commit, the swap of the
 * live site), by a crash (the process dies there), a full disk (that call fails with ENOSPC) or a short write (a
 * write stops half-way). After each, the server is started again (recovery) and the project is checked: site data is
 * all as before or all as after, and valid; the site served was built from it; what is live is committed, and only
 * what is committed; git works; and a publish that was acknowledged is never undone.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPublisher } from "../../../src/server/admin/publish/publisher.ts";
import { recoverPublish } from "../../../src/server/admin/publish/recover-publish.ts";
import { replaceFile } from "../../../src/pipeline/replace-file.ts";
import { prepareRelease, servedFolder, serveRelease } from "../../../src/pipeline/site-releases.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { createEditorApi, versionOf, type EditorPerson } from "../../../src/server/editing/editor-api.ts";
import { readSiteFiles } from "../../../src/core/validation/read-site-files.ts";
import type { SiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { Crash, FaultyDisk, type Fault } from "./faulty-disk.ts";

// Some thirty publishes per kind of fault, each with its git commit and recovery: tens of seconds on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const repository = join(import.meta.dirname, "../../..");
let folder: string;
let template: string;

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

/** What the quick build of these tests puts in a release: every site-data file's version, so a release names its data. */
const fingerprint = (root: string) =>
  readSiteFiles(root)
    .map(({ file, text }) => `${file} ${versionOf(text)}`)
    .join("\n");
const quickBuild = (root: string) => async (release: string) => {
  // Replaced, as the build replaces files: a release starts as hard links to the live one's.
  replaceFile(join(release, "index.html"), fingerprint(root));
};

const changed = "site-data/collections/services/software.json";
const added = "site-data/collections/services/training.json";
const removed = "site-data/collections/clients/extra.json";

/** The three files as the save leaves them. */
function savedTexts(root: string): { file: string; text: string | null }[] {
  const software = JSON.parse(readFileSync(join(root, changed), "utf8")) as Record<string, unknown>;
  return [
    { file: changed, text: `${JSON.stringify({ ...software, title: `${String(software.title)} (new)` }, null, 2)}\n` },
    {
      file: added,
      text: `${JSON.stringify({ ...software, id: "training", title: "Training", description: "Courses for your team, taught where you work." }, null, 2)}\n`,
    },
    { file: removed, text: null },
  ];
}

const person: EditorPerson = {
  email: "ada@nerivo.ng",
  drafts: { list: () => [], keep: () => undefined },
  mayChange: () => true,
};

/** A project: valid site data in a git repository, its site built and served (dist -> releases/...). */
function makeTemplate(root: string) {
  mkdirSync(root);
  cpSync(join(repository, "tests/fixtures/valid-site/site-data"), join(root, "site-data"), { recursive: true });
  cpSync(join(repository, "tests/fixtures/valid-site/public"), join(root, "public"), { recursive: true });
  cpSync(join(repository, "schemas"), join(root, "schemas"), { recursive: true });
  // A client no other file names, which the save removes.
  const acme = JSON.parse(readFileSync(join(root, "site-data/collections/clients/acme.json"), "utf8")) as object;
  writeFileSync(join(root, removed), `${JSON.stringify({ ...acme, id: "extra", name: "Extra Bank" }, null, 2)}\n`);
  git(root, "init", "--quiet", "--initial-branch=main");
  git(root, "add", "--all");
  git(root, "commit", "--quiet", "-m", "The site as it starts");
  const release = prepareRelease(root, null, "release-first");
  writeFileSync(join(release, "index.html"), fingerprint(root));
  serveRelease(root, release);
}

interface Outcome {
  acknowledged: boolean;
  error?: unknown;
}

/**
 * One save through the editor's API, publishing on the project with `disk`. The runs share one project folder, made
 * afresh for each, and one workspace (its schemas compiled once), told of the files the last run may have changed.
 */
let shared: SiteDataWorkspace | undefined;
async function publishWith(root: string, disk: FaultyDisk): Promise<Outcome> {
  const live = new LiveSite(servedFolder(root)!);
  shared ??= createSiteDataWorkspace(root);
  const workspace = shared;
  for (const file of [changed, added, removed]) workspace.fileChanged(join(root, file));
  const publisher = createPublisher({
    root,
    live,
    schemas: () => workspace.schemas(),
    build: quickBuild(root),
    disk,
  });
  const api = createEditorApi(workspace, { publish: publisher, disk });
  const files = savedTexts(root).map(({ file, text }) => {
    const before = existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : null;
    return { file, text, base: before === null ? null : versionOf(before) };
  });
  try {
    await api.saveFiles(files, person, "");
    return { acknowledged: true };
  } catch (error) {
    return { acknowledged: false, error };
  }
}

/** The texts of the three files on disk now. */
const textsOn = (root: string) =>
  [changed, added, removed].map((file) =>
    existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : null,
  );

let before: (string | null)[];
let after: (string | null)[];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "publish-faults-"));
  template = join(folder, "template");
  makeTemplate(template);
  before = textsOn(template);
  after = savedTexts(template).map(({ text }) => text);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The project as it starts, for one run (its release link is relative, so it leads inside the copy). */
function freshProject(): string {
  const root = join(folder, "project");
  rmSync(root, { recursive: true, force: true });
  cpSync(template, root, { recursive: true, verbatimSymlinks: true });
  return root;
}

/** Everything that must hold after a restart, whatever happened. */
async function expectWhole(root: string, outcome: Outcome, what: string) {
  // The process that made the save is gone (here, it is the test's own: its crash was a thrown error).
  await recoverPublish(root, { ownerAlive: () => false });
  const texts = textsOn(root);
  const isOld = JSON.stringify(texts) === JSON.stringify(before);
  const isNew = JSON.stringify(texts) === JSON.stringify(after);
  expect(isOld || isNew, `${what}: site data is neither all old nor all new`).toBe(true);
  if (outcome.acknowledged) expect(isNew, `${what}: an acknowledged publish was undone`).toBe(true);
  // The site starts: its data is one of the two valid states (checked once, below), and the release it serves was
  // built from it.
  const served = servedFolder(root);
  expect(served, what).not.toBeNull();
  expect(readFileSync(join(served!, "index.html"), "utf8"), `${what}: the site served is not its data's`).toBe(
    fingerprint(root),
  );
  // What is live is what is committed: nothing of site data differs from the last commit, and git works.
  expect(git(root, "status", "--porcelain", "--", "site-data"), `${what}: live but not committed`).toBe("");
  const commits = Number(git(root, "rev-list", "--count", "HEAD").trim());
  expect(commits, `${what}: commits`).toBe(isNew ? 2 : 1);
  expect(existsSync(join(root, ".publish/journal")), `${what}: journal left`).toBe(false);
}

describe("a publish interrupted at every step", () => {
  let calls: string[];

  beforeAll(async () => {
    const root = freshProject();
    const disk = new FaultyDisk();
    const outcome = await publishWith(root, disk);
    expect(outcome.error).toBeUndefined();
    calls = disk.calls;
    await expectWhole(root, outcome, "without a fault");
    expect(createSiteDataWorkspace(root).current().diagnostics).toEqual([]);
  });

  it("counts the calls a publish makes, builds, commits and swaps among them", () => {
    expect(calls.filter((call) => call.startsWith("writeNew")).length).toBeGreaterThanOrEqual(5);
    expect(calls).toEqual(expect.arrayContaining(["step build", "step commit", "step swap"]));
  });

  const faults: Fault[] = ["crash", "full disk", "short write"];
  for (const fault of faults)
    it(`leaves the site whole, old or new, after a ${fault} at each call`, async () => {
      const points = calls
        .map((call, index) => ({ call, at: index + 1 }))
        .filter(({ call }) => (fault === "short write" ? call.startsWith("writeNew") : true));
      const seen = { old: 0, new: 0 };
      for (const { call, at } of points) {
        const root = freshProject();
        const disk = new FaultyDisk(fault, at);
        const outcome = await publishWith(root, disk);
        const what = `${fault} at call ${at} (${call})`;
        if (fault === "crash") expect(outcome.error, what).toBeInstanceOf(Crash);
        else if (!outcome.acknowledged) expect((outcome.error as { status?: number }).status, what).toBe(507);
        await expectWhole(root, outcome, what);
        if (outcome.acknowledged) seen.new++;
        else seen.old++;
        rmSync(root, { recursive: true, force: true });
      }
      // Faults that hit before the end undo the publish; only a full disk after the end leaves it done.
      expect(seen.old).toBeGreaterThan(0);
    });
});

describe("a publish that changes nothing", () => {
  it("is answered at once: nothing is journalled, built, committed or swapped", async () => {
    const root = freshProject();
    shared ??= createSiteDataWorkspace(root);
    const workspace = shared;
    for (const file of [changed, added, removed]) workspace.fileChanged(join(root, file));
    let builds = 0;
    const disk = new FaultyDisk();
    const live = new LiveSite(servedFolder(root)!);
    const publisher = createPublisher({
      root,
      live,
      schemas: () => workspace.schemas(),
      build: async () => void builds++,
      disk,
    });
    const api = createEditorApi(workspace, { publish: publisher, disk });
    const text = readFileSync(join(root, changed), "utf8");
    const servedBefore = servedFolder(root);
    for (let i = 0; i < 20; i++) {
      const answer = await api.saveFiles([{ file: changed, text, base: versionOf(text) }], person, "");
      expect(answer.published).toBeUndefined();
    }
    expect([builds, disk.calls.length]).toEqual([0, 0]);
    expect(servedFolder(root)).toBe(servedBefore);
    expect(Number(git(root, "rev-list", "--count", "HEAD").trim())).toBe(1);
  });
});

describe("the full compression after a publish", () => {
  /** One save of the three files, with `build`; returns what it answered and the releases compressed fully. */
  async function publishOnce(root: string, build: (release: string) => Promise<unknown>) {
    shared ??= createSiteDataWorkspace(root);
    const workspace = shared;
    for (const file of [changed, added, removed]) workspace.fileChanged(join(root, file));
    const compressed: string[] = [];
    const disk = new FaultyDisk();
    const publisher = createPublisher({
      root,
      live: new LiveSite(servedFolder(root)!),
      schemas: () => workspace.schemas(),
      build,
      compressFully: async (release) => void compressed.push(release),
      disk,
    });
    const api = createEditorApi(workspace, { publish: publisher, disk });
    const files = savedTexts(root).map(({ file, text }) => {
      const before = existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : null;
      return { file, text, base: before === null ? null : versionOf(before) };
    });
    const answer = await api.saveFiles(files, person, "").catch((error: Error) => error);
    return { answer, compressed };
  }

  it("runs once the publish has committed, on the release it made live", async () => {
    const root = freshProject();
    const { answer, compressed } = await publishOnce(root, quickBuild(root));
    expect(answer).not.toBeInstanceOf(Error);
    expect(compressed).toEqual([servedFolder(root)]);
  });

  it("does not run for a publish that failed", async () => {
    const root = freshProject();
    const servedBefore = servedFolder(root);
    const { answer, compressed } = await publishOnce(root, async () => {
      throw new Error("a page would not render");
    });
    expect(answer).toBeInstanceOf(Error);
    expect(compressed).toEqual([]);
    expect(servedFolder(root)).toBe(servedBefore);
  });
});

describe("a save that finds another process's half-made save", () => {
  it("undoes it when that process is gone, then saves", async () => {
    const root = freshProject();
    // A save that stopped half-way, its files written, in a process that has ended since.
    const crashed = await publishWith(root, new FaultyDisk("crash", "step build"));
    expect(crashed.error).toBeInstanceOf(Crash);
    const journal = join(root, ".publish/journal/journal.json");
    const record = JSON.parse(readFileSync(journal, "utf8")) as { owner: { pid: number } };
    const ended = spawnSync(process.execPath, ["-e", ""]);
    record.owner = { pid: ended.pid!, started: null } as never;
    writeFileSync(journal, JSON.stringify(record));
    shared ??= createSiteDataWorkspace(root);
    const workspace = shared;
    for (const file of [changed, added, removed]) workspace.fileChanged(join(root, file));
    const live = new LiveSite(servedFolder(root)!);
    const api = createEditorApi(workspace, {
      publish: createPublisher({ root, live, schemas: () => workspace.schemas(), build: quickBuild(root) }),
      recover: () => recoverPublish(root),
    });
    const text = readFileSync(join(root, changed), "utf8").replace(/"title": "/, '"title": "Again: ');
    const before = readFileSync(join(root, changed), "utf8");
    await api.saveFiles([{ file: changed, text, base: versionOf(before) }], person, "");
    expect(readFileSync(join(root, changed), "utf8")).toBe(text);
    // Only this save is live: the half-made one's other files are as they were.
    expect(existsSync(join(root, added))).toBe(false);
    expect(existsSync(join(root, removed))).toBe(true);
    expect(Number(git(root, "rev-list", "--count", "HEAD").trim())).toBe(2);
    expect(existsSync(join(root, ".publish/journal"))).toBe(false);
  });
});
