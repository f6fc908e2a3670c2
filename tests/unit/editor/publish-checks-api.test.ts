/**
 * The checks before publishing as the editor's server answers them (POST /api/publish-checks) and as a save (a
 * publish, on /admin) obeys them: warnings of the files about to be published, with their links to outside pages
 * asked (here, of a stand-in that says which answer "not found"); problems that refuse the save where the site's
 * settings say so.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { editorApiOnACopy } from "./editor-api-on-a-copy.ts";
import { versionOf } from "../../../src/server/editing/editor-api.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const gone = "https://www.cbn.gov.ng/circulars/2019/old-circular.pdf";
let project: string;
let base: string;
const asked: string[] = [];

let served: Awaited<ReturnType<typeof editorApiOnACopy>>;

beforeAll(async () => {
  const linkChecker = {
    async broken(hrefs: Iterable<string>) {
      asked.push(...hrefs);
      return new Map([...hrefs].filter((href) => href === gone).map((href) => [href, 404]));
    },
  };
  served = await editorApiOnACopy("publish-checks", { linkChecker });
  project = served.project;
  base = served.base;
});

afterAll(() => served?.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

const postFile = "site-data/collections/posts/agile-delivery-distributed-teams.json";
const siteFile = "site-data/site.json";
const read = (file: string) => readFileSync(join(project, file), "utf8");
// biome-ignore lint/suspicious/noExplicitAny: the test changes one field of a file's data.
const changed = (file: string, change: (data: any) => void) => {
  const data = JSON.parse(read(file));
  change(data);
  return `${JSON.stringify(data, null, 2)}\n`;
};
const brokenPost = () =>
  changed(postFile, (data) => {
    data.image.alt = "IMG_2041";
    data.body = `${data.body}\n\nSee [the old circular](${gone}).`;
  });
const blocking = (codes: string[]) =>
  changed(
    siteFile,
    (data) =>
      (data.editing = {
        ...data.editing,
        publishChecksThatBlock: Object.fromEntries(codes.map((code) => [code, true])),
      }),
  );

type Check = { file: string; pointer: string; code: string; params: Record<string, unknown> };

describe("the checks before publishing", () => {
  it("list the warnings of the files about to be published, links to outside pages asked", async () => {
    const answer = await post("/api/publish-checks", { changes: { [postFile]: brokenPost() } });
    expect(answer.status).toBe(200);
    const { checks } = (await answer.json()) as { checks: Check[] };
    expect(
      checks.map(({ file, pointer, code, params }) => ({ file, pointer, code, blocks: !!params.blocksPublishing })),
    ).toEqual([
      { file: postFile, pointer: "/image/alt", code: "alt-text-missing", blocks: false },
      { file: postFile, pointer: "/body", code: "external-link-broken", blocks: false },
    ]);
    expect(asked).toContain(gone);
  });

  it("say which the site's settings make block a publish", async () => {
    const answer = await post("/api/publish-checks", {
      changes: { [postFile]: brokenPost(), [siteFile]: blocking(["alt-text-missing", "external-link-broken"]) },
    });
    const { checks } = (await answer.json()) as { checks: Check[] };
    expect(checks.map(({ code, params }) => [code, params.blocksPublishing])).toEqual([
      ["alt-text-missing", true],
      ["external-link-broken", true],
    ]);
  });

  it("refuse a publish with a link that answers not found only where the site's settings say so, at its field", async () => {
    const before = read(postFile);
    const siteBefore = read(siteFile);
    const text = changed(postFile, (data) => (data.body = `${data.body}\n\nSee [the old circular](${gone}).`));
    const refused = await post("/api/save", {
      files: [
        { file: postFile, text, base: versionOf(before) },
        { file: siteFile, text: blocking(["external-link-broken"]), base: versionOf(siteBefore) },
      ],
    });
    expect(refused.status).toBe(422);
    const { diagnostics } = (await refused.json()) as { diagnostics: Check[] };
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: postFile, pointer: "/body", code: "external-link-broken" }),
    ]);
    expect(read(postFile)).toBe(before);
    // Without the setting, the same change is published, its warning shown before.
    const saved = await post("/api/save", { files: [{ file: postFile, text, base: versionOf(before) }] });
    expect(saved.status).toBe(200);
    expect(read(postFile)).toBe(text);
  });
});
