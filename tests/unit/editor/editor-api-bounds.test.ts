/**
 * The editor's API (src/server/editing/editor-api.ts) as `npm run edit` serves it, over a real HTTP server on a copy
 * of the project, sent what no editor's page sends: requests of the wrong shape, names that are not site-data files,
 * a picture "saved" as text, Markdown nested thousands deep, bodies past the limit, drafts past their bounds. Each is
 * refused in words with a 4xx, nothing is written, no answer names a path of the server, and the shared checker
 * stays as it was for the next person.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { editorApiOnACopy } from "./editor-api-on-a-copy.ts";
import { maxDraftFiles, maxDraftsBytes } from "../../../src/server/editing/draft-bounds.ts";
import { maxJsonBytes, versionOf } from "../../../src/server/editing/editor-api.ts";
import { refusalWords } from "../../../src/core/words/refusal-words.ts";
import { postInChunks } from "../post-in-chunks.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let project: string;
let base: string;

let served: Awaited<ReturnType<typeof editorApiOnACopy>>;

beforeAll(async () => {
  served = await editorApiOnACopy("editor-api-bounds");
  project = served.project;
  base = served.base;
});

afterAll(() => served?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });

/** The answer's status and body, checked to be words: JSON with an error, and no path of this machine in it. */
async function refusal(response: Response) {
  const text = await response.text();
  expect(text).not.toContain(project);
  expect(text).not.toContain(tmpdir());
  return { status: response.status, error: (JSON.parse(text) as { error: string }).error };
}

const postFile = "site-data/collections/posts/agile-delivery-distributed-teams.json";
const read = (file: string) => readFileSync(join(project, file), "utf8");
const withBody = (body: string) => JSON.stringify({ ...JSON.parse(read(postFile)), body }, null, 2);

describe("the shared checker", () => {
  it("stays as it was after a check of a phantom page and of Markdown nested 20,000 deep, which is a problem at its field, not a 500", async () => {
    const phantom = JSON.parse(read("site-data/pages/about.json")) as Record<string, unknown>;
    const checked = await post("/api/check", {
      changes: {
        "site-data/pages/phantom.json": JSON.stringify({ ...phantom, id: "phantom", path: "/phantom" }),
      },
    });
    expect(checked.status).toBe(200);
    const deep = await post("/api/check", { changes: { [postFile]: withBody(">".repeat(20_000)) }, preview: postFile });
    expect(deep.status).toBe(200);
    const { diagnostics } = (await deep.json()) as { diagnostics: { file: string; pointer: string; code: string }[] };
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ file: postFile, pointer: "/body", code: "markdown-too-deep" }),
    );
    for (const marker of ["- ", "> - ", "1. "]) {
      const nested = await post("/api/check", { changes: { [postFile]: withBody(marker.repeat(5_000)) } });
      expect(nested.status).toBe(200);
    }
    // The Markdown preview tab shows such a text as it is, instead of failing.
    const preview = await post("/api/markdown", { text: ">".repeat(20_000) });
    expect(preview.status).toBe(200);

    // A save of a real file, by anyone, afterwards: not refused for a page that was never saved.
    const about = read("site-data/pages/about.json");
    const changed = about.replace('"title": "', '"title": "Our ');
    const saved = await post("/api/save", {
      files: [{ file: "site-data/pages/about.json", text: changed, base: versionOf(about) }],
    });
    expect(saved.status).toBe(200);
    expect(read("site-data/pages/about.json")).toBe(changed);
    expect(existsSync(join(project, "site-data/pages/phantom.json"))).toBe(false);
  });
});

describe("pictures", () => {
  it("are never saved as text nor removed by a save: refused before anything is written, their bytes as they were", async () => {
    const picture = "public/images/og/nerivo-share.png";
    const bytes = readFileSync(join(project, picture));
    for (const text of [null, "not a picture"]) {
      const answer = await refusal(
        await post("/api/save", { files: [{ file: picture, text, base: versionOf(bytes.toString("utf8")) }] }),
      );
      expect(answer).toEqual({ status: 400, error: refusalWords.notAPicturePlace });
    }
    expect(readFileSync(join(project, picture)).equals(bytes)).toBe(true);
  });
});

describe("requests of the wrong shape", () => {
  it("are refused with 400 in words, for check, reach, save, drafts, blocks-preview and markdown", async () => {
    for (const [path, body] of [
      ["/api/check", { changes: 5 }],
      ["/api/check", { changes: { "site-data/pages/x.json": 5 } }],
      ["/api/check", { changes: {}, preview: 7 }],
      ["/api/check", null],
      ["/api/reach", { changes: 5 }],
      ["/api/reach", { changes: { "package.json": "{}" } }],
      ["/api/reach", { changes: {}, pathname: 7 }],
      ["/api/reach", { changes: {}, pathname: "no-slash" }],
      ["/api/reach", { changes: {}, pathname: `/${"x".repeat(2000)}` }],
      ["/api/save", { files: "x" }],
      ["/api/save", { files: [5] }],
      ["/api/save", { files: [{ file: "site-data/pages/about.json", text: 5, base: null }] }],
      ["/api/save", { files: [{ file: "site-data/pages/about.json", text: "{}", base: "not a version" }] }],
      ["/api/drafts", { write: 5, remove: [] }],
      ["/api/drafts", [1, 2]],
      ["/api/blocks-preview", { blocks: null }],
      ["/api/blocks-preview", { blocks: [5] }],
      ["/api/markdown", { text: 5 }],
      ["/api/markdown", "[]"],
    ] as const) {
      const answer = await refusal(await post(path, body));
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.error.length).toBeGreaterThan(10);
    }
    const notJson = await refusal(await post("/api/check", "{not json"));
    expect(notJson).toEqual({ status: 400, error: refusalWords.notJson });
  });

  it("refuses names that are not site-data files in checks, saves and drafts", async () => {
    for (const file of [
      "package.json",
      "site-data/pages/../../package.json",
      "site-data/pages/Home.json",
      "x".repeat(5000),
    ]) {
      const checked = await refusal(await post("/api/check", { changes: { [file]: "{}" } }));
      expect(checked.status).toBe(400);
      expect(checked.error).toContain("is not the name of a page");
      expect((await refusal(await post("/api/check", { changes: {}, deleting: file }))).status).toBe(400);
      expect((await refusal(await post("/api/save", { files: [{ file, text: "{}", base: null }] }))).status).toBe(400);
      const drafted = await post("/api/drafts", {
        write: [{ file, text: "{}", base: null, changedAt: 1 }],
        remove: [],
      });
      expect((await refusal(drafted)).status).toBe(400);
    }
  });
});

describe("uploads", () => {
  it("refuse a file name that cannot be decoded, or is too long, with 400 in words and no path", async () => {
    const upload = (name: string) =>
      fetch(`${base}/api/images`, {
        method: "POST",
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        headers: { "content-type": "application/octet-stream", "x-file-name": name },
      });
    expect(await refusal(await upload("%E0%A4%A.png"))).toEqual({
      status: 400,
      error: refusalWords.uploadNameUnreadable,
    });
    expect(await refusal(await upload(`${"a".repeat(5_000)}.png`))).toEqual({
      status: 400,
      error: refusalWords.uploadNameTooLong(200),
    });
    expect((await refusal(await upload(""))).status).toBe(400);
  });
});

describe("a body past the limit", () => {
  it("is answered 413 in words that a real client, still sending, reads", async () => {
    // Nearly twice the limit, written on while the server decides.
    const answer = await postInChunks(`${base}/api/check`, 2 * maxJsonBytes - 1024 * 1024, {
      "content-type": "application/json",
    });
    expect(answer.status).toBe(413);
    // The words the editor shows, and the code that docs/errors.md explains.
    expect(JSON.parse(answer.body)).toEqual({ error: refusalWords.tooLarge(maxJsonBytes), code: "request-too-large" });
  });
});

describe("drafts in .drafts/", () => {
  const draftsDir = () => join(project, ".drafts");
  const files = () =>
    existsSync(draftsDir())
      ? readdirSync(draftsDir(), { recursive: true }).filter((name) => String(name).endsWith(".json"))
      : [];

  it("are refused past 200 files or 20 MB with 413 in words, and the store stays as it was", async () => {
    const many = Array.from({ length: maxDraftFiles + 1 }, (_, n) => ({
      file: `site-data/collections/faqs/draft-${n}.json`,
      text: "{}",
      base: null,
      changedAt: 1,
    }));
    const tooMany = await refusal(await post("/api/drafts", { write: many, remove: [] }));
    expect(tooMany).toEqual({ status: 413, error: refusalWords.draftsTooMany(maxDraftFiles) });
    expect(files()).toEqual([]);

    const large = (n: number) => ({
      file: `site-data/collections/faqs/large-${n}.json`,
      text: "x".repeat(4.5 * 1024 * 1024),
      base: null,
      changedAt: 1,
    });
    for (const n of [1, 2, 3, 4])
      expect((await post("/api/drafts", { write: [large(n)], remove: [] })).status).toBe(200);
    const tooLarge = await refusal(await post("/api/drafts", { write: [large(5)], remove: [] }));
    expect(tooLarge).toEqual({ status: 413, error: refusalWords.draftsTooLarge(maxDraftsBytes) });
    expect(files()).toHaveLength(4);
    // Removing is always taken, and makes room again.
    const removed = await post("/api/drafts", { write: [large(5)], remove: [large(1).file] });
    expect(removed.status).toBe(200);
    expect(files()).toHaveLength(4);
    rmSync(draftsDir(), { recursive: true, force: true });
  });
});
