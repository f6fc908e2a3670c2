import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import type { DraftRecord, KeepDraftsRequest } from "../../core/contract/api-types.ts";
import { writeFileAtomically } from "./atomic-write.ts";
import { isSiteDataFile } from "./confined-path.ts";
import { draftBytes, draftsBoundProblem, type DraftsSize } from "./draft-bounds.ts";

/** The folder of the drafts, beside site-data/ (and ignored by git: .gitignore). */
export const draftsFolder = ".drafts";

/** A request to keep drafts that is refused whole: 400 for its shape, 413 when it would pass a bound (draft-bounds.ts). */
export class DraftRefused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const versionPattern = /^[0-9a-f]{16}$/;
const maxDraftBytes = 5 * 1024 * 1024;

/** A draft as the editor's page sent it, or DraftRefused saying what is wrong with it. */
function draftOf(value: unknown): DraftRecord {
  const record = (value ?? {}) as Record<string, unknown>;
  const { file, text, base, baseText, changedAt } = record;
  if (typeof file !== "string" || !isSiteDataFile(file))
    throw new DraftRefused(`refused: "${String(file)}" is not a site-data file`);
  if (text !== null && typeof text !== "string") throw new DraftRefused(`refused: the draft of ${file} has no text`);
  if (typeof text === "string" && Buffer.byteLength(text) > maxDraftBytes)
    throw new DraftRefused(`refused: the draft of ${file} is larger than ${maxDraftBytes / 1024 / 1024} MB`);
  if (base !== null && (typeof base !== "string" || !versionPattern.test(base)))
    throw new DraftRefused(`refused: the draft of ${file} names no version it started from`);
  if (typeof changedAt !== "number" || !Number.isFinite(changedAt) || changedAt < 0)
    throw new DraftRefused(`refused: the draft of ${file} says not when it was made`);
  if (baseText !== undefined && baseText !== null && typeof baseText !== "string")
    throw new DraftRefused(`refused: the draft of ${file} has a version it started from that is not text`);
  if (typeof baseText === "string" && Buffer.byteLength(baseText) > maxDraftBytes)
    throw new DraftRefused(
      `refused: the draft of ${file} started from a file larger than ${maxDraftBytes / 1024 / 1024} MB`,
    );
  return { file, text, base, ...(baseText === undefined ? {} : { baseText }), changedAt };
}

/** A request to keep drafts, checked whole before anything is written. */
export function keepDraftsRequestOf(body: unknown): KeepDraftsRequest {
  const { write, remove } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(write) || !Array.isArray(remove))
    throw new DraftRefused("refused: a request to keep drafts lists what to write and what to remove");
  for (const file of remove)
    if (typeof file !== "string" || !isSiteDataFile(file))
      throw new DraftRefused(`refused: "${String(file)}" is not a site-data file`);
  return { write: write.map(draftOf), remove };
}

const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);

/**
 * The unsaved changes of the editor, one file per site-data file (`.drafts/site-data/pages/home.json` holds the draft
 * of site-data/pages/home.json), so that they outlive the page, the browser and the editor's server. Each is written
 * atomically; nothing is ever written outside .drafts/, even through a symbolic link.
 */
export function createDraftStore(root: string) {
  const folder = join(root, draftsFolder);

  /** The real folder of the drafts, made if missing, and refused if it is anything but a plain folder. */
  function realFolder(): string {
    const existing = lstatSync(folder, { throwIfNoEntry: false });
    if (existing && !existing.isDirectory()) throw new DraftRefused(`refused: ${draftsFolder} is not a folder`);
    if (!existing) mkdirSync(folder);
    return realpathSync(folder);
  }

  /** Where the draft of a site-data file lives (its folders made when `make`): refused unless it is really inside .drafts/. */
  function pathOf(file: string, make: boolean): string {
    if (!isSiteDataFile(file)) throw new DraftRefused(`refused: "${file}" is not a site-data file`);
    const base = realFolder();
    const path = join(folder, file);
    // The nearest of its folders that exists, as it really is: a symbolic link there could lead anywhere.
    let existing = dirname(path);
    while (!lstatSync(existing, { throwIfNoEntry: false })) existing = dirname(existing);
    if (!inside(base, realpathSync(existing)))
      throw new DraftRefused(`refused: the folder of the draft of "${file}" leads outside ${draftsFolder}/`);
    if (make) mkdirSync(dirname(path), { recursive: true });
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (entry && !entry.isFile()) throw new DraftRefused(`refused: the draft of "${file}" is not a plain file`);
    return path;
  }

  /** Removes the folders a removed draft leaves empty, up to .drafts/ itself. */
  function removeEmptyFolders(path: string) {
    for (let dir = dirname(path); dir !== folder && inside(folder, dir); dir = dirname(dir)) {
      if (readdirSync(dir).length) return;
      rmdirSync(dir);
    }
  }

  /** What the drafts take now (each file's bytes), and what they would take after this request. */
  function sizesOf(write: DraftRecord[], remove: string[]): [DraftsSize, DraftsSize] {
    const bytes = new Map<string, number>();
    for (const name of readdirSync(realFolder(), { recursive: true, encoding: "utf8" })) {
      const file = name.split(sep).join("/");
      const entry = isSiteDataFile(file) ? lstatSync(join(folder, file), { throwIfNoEntry: false }) : undefined;
      if (entry?.isFile()) bytes.set(file, entry.size);
    }
    const before = { files: bytes.size, bytes: [...bytes.values()].reduce((sum, size) => sum + size, 0) };
    for (const file of remove) bytes.delete(file);
    // As written below: the record and a line end.
    for (const record of write) bytes.set(record.file, draftBytes(record) + 1);
    return [before, { files: bytes.size, bytes: [...bytes.values()].reduce((sum, size) => sum + size, 0) }];
  }

  return {
    /** Every draft kept; a file that is not one (put there by hand, or not a draft of its own name) is skipped. */
    list(): DraftRecord[] {
      const files = readdirSync(realFolder(), { recursive: true, encoding: "utf8" }).map((name) =>
        name.split(sep).join("/"),
      );
      return files.flatMap((file) => {
        if (!isSiteDataFile(file)) return [];
        try {
          const record = draftOf(JSON.parse(readFileSync(pathOf(file, false), "utf8")));
          return record.file === file ? [record] : [];
        } catch {
          return [];
        }
      });
    },

    /** Writes and removes drafts as asked, after checking every path and the bounds: a refused one changes nothing. */
    keep({ write, remove }: KeepDraftsRequest) {
      for (const file of [...write.map((record) => record.file), ...remove]) pathOf(file, false);
      const problem = draftsBoundProblem(...sizesOf(write, remove));
      if (problem) throw new DraftRefused(problem, 413);
      for (const record of write) writeFileAtomically(pathOf(record.file, true), `${JSON.stringify(record)}\n`);
      for (const file of remove) {
        const path = pathOf(file, false);
        if (!lstatSync(path, { throwIfNoEntry: false })) continue;
        rmSync(path);
        removeEmptyFolders(path);
      }
    },
  };
}

/**
 * Where one person's drafts are kept: files in .drafts/ (createDraftStore, synchronous) or the site's database for an
 * /admin account (src/server/admin/account-drafts.ts, which answers later): callers await both.
 */
export interface DraftStore {
  list(): DraftRecord[] | Promise<DraftRecord[]>;
  keep(request: KeepDraftsRequest): void | Promise<void>;
}
