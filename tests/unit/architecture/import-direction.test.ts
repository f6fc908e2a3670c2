/**
 * Imports point one way (docs/architecture.md, "Where code goes"): src/site/app renders blocks, blocks read
 * src/site/render-context/, and nothing imports back up; validation does not import content; and no import cycle runs
 * anywhere in src/ (a layout block gets the renderer of its columns as a prop, not by importing it).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const src = join(root, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file of src/ (tests left out), by its path from src/, with the files of src/ it imports (types too). */
const graph = new Map(
  sourceFiles(src).map((file) => {
    const text = readFileSync(file, "utf8");
    const imports = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.{1,2}\/[^"'?]+)/g)]
      .map(([, specifier]) => relative(src, resolve(dirname(file), specifier)))
      .filter((path) => /\.tsx?$/.test(path));
    return [relative(src, file), imports] as const;
  }),
);

/** The files a cycle of imports joins (Tarjan's strongly connected components of more than one file). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const importsOf = (folder: string) =>
  [...graph]
    .filter(([file]) => file.startsWith(`${folder}/`))
    .flatMap(([file, imports]) => imports.map((to) => `${file} -> ${to}`));

describe("import direction", () => {
  it("reads the imports of the renderer's files", () => {
    expect(graph.get("site/blocks/PageSections.tsx")).toContain("site/blocks/registry.ts");
  });

  it("nothing in src/site/blocks imports src/site/app", () => {
    expect(importsOf("site/blocks").filter((edge) => edge.includes(" -> site/app/"))).toEqual([]);
  });

  it("src/site/render-context imports neither src/site/app nor src/site/blocks", () => {
    expect(importsOf("site/render-context").filter((edge) => / -> site\/(app|blocks)\//.test(edge))).toEqual([]);
  });

  it("no import cycle runs through src/site/blocks", () => {
    expect(cycles().filter((files) => files.some((file) => file.startsWith("site/blocks/")))).toEqual([]);
  });

  it("src/core/validation imports nothing from src/core/content (content reads validation, not the other way)", () => {
    expect(importsOf("core/validation").filter((edge) => edge.includes(" -> core/content/"))).toEqual([]);
  });

  it("no import cycle anywhere in src/", () => {
    expect(cycles()).toEqual([]);
  });
});
