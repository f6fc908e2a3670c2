import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blockUnionSchema, islandsModule, readBlockFolders } from "../../../src/pipeline/block-folders.ts";
import { staleTypesProblem } from "../../../src/pipeline/site-data-types.ts";

const repository = join(import.meta.dirname, "../../..");
let root = "";

/** A copy of the block schemas and block folders, where a test adds a block as a developer would. */
function copy(): string {
  root = mkdtempSync(join(tmpdir(), "block-folders-"));
  cpSync(join(repository, "schemas"), join(root, "schemas"), { recursive: true });
  cpSync(join(repository, "src/site/blocks"), join(root, "src/site/blocks"), { recursive: true });
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const schema = (type: string) =>
  JSON.stringify({ title: "Quote banner", type: "object", properties: { type: { const: type } }, required: ["type"] });
const folder = (name: string) => join(root, "src/site/blocks", name);

describe("the block folders, from which the registries are generated", () => {
  it("are whole in the project: every block type has its component, and every island its loading", () => {
    const { blocks, problems } = readBlockFolders(repository);
    expect(problems).toEqual([]);
    expect(blocks.map(({ type }) => type)).toContain("testimonialCarousel");
    expect(blocks.filter(({ island }) => island).map(({ type }) => type)).toEqual([
      "form",
      "searchBox",
      "shareButtons",
      "testimonialCarousel",
    ]);
  });

  it("refuse a block type whose component was forgotten, saying what to make, and so stop the build", async () => {
    copy();
    writeFileSync(join(root, "schemas/blocks/quoteBanner.schema.json"), schema("quoteBanner"));
    expect(readBlockFolders(root).problems).toEqual([
      'The block type "quoteBanner" (schemas/blocks/quoteBanner.schema.json) has no component: make src/site/blocks/QuoteBanner/QuoteBanner.tsx, exporting QuoteBanner.',
    ]);
    // The build's check of generated files (its "types" step) says the same, as a sentence, not a stack.
    expect(await staleTypesProblem(root)).toContain(
      "has no component: make src/site/blocks/QuoteBanner/QuoteBanner.tsx",
    );
  });

  it("refuse markers of an island without the island, and an island that does not say when it loads", () => {
    copy();
    writeFileSync(join(root, "schemas/blocks/quoteBanner.schema.json"), schema("quoteBanner"));
    mkdirSync(folder("QuoteBanner"));
    writeFileSync(join(folder("QuoteBanner"), "QuoteBanner.tsx"), "export function QuoteBanner() { return null; }\n");
    writeFileSync(join(folder("QuoteBanner"), "quote-markers.ts"), "export const quoteRow = 'data-quote-row';\n");
    expect(readBlockFolders(root).problems).toEqual([
      "src/site/blocks/QuoteBanner/quote-markers.ts marks parts for an island, but src/site/blocks/QuoteBanner has no island.ts: add it (exporting enhance and loads), or remove the markers.",
    ]);
    writeFileSync(join(folder("QuoteBanner"), "island.ts"), "export function enhance() {}\n");
    expect(readBlockFolders(root).problems[0]).toMatch(/island\.ts does not say when its code loads/);
  });

  it("make a new block with an island one folder: it joins the union of blocks and the islands", () => {
    copy();
    writeFileSync(join(root, "schemas/blocks/quoteBanner.schema.json"), schema("quoteBanner"));
    mkdirSync(folder("QuoteBanner"));
    writeFileSync(join(folder("QuoteBanner"), "QuoteBanner.tsx"), "export function QuoteBanner() { return null; }\n");
    writeFileSync(
      join(folder("QuoteBanner"), "island.ts"),
      'export const loads = "visible";\nexport function enhance() {}\n',
    );
    const { blocks, problems } = readBlockFolders(root);
    expect(problems).toEqual([]);
    expect(blockUnionSchema(blocks)).toContain('"$ref": "blocks/quoteBanner.schema.json"');
    expect(islandsModule(blocks)).toContain(
      'quoteBanner: { load: () => import("../blocks/QuoteBanner/island.ts"), when: "visible" },',
    );
  });

  it("refuse a block folder that no schema names", () => {
    copy();
    mkdirSync(folder("Orphan"));
    writeFileSync(join(folder("Orphan"), "Orphan.tsx"), "export function Orphan() { return null; }\n");
    expect(readBlockFolders(root).problems).toEqual([
      "src/site/blocks/Orphan is a block folder without a schema: add schemas/blocks/orphan.schema.json, or move the folder.",
    ]);
  });
});
