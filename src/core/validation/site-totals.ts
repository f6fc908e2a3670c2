import type { Diagnostic } from "./diagnostic.ts";
import type { ParsedFile } from "./json-source.ts";
import type { RoledFile } from "./site-checks.ts";

/** What one file adds to the site's validation result. */
export interface FileContribution {
  diagnostics: Diagnostic[];
  warnings: Diagnostic[];
  /** Present when the file parsed and is in a place the site reads. */
  parsed?: ParsedFile;
  /** Its Markdown texts by JSON pointer, once its schema was checked. */
  markdown?: ReadonlyMap<string, string>;
  /** The images it shows on pages ("/images/x.jpg"). */
  images: string[];
  /** Its sections, for a page. */
  blocks: number;
  /** For a page that is an object: what the checks across pages read. */
  readablePage?: RoledFile;
}

const count = (counts: Map<string, number>, key: string, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next) counts.set(key, next);
  else counts.delete(key);
};

/**
 * The site's validation result added up file by file, and kept current as files change, so that a change to one file
 * costs that file rather than a pass over all of them. Maps keep the files' sorted order (a file that changes keeps
 * its place; `reorder` puts them in order again after a file comes into one).
 */
export class SiteTotals {
  private readonly contributions = new Map<string, FileContribution>();
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly warnings = new Map<string, Diagnostic[]>();
  private values = new Map<string, unknown>();
  private parsedFiles = new Map<string, ParsedFile>();
  private markdownByFile = new Map<string, ReadonlyMap<string, string>>();
  private readablePages = new Map<string, RoledFile>();
  private readonly markdownTexts = new Map<string, number>();
  private readonly imageSources = new Map<string, number>();
  private blockCount = 0;
  /** A file came into a map it was not in (added, or parsed again after a mistake): the maps need sorting again. */
  private outOfOrder = false;

  set(file: string, contribution: FileContribution | undefined): void {
    const before = this.contributions.get(file);
    if (before) {
      for (const text of before.markdown?.values() ?? []) count(this.markdownTexts, text, -1);
      for (const src of before.images) count(this.imageSources, src, -1);
      this.blockCount -= before.blocks;
    }
    if (!contribution) {
      this.contributions.delete(file);
      for (const map of [
        this.diagnostics,
        this.warnings,
        this.values,
        this.parsedFiles,
        this.markdownByFile,
        this.readablePages,
      ])
        map.delete(file);
      return;
    }
    this.contributions.set(file, contribution);
    const { diagnostics, warnings, parsed, markdown, images, blocks, readablePage } = contribution;
    const keep = <T>(map: Map<string, T>, value: T | undefined, wanted = value !== undefined) => {
      if (!wanted) return map.delete(file);
      this.outOfOrder ||= !map.has(file);
      map.set(file, value!);
    };
    keep(this.diagnostics, diagnostics, diagnostics.length > 0);
    keep(this.warnings, warnings, warnings.length > 0);
    keep(this.values, parsed?.value, parsed !== undefined);
    keep(this.parsedFiles, parsed);
    keep(this.markdownByFile, markdown);
    keep(this.readablePages, readablePage);
    for (const text of markdown?.values() ?? []) count(this.markdownTexts, text, 1);
    for (const src of images) count(this.imageSources, src, 1);
    this.blockCount += blocks;
  }

  /** Puts the maps in the files' sorted order again, if a file came into one since the last time. */
  reorder(sortedFiles: string[]): void {
    if (!this.outOfOrder) return;
    this.outOfOrder = false;
    const inOrder = <T>(map: Map<string, T>) =>
      new Map(sortedFiles.flatMap((file) => (map.has(file) ? [[file, map.get(file)!] as const] : [])));
    this.values = inOrder(this.values);
    this.parsedFiles = inOrder(this.parsedFiles);
    this.markdownByFile = inOrder(this.markdownByFile);
    this.readablePages = inOrder(this.readablePages);
  }

  /** The totals as of now, in copies the next change leaves alone. */
  snapshot() {
    return {
      diagnostics: [...this.diagnostics.values()].flat(),
      warnings: [...this.warnings.values()].flat(),
      values: new Map(this.values),
      parsedFiles: new Map(this.parsedFiles),
      markdownByFile: new Map(this.markdownByFile),
      markdownTexts: new Set(this.markdownTexts.keys()),
      imageSources: new Set(this.imageSources.keys()),
      blockCount: this.blockCount,
      readablePages: [...this.readablePages.values()],
    };
  }
}
