/**
 * Imports point one way (docs/architecture.md, "Where code goes"): src/ is five rooms, core, site, pipeline, studio
 * and server, each importing only the rooms before it, with the rules of .dependency-cruiser.cjs, which
 * `npm run check:folders` applies to src/ (a step of `npm test`). Here: that dependency-cruiser reads src/ as it is
 * (every file, in a room, with its imports) and that no cycle runs between the rooms; and that the rules refuse what
 * they are meant to, on a scratch project whose files import across the rooms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ICruiseResult } from "dependency-cruiser";
import { cruiseSource, folderCycles, folderGraph } from "../../../scripts/folder-graph.ts";

const rooms = ["core", "site", "pipeline", "studio", "server"] as const;
type Room = (typeof rooms)[number];

/** The rooms each room may import; every other import between rooms is refused. */
const mayImport: Record<Room, Room[]> = {
  core: [],
  site: ["core"],
  pipeline: ["core", "site"],
  studio: ["core", "site"],
  server: ["core", "site", "pipeline"],
};

describe("src/ as dependency-cruiser reads it", () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseSource();
  });

  it("reads the imports of the renderer's files", () => {
    const pageSections = result.modules.find(({ source }) => source === "src/site/blocks/PageSections.tsx");
    expect(pageSections?.dependencies.map(({ resolved }) => resolved)).toContain("src/site/blocks/registry.ts");
  });

  it("finds every file of src/ in one of the rooms", () => {
    const sources = result.modules.map(({ source }) => source);
    expect(sources.length).toBeGreaterThan(400);
    expect(sources.filter((source) => !new RegExp(`^src/(${rooms.join("|")})/`).test(source))).toEqual([]);
  });

  it("finds no cycle between the rooms", async () => {
    expect(folderCycles(await folderGraph(1, result))).toEqual([]);
  });
});

describe("the rules of .dependency-cruiser.cjs", () => {
  const project = mkdtempSync(join(tmpdir(), "rooms-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };
  /** Each refused import, as "from -> to: rule". */
  let refused: string[];

  beforeAll(async () => {
    for (const room of rooms) write(`src/${room}/leaf.ts`, "export const leaf = 1;\n");
    // From each room, one file importing each other room's leaf; the type-only imports count as much.
    for (const from of rooms)
      for (const to of rooms.filter((room) => room !== from)) {
        write(`src/${from}/uses-${to}.ts`, `export { leaf } from "../${to}/leaf.ts";\n`);
        write(
          `src/${from}/uses-type-of-${to}.ts`,
          `import type { leaf } from "../${to}/leaf.ts";\nexport type T = typeof leaf;\n`,
        );
      }
    // Within the rooms: what the page's frame, the blocks, the render context, validation and content may import.
    write("src/site/app/App.tsx", "export const app = 1;\n");
    write("src/site/blocks/Hero/Hero.tsx", 'export { app } from "../../app/App.tsx";\n');
    write("src/site/render-context/site-context.tsx", 'export { app } from "../app/App.tsx";\n');
    write("src/core/content/routes.ts", "export const routes = 1;\n");
    write("src/core/validation/site-checks.ts", 'export { routes } from "../content/routes.ts";\n');
    // Two files that import each other, and a folder outside the rooms.
    write("src/core/cycle-a.ts", 'import { b } from "./cycle-b.ts";\nexport const a = () => b;\n');
    write("src/core/cycle-b.ts", 'import { a } from "./cycle-a.ts";\nexport const b = () => a;\n');
    write("src/extra/alone.ts", "export const alone = 1;\n");
    write("src/extra/orphan.ts", "export const orphan = 1;\n");
    write("src/extra/uses-core.ts", 'export { leaf } from "../core/leaf.ts";\n');
    write("src/core/uses-extra.ts", 'export { alone } from "../extra/alone.ts";\n');
    const { summary } = await cruiseSource(project);
    refused = summary.violations.map(({ from, to, rule }) => `${from} -> ${to}: ${rule.name}`);
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const between = rooms.flatMap((from) => rooms.filter((to) => to !== from).map((to) => ({ from, to })));

  it.each(between)("$from importing $to is refused unless $from may import it", ({ from, to }) => {
    const rule = `${from}-not-to-${rooms.filter((room) => room !== from && !mayImport[from].includes(room)).join("-")}`;
    const imports = refused.filter((line) => line.startsWith(`src/${from}/uses-`) && line.includes(` -> src/${to}/`));
    expect(imports.sort()).toEqual(
      mayImport[from].includes(to)
        ? []
        : [
            `src/${from}/uses-${to}.ts -> src/${to}/leaf.ts: ${rule}`,
            `src/${from}/uses-type-of-${to}.ts -> src/${to}/leaf.ts: ${rule}`,
          ],
    );
  });

  it("refuses a block importing the page's frame, and the render context importing either", () => {
    expect(refused).toContain("src/site/blocks/Hero/Hero.tsx -> src/site/app/App.tsx: blocks-not-to-app");
    expect(refused).toContain(
      "src/site/render-context/site-context.tsx -> src/site/app/App.tsx: render-context-not-to-app-or-blocks",
    );
  });

  it("refuses validation importing content", () => {
    expect(refused).toContain(
      "src/core/validation/site-checks.ts -> src/core/content/routes.ts: validation-not-to-content",
    );
  });

  it("refuses a cycle of imports", () => {
    expect(refused).toContain("src/core/cycle-a.ts -> src/core/cycle-b.ts: no-cycle");
  });

  it("refuses a file outside the rooms, whether it imports, is imported or neither", () => {
    expect(refused).toContain("src/extra/uses-core.ts -> src/core/leaf.ts: in-a-room");
    expect(refused).toContain("src/core/uses-extra.ts -> src/extra/alone.ts: into-a-room");
    expect(refused).toContain("src/extra/orphan.ts -> src/extra/orphan.ts: alone-in-a-room");
  });
});
