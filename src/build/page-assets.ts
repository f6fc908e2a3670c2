import type { BlockType } from "../blocks/registry.ts";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The source file of a block type's component: "featureGrid" -> "src/blocks/FeatureGrid.tsx". */
export function blockSourceFile(type: string): string {
  return `src/blocks/${type[0].toUpperCase()}${type.slice(1)}.tsx`;
}

/** A chunk and every chunk it imports statically, each once. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`The build manifest has no "${key}": is it a block component in src/blocks/registry.ts, or a module src/entry-client.tsx imports?`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

export interface PageAssets {
  /** Scripts to modulepreload: the code of the blocks hydrated right away, beyond what the entry already loads. */
  scripts: string[];
  /** Stylesheets of every block on the page (those loaded later too: their prerendered HTML is styled from the start). */
  stylesheets: string[];
  /** `scripts` and those of the blocks loaded later: what a visit from another page loads at once. */
  allScripts: string[];
}

/**
 * What a page with these block types loads, as URLs, in addition to the entry script and stylesheets of index.html:
 * the modules every page starts after its first paint (`startModules`, source paths) and its blocks.
 */
export function pageAssets(manifest: Manifest, startModules: string[], blockTypes: BlockType[], loadedLater: ReadonlySet<string>, partModules: string[] = []): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("The build manifest has no entry chunk.");
  const entry = chunkClosure(manifest, entryKey);
  const scripts = new Set<string>();
  const later = new Set<string>();
  const stylesheets = new Set<string>();
  for (const key of startModules.flatMap((module) => [...chunkClosure(manifest, module)])) {
    if (entry.has(key)) continue;
    scripts.add(`/${manifest[key].file}`);
    for (const css of manifest[key].css ?? []) stylesheets.add(`/${css}`);
  }
  for (const type of new Set(blockTypes)) {
    for (const key of chunkClosure(manifest, blockSourceFile(type))) {
      if (entry.has(key)) continue;
      (loadedLater.has(type) ? later : scripts).add(`/${manifest[key].file}`);
      for (const css of manifest[key].css ?? []) stylesheets.add(`/${css}`);
    }
  }
  // Parts some blocks load for this page's data (the cards of its grids), as source paths.
  for (const key of partModules.flatMap((module) => [...chunkClosure(manifest, module)])) {
    if (entry.has(key)) continue;
    scripts.add(`/${manifest[key].file}`);
    for (const css of manifest[key].css ?? []) stylesheets.add(`/${css}`);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], allScripts: [...new Set([...scripts, ...later])] };
}
