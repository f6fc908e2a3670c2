import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import type { DraftRecord, KeepDraftsRequest } from "../../core/contract/api-types.ts";
import { writeFileAtomically } from "./atomic-write.ts";
import { isSiteDataFile } from "./confined-path.ts";
import { draftBytes, draftsBoundProblem, type DraftsSize } from "./draft-bounds.ts";
import { logServerError, saidBy, ServerError } from "../../core/errors/server-errors.ts";

/** The folder of the drafts, beside site-data/ (and ignored by git: .gitignore). */
export const draftsFolder = ".drafts";

/** A request to keep drafts that is refused whole: 400 for its shape, 413 when it would pass a bound (draft-bounds.ts). */
export class DraftRefused extends ServerError<
  "draft-malformed" | "drafts-folder-unsafe" | "drafts-too-many" | "drafts-too-large"
> {}

const versionPattern = /^[0-9a-f]{16}$/;
const maxDraftBytes = 5 * 1024 * 1024;

/** A draft as the editor's page sent it, or DraftRefused saying what is wrong with it. */
function draftOf(value: unknown): DraftRecord {
  const record = (value ?? {}) as Record<string, unknown>;
  const { file, text, base, baseText, changedAt } = record;
  if (typeof file !== "string" || !isSiteDataFile(file))
    throw new DraftRefused("draft-malformed", { problem: "not-site-data-file", file: String(file) });
  if (text !== null && typeof text !== "string")
    throw new DraftRefused("draft-malformed", { problem: "no-text", file });
  if (typeof text === "string" && Buffer.byteLength(text) > maxDraftBytes)
    throw new DraftRefused("draft-malformed", { problem: "too-large", file, limit: maxDraftBytes });
  if (base !== null && (typeof base !== "string" || !versionPattern.test(base)))
    throw new DraftRefused("draft-malformed", { problem: "no-base", file });
  if (typeof changedAt !== "number" || !Number.isFinite(changedAt) || changedAt < 0)
    throw new DraftRefused("draft-malformed", { problem: "no-time", file });
  if (baseText !== undefined && baseText !== null && typeof baseText !== "string")
    throw new DraftRefused("draft-malformed", { problem: "base-not-text", file });
  if (typeof baseText === "string" && Buffer.byteLength(baseText) > maxDraftBytes)
    throw new DraftRefused("draft-malformed", { problem: "base-too-large", file, limit: maxDraftBytes });
  return { file, text, base, ...(baseText === undefined ? {} : { baseText }), changedAt };
}

/** A request to keep drafts, checked whole before anything is written. */
export function keepDraftsRequestOf(body: unknown): KeepDraftsRequest {
  const { write, remove } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(write) || !Array.isArray(remove))
    throw new DraftRefused("draft-malformed", { problem: "no-lists" });
  for (const file of remove)
    if (typeof file !== "string" || !isSiteDataFile(file))
      throw new DraftRefused("draft-malformed", { problem: "not-site-data-file", file: String(file) });
  return { write: write.map(draftOf), remove };
}

/** A draft that cannot be read: said in the log and to `unreadable`, and left out of the list. */
export function cannotRead(
  file: string,
  why: unknown,
  unreadable: (problem: ServerError<"draft-unreadable">) => void,
): never[] {
  const problem = new ServerError(
    "draft-unreadable",
    { file, said: typeof why === "string" ? why : saidBy(why) },
    typeof why === "string" ? {} : { cause: why },
  );
  logServerError(problem);
  unreadable(problem);
  return [];
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
    if (existing && !existing.isDirectory())
      throw new DraftRefused("drafts-folder-unsafe", { problem: "not-a-folder" });
    if (!existing) mkdirSync(folder);
    return realpathSync(folder);
  }

  /** Where the draft of a site-data file lives (its folders made when `make`): refused unless it is really inside .drafts/. */
  function pathOf(file: string, make: boolean): string {
    if (!isSiteDataFile(file)) throw new DraftRefused("draft-malformed", { problem: "not-site-data-file", file });
    const base = realFolder();
    const path = join(folder, file);
    // The nearest of its folders that exists, as it really is: a symbolic link there could lead anywhere.
    let existing = dirname(path);
    while (!lstatSync(existing, { throwIfNoEntry: false })) existing = dirname(existing);
    if (!inside(base, realpathSync(existing)))
      throw new DraftRefused("drafts-folder-unsafe", { problem: "leads-outside", file });
    if (make) mkdirSync(dirname(path), { recursive: true });
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (entry && !entry.isFile()) throw new DraftRefused("drafts-folder-unsafe", { problem: "not-a-plain-file", file });
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
    /**
     * Every draft kept. A file whose name is not a site-data file's is not a draft (put there by hand) and is passed
     * over; one that is gone by the time it is read was removed meanwhile. A draft that cannot be read (not JSON, not
     * a draft, a draft of another file, a file this process may not read) is left out, kept as it is, and said with
     * its code: to `unreadable` (the person is told) and in the server's log.
     */
    list(unreadable: (problem: ServerError<"draft-unreadable">) => void = () => {}): DraftRecord[] {
      const files = readdirSync(realFolder(), { recursive: true, encoding: "utf8" }).map((name) =>
        name.split(sep).join("/"),
      );
      return files.flatMap((file) => {
        if (!isSiteDataFile(file)) return [];
        let text: string;
        try {
          text = readFileSync(pathOf(file, false), "utf8");
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
          return cannotRead(file, error, unreadable);
        }
        try {
          const record = draftOf(JSON.parse(text));
          if (record.file !== file) return cannotRead(file, `it is the draft of ${record.file}`, unreadable);
          return [record];
        } catch (error) {
          return cannotRead(file, error, unreadable);
        }
      });
    },

    /** Writes and removes drafts as asked, after checking every path and the bounds: a refused one changes nothing. */
    keep({ write, remove }: KeepDraftsRequest) {
      for (const file of [...write.map((record) => record.file), ...remove]) pathOf(file, false);
      const problem = draftsBoundProblem(...sizesOf(write, remove));
      if (problem) throw new DraftRefused(problem.code, problem.args);
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
  /** The drafts kept; one that cannot be read is left out, logged, and handed to `unreadable` (see createDraftStore). */
  list(unreadable?: (problem: ServerError<"draft-unreadable">) => void): DraftRecord[] | Promise<DraftRecord[]>;
  keep(request: KeepDraftsRequest): void | Promise<void>;
}
