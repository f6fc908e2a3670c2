/**
 * The imports between the folders of src/, as dependency-cruiser reads them with the project's rules
 * (.dependency-cruiser.cjs): what `npm run folders` draws and tests/unit/architecture/ checks.
 */
import { join } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = join(import.meta.dirname, "..");

/**
 * The rules that every file is in a room: every arrow of a folder outside the rooms breaks one, so the folder is marked
 * instead of each of its arrows.
 */
const roomRules = new Set(["in-a-room", "into-a-room", "alone-in-a-room"]);

export interface Arrow {
  from: string;
  to: string;
  /** How many imports (a file importing a file) this arrow is. */
  imports: number;
  /** The rules of .dependency-cruiser.cjs its imports break, by name (none for an arrow that may be), but one. */
  broken: string[];
}

export interface FolderGraph {
  /** Every folder (`core`, or `core/content` at depth 2) with the number of its files; a file at src/'s top is its own. */
  folders: Map<string, number>;
  /** The folders whose files are in none of the rooms .dependency-cruiser.cjs names. */
  outside: Set<string>;
  arrows: Arrow[];
}

/**
 * dependency-cruiser's reading of `files` (paths from `baseDir`) with the project's rules and tsconfig.json; the
 * project's src/ unless told otherwise (tests/unit/architecture/ reads a scratch project with the same rules).
 */
export async function cruiseSource(baseDir = root, files = ["src"]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(root, ".dependency-cruiser.cjs"));
  const tsConfigFile = join(root, "tsconfig.json");
  const { output } = await cruise(
    files,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof output === "string") throw new Error(`dependency-cruiser answered with text, not a reading: ${output}`);
  return output;
}

/** The folder a file of src/ is in, `depth` folders deep (`src/core/content/routes.ts` at 1: `core`). */
export function folderOf(path: string, depth: number): string {
  const parts = path.replace(/^src\//, "").split("/");
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/") || parts[0]!;
}

export async function folderGraph(depth = 1, result?: ICruiseResult): Promise<FolderGraph> {
  const { modules } = result ?? (await cruiseSource());
  const folders = new Map<string, number>();
  const outside = new Set<string>();
  const arrows = new Map<string, Arrow>();
  for (const module of modules) {
    if (!module.source.startsWith("src/")) continue;
    const from = folderOf(module.source, depth);
    folders.set(from, (folders.get(from) ?? 0) + 1);
    const rules = [...(module.rules ?? []), ...module.dependencies.flatMap((dependency) => dependency.rules ?? [])];
    if (rules.some(({ name }) => roomRules.has(name))) outside.add(from);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith("src/")) continue;
      const to = folderOf(dependency.resolved, depth);
      if (to === from) continue;
      const key = `${from} ${to}`;
      const arrow = arrows.get(key) ?? { from, to, imports: 0, broken: [] };
      arrow.imports++;
      for (const { name } of dependency.rules ?? [])
        if (!roomRules.has(name) && !arrow.broken.includes(name)) arrow.broken.push(name);
      arrows.set(key, arrow);
    }
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    folders: new Map([...folders].sort(([a], [b]) => byName(a, b))),
    outside,
    arrows: [...arrows.values()].sort((a, b) => byName(a.from, b.from) || b.imports - a.imports || byName(a.to, b.to)),
  };
}

/** The folders that reach each other through their arrows: each such group once (none when no cycle runs). */
export function folderCycles({ folders, arrows }: FolderGraph): string[][] {
  const next = new Map([...folders.keys()].map((folder) => [folder, arrows.filter((a) => a.from === folder)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const { to } of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const folder of folders.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

/** One line per folder, then the arrows out of it with their imports; an arrow the rules refuse says which rule. */
export function folderPicture(graph: FolderGraph): string {
  const width = Math.max(...[...graph.folders.keys()].map((folder) => folder.length));
  const lines: string[] = [];
  for (const [folder, files] of graph.folders) {
    const out = graph.arrows.filter((arrow) => arrow.from === folder);
    const count = `${String(files).padStart(3)} ${files === 1 ? "file " : "files"}`;
    const notes = [out.length ? "" : "imports no other folder", graph.outside.has(folder) ? "IN NO ROOM" : ""];
    lines.push(`${folder.padEnd(width)}  ${count}${notes.map((note) => (note ? `  ${note}` : "")).join("")}`);
    for (const arrow of out) {
      const refused = arrow.broken.length ? `   REFUSED: ${arrow.broken.join(", ")}` : "";
      lines.push(`${"".padEnd(width)}    ──► ${arrow.to.padEnd(width)} ${String(arrow.imports).padStart(4)}${refused}`);
    }
  }
  const cycles = folderCycles(graph);
  lines.push(
    "",
    `${graph.folders.size} folders, ${graph.arrows.length} arrows, ` +
      `${graph.arrows.reduce((sum, arrow) => sum + arrow.imports, 0)} imports between folders; ` +
      (cycles.length
        ? `folders in a cycle (each reaches the others): ${cycles.map((cycle) => cycle.join(", ")).join("; and ")}`
        : "no cycle between folders"),
  );
  return lines.join("\n");
}

/** The same as a Mermaid flowchart, each arrow labelled with its imports, a refused one dashed and red. */
export function mermaidPicture(graph: FolderGraph): string {
  const id = (folder: string) => folder.replace(/[^\w]/g, "_");
  const lines = ["flowchart TD"];
  for (const [folder, files] of graph.folders)
    lines.push(`  ${id(folder)}["${folder} (${files})${graph.outside.has(folder) ? " IN NO ROOM" : ""}"]`);
  graph.arrows.forEach((arrow, n) => {
    lines.push(`  ${id(arrow.from)} -->|${arrow.imports}| ${id(arrow.to)}`);
    if (arrow.broken.length) lines.push(`  linkStyle ${n} stroke:red,stroke-dasharray:4`);
  });
  return lines.join("\n");
}
