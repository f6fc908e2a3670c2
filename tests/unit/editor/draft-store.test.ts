import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftRecord } from "../../../src/core/contract/api-types.ts";
import { createDraftStore, DraftRefused, keepDraftsRequestOf } from "../../../src/server/editing/draft-store.ts";
import type { ServerError } from "../../../src/core/errors/server-errors.ts";

// Every rename the store makes, and a way to make the next ones fail (a full disk, a crash between write and rename).
const renames = vi.hoisted(() => ({ calls: [] as string[][], fail: false }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    renameSync: (from: string, to: string) => {
      renames.calls.push([from, to]);
      if (renames.fail) throw new Error("the disk is full");
      fs.renameSync(from, to);
    },
  };
});

const root = mkdtempSync(join(tmpdir(), "draft-store-"));
const outside = mkdtempSync(join(tmpdir(), "draft-outside-"));
const drafts = join(root, ".drafts");

beforeEach(() => rmSync(drafts, { recursive: true, force: true }));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const home: DraftRecord = {
  file: "site-data/pages/home.json",
  text: '{\n  "title": "Café ₦ \\"quoted\\" \\\\"\n}\n',
  base: "0123456789abcdef",
  changedAt: 1_700_000_000_000,
};
const newPost: DraftRecord = {
  file: "site-data/collections/posts/new-post.json",
  text: "{}\n",
  base: null,
  changedAt: 1_700_000_001_000,
};
const deletion: DraftRecord = {
  file: "site-data/collections/faqs/old.json",
  text: null,
  base: "fedcba9876543210",
  changedAt: 1_700_000_002_000,
};
const keep = (write: DraftRecord[], remove: string[] = []) => createDraftStore(root).keep({ write, remove });
const listed = () =>
  createDraftStore(root)
    .list()
    .sort((a, b) => a.file.localeCompare(b.file));
const filesUnder = (folder: string) => readdirSync(folder, { recursive: true, encoding: "utf8" }).sort();

describe("the draft store: unsaved changes kept in .drafts/, beside site-data", () => {
  it("keeps each file's draft under its own name, as written, and lists them back", () => {
    keep([home, newPost, deletion]);
    expect(readFileSync(join(drafts, "site-data/pages/home.json"), "utf8")).toBe(`${JSON.stringify(home)}\n`);
    expect(listed()).toEqual([newPost, deletion, home].sort((a, b) => a.file.localeCompare(b.file)));
  });

  it("replaces a file's draft with its newer one, and removes drafts with the folders they leave empty", () => {
    keep([home, newPost]);
    const newer = { ...home, text: "{}\n", changedAt: home.changedAt + 1 };
    keep([newer], [newPost.file]);
    expect(listed()).toEqual([newer]);
    expect(existsSync(join(drafts, "site-data/collections"))).toBe(false);
    keep([], [home.file, "site-data/pages/never-kept.json"]);
    expect(listed()).toEqual([]);
  });

  it("writes atomically: the new text goes to a temporary file beside the draft, which replaces it in one rename", () => {
    renames.calls.length = 0;
    keep([home]);
    expect(renames.calls).toHaveLength(1);
    expect(renames.calls[0][1]).toBe(join(drafts, "site-data/pages/home.json"));
    expect(renames.calls[0][0]).toMatch(/\/site-data\/pages\/\.home\.json\.[0-9a-f]+\.tmp$/);
    // When that rename fails, the draft is still the last one written, whole, and nothing is left beside it.
    renames.fail = true;
    try {
      expect(() => keep([{ ...home, text: "{}\n", changedAt: home.changedAt + 1 }])).toThrow("the disk is full");
    } finally {
      renames.fail = false;
    }
    expect(listed()).toEqual([home]);
    expect(filesUnder(join(drafts, "site-data/pages"))).toEqual(["home.json"]);
  });

  it("leaves out a draft it cannot read, and says so with its code: to the caller and in the server's log", () => {
    keep([home]);
    mkdirSync(join(drafts, "site-data/pages"), { recursive: true });
    writeFileSync(join(drafts, "site-data/pages/about.json"), JSON.stringify({ ...home }));
    writeFileSync(join(drafts, "site-data/pages/broken.json"), "{ half a draft");
    // Not a draft at all (no site-data file has its name): passed over without a word.
    writeFileSync(join(drafts, "notes.txt"), "not a draft");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const said: ServerError<"draft-unreadable">[] = [];
    try {
      const records = createDraftStore(root).list((problem) => said.push(problem));
      expect(records).toEqual([home]);
      expect(said.map(({ code, params }) => [code, params.file]).sort()).toEqual([
        ["draft-unreadable", "site-data/pages/about.json"],
        ["draft-unreadable", "site-data/pages/broken.json"],
      ]);
      expect(said.find(({ params }) => params.file === "site-data/pages/about.json")?.message).toContain(
        "it is the draft of site-data/pages/home.json",
      );
      const logged = log.mock.calls.map(([line]) => String(line));
      expect(logged.filter((line) => line.startsWith("[draft-unreadable] The draft of site-data/pages/"))).toHaveLength(
        2,
      );
      // Left as they were, for whoever looks.
      expect(readFileSync(join(drafts, "site-data/pages/broken.json"), "utf8")).toBe("{ half a draft");
    } finally {
      log.mockRestore();
    }
  });
});

describe("the draft store refuses what is not a draft of a site-data file, and writes nothing then", () => {
  const refused = (body: unknown) =>
    expect(() => createDraftStore(root).keep(keepDraftsRequestOf(body))).toThrow(DraftRefused);

  it("refuses names outside site-data, traversal and absolute paths", () => {
    for (const file of [
      "package.json",
      "site-data/../package.json",
      "site-data/pages/../../src/x.json",
      "/etc/passwd",
      join(root, "site-data/pages/home.json"),
      "site-data\\pages\\home.json",
      "site-data/pages/home.js",
      ".drafts/site-data/pages/home.json",
    ]) {
      refused({ write: [{ ...home, file }], remove: [] });
      refused({ write: [], remove: [file] });
    }
    expect(existsSync(join(root, "package.json"))).toBe(false);
  });

  it("refuses a request that is not one: missing lists, a text that is not text, a version that is not one, no time", () => {
    refused(null);
    refused("write everything");
    refused({ write: [home] });
    refused({ write: home, remove: [] });
    refused({ write: [{ ...home, text: 42 }], remove: [] });
    refused({ write: [{ ...home, text: undefined }], remove: [] });
    refused({ write: [{ ...home, base: "../../x" }], remove: [] });
    refused({ write: [{ ...home, changedAt: "yesterday" }], remove: [] });
    refused({ write: [{ ...home, changedAt: Number.NaN }], remove: [] });
    refused({ write: [{ ...home, text: "x".repeat(5 * 1024 * 1024 + 1) }], remove: [] });
  });

  it("refuses the whole request when one draft is refused: none of it is written", () => {
    refused({ write: [home, { ...newPost, file: "site-data/../evil.json" }], remove: [] });
    expect(listed()).toEqual([]);
  });

  it("never writes through a symbolic link leading out of .drafts/", () => {
    mkdirSync(join(drafts, "site-data"), { recursive: true });
    symlinkSync(outside, join(drafts, "site-data/pages"), "dir");
    expect(() => keep([home])).toThrow(DraftRefused);
    expect(readdirSync(outside)).toEqual([]);
    rmSync(drafts, { recursive: true, force: true });
    symlinkSync(outside, drafts, "dir");
    expect(() => keep([home])).toThrow(DraftRefused);
    expect(readdirSync(outside)).toEqual([]);
    rmSync(drafts);
  });

  it("refuses to replace something that is not a plain file", () => {
    mkdirSync(join(drafts, "site-data/pages/home.json"), { recursive: true });
    expect(() => keep([home])).toThrow(DraftRefused);
  });
});
