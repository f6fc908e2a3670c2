import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { SiteDataWorkspace, UnsavedChanges } from "../../core/content/site-data-workspace.ts";
import type { Diagnostic } from "../../core/validation/diagnostic.ts";
import { renderMarkdown } from "../../core/content/markdown.ts";
import { realDisk, type Disk } from "../../pipeline/disk.ts";
import { withoutPaths } from "./without-paths.ts";
import { DiskFull, isDiskFull, recoverOpenSave, SaveInProgress, SiteTransaction } from "./site-transaction.ts";
import { confinedPath } from "./confined-path.ts";
import { createDraftStore, keepDraftsRequestOf, type DraftStore } from "./draft-store.ts";
import { maxDraftsBytes } from "./draft-bounds.ts";
import { blocksPreview, pagePreview, siteLinkTargets } from "../../core/content/page-preview.ts";
import { listSiteImages, maxUploadBytes, storeUpload } from "./site-images.ts";
import { blocksRequestOf, checkRequestOf, markdownRequestOf, reachRequestOf, saveRequestOf } from "./api-requests.ts";
import { changeReach } from "../../core/content/change-reach.ts";
import { resolvePageData } from "../../core/content/resolve-page-data.ts";
import { brokenLinkWarnings, createLinkChecker, type LinkChecker } from "./link-checker.ts";
import { parseSourceFile, type ParsedFile } from "../../core/validation/json-source.ts";
import { siteSettingsFile } from "../../core/contract/menu-parts.ts";
import { blockingChecks as blockingChecksOf } from "../../core/content/lint/publish-checks.ts";
import type { Site } from "../../core/generated/site-data.ts";
import { logServerError, saidBy, ServerError, serverErrorEntry } from "../../core/errors/server-errors.ts";
import { refusalWords as words } from "../../core/words/refusal-words.ts";
import type {
  ChangesResponse,
  CheckRequest,
  CheckResponse,
  DraftsResponse,
  PublishChecksResponse,
  Published,
  ReachRequest,
  ReachResponse,
  SaveRequest,
  SaveResponse,
  WorkspaceResponse,
} from "../../core/contract/api-types.ts";

/** A file's version: what the editor had when it opened the file, compared with the disk before writing over it. */
export const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * The largest JSON request: everything one person may keep as drafts (draft-bounds.ts), and room for the rest of the
 * request. A check or a save carries at most the person's unsaved texts, which are what their drafts hold.
 */
export const maxJsonBytes = maxDraftsBytes + 1024 * 1024;

/** How much of a refused body is read (and thrown away) before answering: twice its limit, and never more than 64 MB. */
const discardLimit = (limit: number) => Math.min(2 * limit, 64 * 1024 * 1024);

/**
 * A request's body, up to `limit` bytes. A larger one is refused with 413, after reading on (and throwing away) up to
 * discardLimit: a client still sending when the server answers and closes gets a connection reset, not the answer,
 * and would say "the server is not answering" instead of "too large" (nginx's lingering close does the same).
 */
async function readBody(
  request: IncomingMessage,
  limit: number,
  tooLarge: (closeConnection: boolean) => ServerError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      if (size > discardLimit(limit)) break;
      continue;
    }
    chunks.push(chunk);
  }
  if (size > limit) throw tooLarge(size > discardLimit(limit));
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  // A JSON body, so that a form on another site (which can only send form encodings) cannot even try.
  if (!request.headers["content-type"]?.startsWith("application/json")) throw new ServerError("request-not-json-type");
  const body = await readBody(
    request,
    maxJsonBytes,
    (closeConnection) => new ServerError("request-too-large", { limit: maxJsonBytes }, { closeConnection }),
  );
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    // JSON.parse throws only for text that is not JSON.
    throw new ServerError("request-not-json");
  }
}

/** The longest picture file name taken: a name is shortened into the stored one, and no camera writes longer. */
export const maxUploadNameLength = 200;

/** The file name an upload says it has (X-File-Name, as encodeURIComponent wrote it), or refused in words. */
function uploadNameOf(header: string | string[] | undefined): string {
  if (typeof header !== "string" || !header) throw new ServerError("upload-name-missing");
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    // decodeURIComponent throws only a URIError, for a "%" not followed by the bytes of a character.
    throw new ServerError("upload-name-unreadable");
  }
  if (name.length > maxUploadNameLength) throw new ServerError("upload-name-too-long", { limit: maxUploadNameLength });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a name with a control character is refused; finding one is the point.
  if (/[\u0000-\u001f]/.test(name)) throw new ServerError("upload-name-unreadable");
  return name;
}

const changesOf = (changes: Record<string, string | null>): UnsavedChanges => new Map(Object.entries(changes));
/** A problem as it stays from one check to the next (its hint may list what changed: the ids left, say). */
const diagnosticKey = (d: Diagnostic) => `${d.file}\u0000${d.pointer}\u0000${d.code}\u0000${d.message}`;

/**
 * Who sends a request: their drafts, which files they may change, and where what they did is recorded. `npm run edit`
 * has one person, on this machine, who may change everything (localPerson); /admin has an account per person
 * (src/server/admin/admin-context.ts).
 */
export interface EditorPerson {
  /** Who they are, for what is recorded (the /admin account's e-mail); none under `npm run edit`. */
  email?: string;
  drafts: DraftStore;
  /**
   * Whether they may change this site-data file (some of it, when `after` is not given), or make it `after` (its new
   * text, null to remove it); a save or draft of any other is refused whole.
   */
  mayChange(file: string, after?: string | null): boolean;
  /** The only top-level parts of a file they may change, when they may change some of it and not all. */
  partsOf?(file: string): readonly string[] | undefined;
  /** What they are told when a change of `file` is refused, when it is more than "only an admin can change it". */
  refusal?(file: string, after?: string | null): ServerError | undefined;
  /** Called after files were saved. */
  saved?(files: string[]): void;
  /**
   * Whether they may publish these files as they are (their texts as they would go live; null: removed) without an
   * approval, or with one given to exactly these texts (src/server/admin/reviews/): the approval to publish with, or
   * none needed. Throws the refusal (a ServerError) when an approval is needed and none holds. None under `npm run edit`.
   */
  approval?(files: { file: string; text: string | null }[]): Promise<PublishApproval | undefined>;
  /** Records what they did (who, what, when), where the running site keeps such a record. */
  record?(action: string, detail: string): void | Promise<void>;
  /** What their uploads may cost, and the record of who uploaded what (src/server/admin/uploads/); none under `npm run edit`. */
  uploads?: PersonUploads;
}

/** The approval a publish goes ahead with: who gave it (said in the commit), and what is done once it is live. */
export interface PublishApproval {
  approvedBy: string;
  /** The publish is live: the reviews it used are done with, and it is recorded. A failure here is logged only. */
  done(): Promise<void>;
}

/**
 * One person's uploads, bounded: `begin` takes one of the few places for an upload at once (or refuses), `mayStore`
 * refuses a picture beyond what they may have waiting, `stored` records it, and `end` gives the place back.
 */
export interface PersonUploads {
  begin(): {
    mayStore(bytes: number): Promise<void>;
    stored(file: string, bytes: number): Promise<void>;
    end(): void;
  };
}

/** The one person of `npm run edit`: drafts in .drafts/, every file theirs. */
export const localPerson = (root: string): EditorPerson => ({ drafts: createDraftStore(root), mayChange: () => true });

/** Refused before anything is written: a file this person may not change. */
export function mustMayChange(person: EditorPerson, changes: { file: string; text?: string | null }[]) {
  const refused = changes.find(({ file, text }) => !person.mayChange(file, text));
  if (refused)
    throw person.refusal?.(refused.file, refused.text) ?? new ServerError("file-not-yours", { file: refused.file });
}

/** A file a save wrote, with its text before (null: it was new) and after (null: removed). */
export interface WrittenFile {
  file: string;
  before: string | null;
  after: string | null;
}

export interface EditorApiOptions {
  /**
   * On the running site: makes what a save wrote live (src/server/admin/publish/), within the save's transaction. When it
   * throws, what it did is undone, the files are put back as they were and the save is refused with its message: the
   * live site and the files stay as they were.
   */
  publish?: {
    /** What the save's journal records for it, to undo it after a crash. */
    context(): Record<string, string | null>;
    run(
      written: WrittenFile[],
      person: EditorPerson,
      reason: string | undefined,
      transaction: SiteTransaction,
      approvedBy?: string,
    ): Promise<Published>;
    /** Someone opened the editor: what a publish needs may be made ready now (the build process started). */
    prepare?(): void;
  };
  /** Where the files are written: the disk, or a test's that fails or stops at a chosen write. */
  disk?: Disk;
  /**
   * Undoes a save another process left half-made (it died; this one found its journal): the running site's also takes
   * back its commit and its release (src/server/admin/publish/recover-publish.ts); by default, the files only.
   */
  recover?: () => Promise<unknown>;
  /** Who asks outside pages whether the site's links to them still answer (a test's asks its own server). */
  linkChecker?: LinkChecker;
}

/** How long the check of outside links may hold up the list of checks, or a publish the site's settings make wait. */
const linkCheckDeadlineMs = 4000;

/** The files of these changes as written (deleted ones have no links left). */
const parsedChanges = (changes: Record<string, string | null>): ParsedFile[] =>
  Object.entries(changes).flatMap(([file, text]) => {
    if (text === null) return [];
    const { parsed } = parseSourceFile({ file, text });
    return parsed ? [parsed] : [];
  });

/** The editor's requests: read the site, check unsaved changes, keep them as drafts, save them, list and upload pictures. */
export function createEditorApi(
  workspace: SiteDataWorkspace,
  {
    publish,
    disk = realDisk,
    recover = () => recoverOpenSave(workspace.root, { disk }),
    linkChecker = createLinkChecker(),
  }: EditorApiOptions = {},
) {
  const { root } = workspace;
  const year = () => new Date().getFullYear();
  const local = localPerson(root);
  /** Who last saved each file, and when, for the version they saved: what others' editors say of a change they receive. */
  const lastSaves = new Map<string, { version: string | null; by?: string; at: number }>();
  const changedBy = (file: string, version: string | null) => {
    const last = lastSaves.get(file);
    return last && last.version === version ? { by: last.by, at: last.at } : {};
  };
  /** Where the preview last showed each file, to look there first at the next keystroke (page-preview.ts). */
  const addresses = new Map<string, string>();

  const check = (body: CheckRequest): CheckResponse => {
    const started = performance.now();
    const changes = changesOf(body.changes);
    const result = workspace.check(changes);
    const checkedMs = performance.now() - started;
    const preview = body.preview
      ? pagePreview(result, body.preview, workspace.referenceFields(), year(), addresses)
      : undefined;
    // Deleting a file is refused while something refers to it: what its deletion would break is where it is used.
    let usedAt: Diagnostic[] | undefined;
    if (body.deleting) {
      const before = new Set(result.diagnostics.map(diagnosticKey));
      const after = workspace.check(new Map([...changes, [body.deleting, null]]));
      usedAt = after.diagnostics.filter((d) => d.file !== body.deleting && !before.has(diagnosticKey(d)));
    }
    // The warnings of the file shown only: they are all the editor shows, and a large site has one or more per file.
    const warnings = result.warnings.filter((warning) => warning.file === body.preview);
    const links = siteLinkTargets(result);
    return {
      diagnostics: result.diagnostics,
      warnings,
      linkTargets: links.targets,
      ...(links.problem ? { linkTargetsProblem: { code: links.problem.code, message: links.problem.message } } : {}),
      preview,
      usedAt,
      checkedMs,
    };
  };

  /**
   * The pages the unsaved changes reach, against the site as published (change-reach.ts), and, when asked, one of them
   * as published and as it would be, for the editor to compare before Publish.
   */
  const reach = (body: ReachRequest): ReachResponse => {
    const before = workspace.current().loaded;
    const after = workspace.check(changesOf(body.changes)).loaded;
    if (!before || !after) return {};
    const files = Object.entries(body.changes).flatMap(([file, text]) =>
      (workspace.text(file) ?? null) === text ? [] : [file],
    );
    const answer: ReachResponse = { reach: changeReach(before, after, files, year()) };
    if (body.pathname) {
      const { pathname } = body;
      const previewOf = ({ siteData, referenceFields }: typeof before) => ({
        pathname,
        page: resolvePageData(siteData, pathname, referenceFields, year()),
        site: siteData.site,
      });
      answer.before = previewOf(before);
      answer.after = previewOf(after);
    }
    return answer;
  };

  /** The checks the site's settings make block a publish (its settings as they would be with these changes). */
  const blockingChecks = (changes: Record<string, string | null>): Set<string> => {
    try {
      const text = changes[siteSettingsFile] ?? workspace.text(siteSettingsFile);
      return blockingChecksOf(JSON.parse(text ?? "{}") as Pick<Site, "editing">);
    } catch {
      return new Set();
    }
  };
  const blocks = (warning: Diagnostic): Diagnostic => ({
    ...warning,
    params: { ...warning.params, blocksPublishing: true },
  });

  /**
   * The checks a good editor makes before publishing, of the files about to be published: the warnings of the files
   * changed (a picture without a description, ...) and their links to outside pages that answer with an error, asked
   * now (within a few seconds; no answer is no warning). Those the site's settings make block a publish say so.
   */
  const publishChecks = async (body: CheckRequest): Promise<PublishChecksResponse> => {
    const changed = new Set(Object.keys(body.changes));
    const result = workspace.check(changesOf(body.changes));
    const found = [...result.diagnostics, ...result.warnings].filter(
      (d) => changed.has(d.file) && (d.params.blocksPublishing || result.warnings.includes(d)),
    );
    const links = await brokenLinkWarnings(parsedChanges(body.changes), linkChecker, linkCheckDeadlineMs);
    const blocked = blockingChecks(body.changes);
    return { checks: [...found, ...links.map((link) => (blocked.has(link.code) ? blocks(link) : link))] };
  };

  const save = async (request: SaveRequest, person: EditorPerson, reason?: string): Promise<SaveResponse> => {
    // Site-data files only, each once, with a text or null and a version: never a picture (they arrive by upload), so
    // that a save can never remove a picture the site uses, nor write one back as text.
    const body = saveRequestOf(request);
    mustMayChange(person, body.files);
    const paths = new Map(body.files.map(({ file }) => [file, confinedPath(root, file)]));
    const conflictsChecked = new Map<string, string | null>();
    const conflicts = body.files.flatMap(({ file, base }) => {
      const path = paths.get(file)!;
      const disk = existsSync(path) ? readFileSync(path, "utf8") : null;
      conflictsChecked.set(file, disk);
      const diskVersion = disk === null ? null : versionOf(disk);
      return diskVersion === base ? [] : [{ file, disk, version: diskVersion, ...changedBy(file, diskVersion) }];
    });
    if (conflicts.length) throw new ServerError("changed-on-disk", {}, { body: { conflicts } });
    const result = workspace.check(changesOf(Object.fromEntries(body.files.map(({ file, text }) => [file, text]))));
    if (result.diagnostics.length)
      throw new ServerError("save-has-problems", {}, { body: { diagnostics: result.diagnostics } });
    // A link to an outside page that answers with an error blocks a publish only where the site's settings say so:
    // asked then, within a few seconds (no answer is no problem).
    const savedTexts = Object.fromEntries(body.files.map(({ file, text }) => [file, text]));
    if (blockingChecks(savedTexts).has("external-link-broken")) {
      const links = await brokenLinkWarnings(parsedChanges(savedTexts), linkChecker, linkCheckDeadlineMs);
      if (links.length) throw new ServerError("save-has-problems", {}, { body: { diagnostics: links.map(blocks) } });
    }
    const written: WrittenFile[] = body.files.map(({ file, text }) => ({
      file,
      before: conflictsChecked.get(file) ?? null,
      after: text,
    }));
    // A save that changes nothing is answered at once: nothing is written, built or committed.
    const changed = written.filter(({ before, after }) => before !== after);
    // Whether the person may publish these texts as they are, asked last: a change with problems or a conflict is
    // refused for those first, which the person can put right before anyone reviews it.
    const approval = changed.length
      ? await person.approval?.(changed.map(({ file, after }) => ({ file, text: after })))
      : undefined;
    let published: Published | undefined;
    if (changed.length) published = await writeAll(changed, person, reason, approval?.approvedBy);
    if (approval)
      await approval.done().catch((error: unknown) => {
        logServerError(new ServerError("approval-not-recorded", { said: saidBy(error) }, { cause: error }));
      });
    person.saved?.(body.files.map(({ file }) => file));
    // Drafts of exactly what was saved are done with; one with later changes (typed while saving) stays. The files are
    // saved either way: a draft that could not be removed holds what is on disk, and the editor drops it when it opens.
    const saved = new Map(body.files.map(({ file, text }) => [file, text]));
    try {
      await person.drafts.keep({
        write: [],
        remove: (await person.drafts.list()).flatMap((draft) =>
          saved.has(draft.file) && saved.get(draft.file) === draft.text ? [draft.file] : [],
        ),
      });
    } catch (error) {
      logServerError(new ServerError("drafts-not-cleared", { said: saidBy(error) }, { cause: error }));
    }
    return {
      files: body.files.map(({ file, text }) => ({ file, text, version: text === null ? null : versionOf(text) })),
      ...(published ? { published } : {}),
    };
  };
  const filesChanged = (written: WrittenFile[]) => {
    for (const { file } of written) workspace.fileChanged(join(root, file));
  };

  /**
   * The files of a save written all together or not at all (src/server/editing/site-transaction.ts) and, on the
   * running site, published within the same transaction: whatever fails, the files and the live site are as they
   * were, and the save is refused with what went wrong.
   */
  const writeAll = async (written: WrittenFile[], person: EditorPerson, reason?: string, approvedBy?: string) => {
    // What the journal records for the publish (the branch and its commit): a git that fails there fails the publish.
    let context: Record<string, string | null>;
    try {
      context = publish?.context() ?? {};
    } catch (error) {
      throw notPublished(error);
    }
    const begin = () =>
      SiteTransaction.begin(
        root,
        written.map(({ file, after }) => ({ file, after: after === null ? null : Buffer.from(after, "utf8") })),
        context,
        disk,
      );
    let transaction: SiteTransaction;
    try {
      try {
        transaction = begin();
      } catch (error) {
        // Saves here are one at a time: a journal found now is another process's, undone if that process is gone.
        if (!(error instanceof SaveInProgress)) throw error;
        // That process still running is why it stays; anything else that stops the undoing is said in the log.
        await recover().catch((failed: unknown) => {
          if (!(failed instanceof SaveInProgress)) logServerError(failed);
        });
        transaction = begin();
      }
    } catch (error) {
      if (error instanceof DiskFull) throw diskFull(error);
      if (error instanceof SaveInProgress) throw new ServerError("save-in-progress", {}, { cause: error });
      throw error;
    }
    let published: Published | undefined;
    // Who saved each file, for others' editors, from the moment the files change (they may see the change while it
    // builds); taken back with the save.
    const savesBefore = new Map(written.map(({ file }) => [file, lastSaves.get(file)]));
    try {
      transaction.apply();
      const savedAt = Date.now();
      for (const { file, after } of written)
        lastSaves.set(file, { version: after === null ? null : versionOf(after), by: person.email, at: savedAt });
      filesChanged(written);
      if (publish) published = await publish.run(written, person, reason, transaction, approvedBy);
      disk.step("end");
      // Ends the journal (a full disk there undoes the save like any other failure), then records and pushes.
      await transaction.commit();
    } catch (error) {
      try {
        await transaction.rollback();
      } finally {
        for (const [file, save] of savesBefore) save ? lastSaves.set(file, save) : lastSaves.delete(file);
        filesChanged(written);
      }
      if (isDiskFull(error)) throw diskFull(error);
      if (!publish) throw error;
      throw notPublished(error);
    }
    return published;
  };

  /**
   * A save refused because its publish failed: the person is told what failed (without the server's paths), and the
   * operator's log has it with the code of its cause.
   */
  const notPublished = (error: unknown) => {
    const refusal = new ServerError("not-published", { said: withoutPaths(saidBy(error), root) }, { cause: error });
    logServerError(refusal);
    return refusal;
  };
  /** A save refused for a full disk: told in the editor's words, and said in the log, which is where it is put right. */
  const diskFull = (error: unknown) => {
    const refusal = error instanceof DiskFull ? error : new DiskFull({ said: saidBy(error) }, { cause: error });
    logServerError(refusal);
    return refusal;
  };

  /** One save at a time, from its check of versions to its publish: two people's saves never interleave. */
  let saving: Promise<unknown> = Promise.resolve();
  const saveInTurn = (body: SaveRequest, person: EditorPerson, reason?: string): Promise<SaveResponse> => {
    const turn = saving.then(() => save(body, person, reason));
    saving = turn.catch(() => undefined);
    return turn;
  };

  /** What changed on disk after change number `since`, each file as it is now (src/studio/state/change-feed.ts). */
  const changes = (since: number): ChangesResponse => {
    const found = Number.isSafeInteger(since) && since >= 0 ? workspace.changesSince(since) : null;
    if (!found) return { seq: workspace.seq(), files: [], readAgain: true };
    return {
      seq: found.seq,
      files: found.files.map((file) => {
        const text = workspace.text(file) ?? null;
        const version = text === null ? null : versionOf(text);
        return { file, disk: text, version, ...changedBy(file, version) };
      }),
    };
  };

  const workspaceState = (person: EditorPerson): WorkspaceResponse => {
    publish?.prepare?.();
    return workspaceBody(person);
  };
  const workspaceBody = (person: EditorPerson): WorkspaceResponse => ({
    project: createHash("sha256").update(root).digest("hex").slice(0, 16),
    seq: workspace.seq(),
    files: workspace.files().map(({ file, text }) => ({ file, text, version: versionOf(text) })),
    notYours: workspace.files().flatMap(({ file }) => (person.mayChange(file) ? [] : [file])),
    onlyParts: Object.fromEntries(
      workspace.files().flatMap(({ file }) => {
        const parts = person.partsOf?.(file);
        return parts ? [[file, [...parts]]] : [];
      }),
    ),
    schemas: workspace.schemas(),
    images: listSiteImages(root),
    maxUploadBytes,
  });

  const routes: Record<string, (request: IncomingMessage, person: EditorPerson) => Promise<unknown> | unknown> = {
    "GET /api/workspace": (_request, person) => workspaceState(person),
    "POST /api/check": async (request) => check(checkRequestOf(await readJson(request))),
    "POST /api/reach": async (request) => reach(reachRequestOf(await readJson(request))),
    "POST /api/publish-checks": async (request) => publishChecks(checkRequestOf(await readJson(request))),
    "POST /api/save": async (request, person) => saveInTurn(saveRequestOf(await readJson(request)), person),
    "GET /api/alive": () => ({ alive: true }),
    "GET /api/changes": (request) =>
      changes(Number(new URL(request.url ?? "", "http://editor").searchParams.get("since"))),
    "GET /api/drafts": async (_request, person): Promise<DraftsResponse> => {
      const unreadable: DraftsResponse["unreadable"] = [];
      const drafts = await person.drafts.list(({ code, message, params }) =>
        unreadable.push({ file: params.file, code, message }),
      );
      return unreadable.length ? { drafts, unreadable } : { drafts };
    },
    "POST /api/drafts": async (request, person) => {
      const keep = keepDraftsRequestOf(await readJson(request));
      // A draft kept is a change to come, checked as the save of it will be; dropping one changes nothing.
      mustMayChange(person, [...keep.write, ...keep.remove.map((file) => ({ file }))]);
      await person.drafts.keep(keep);
      return {};
    },
    "POST /api/blocks-preview": async (request) =>
      blocksPreview(workspace.current(), blocksRequestOf(await readJson(request)), workspace.referenceFields(), year()),
    "POST /api/markdown": async (request) => ({ html: renderMarkdown(markdownRequestOf(await readJson(request))) }),
    "POST /api/images": async (request, person) => {
      const name = uploadNameOf(request.headers["x-file-name"]);
      const turn = person.uploads?.begin();
      try {
        const bytes = await readBody(
          request,
          maxUploadBytes + 1,
          (closeConnection) => new ServerError("picture-too-large", { limit: maxUploadBytes }, { closeConnection }),
        );
        await turn?.mayStore(bytes.length);
        const image = await storeUpload(root, name, bytes);
        const path = `${root}/public${image.src}`;
        await turn?.stored(`public${image.src}`, statSync(path).size);
        workspace.fileChanged(path);
        return image;
      } finally {
        turn?.end();
      }
    },
  };

  /** Answers an /api request (at `path`, /admin's prefix taken off), for `person`; false for any other address. */
  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    person: EditorPerson = local,
    path = (request.url ?? "").split("?")[0],
  ): Promise<boolean> {
    if (!path.startsWith("/api/")) return false;
    const route = routes[`${request.method} ${path}`];
    response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.setHeader("Cache-Control", "no-store");
    try {
      if (!route)
        throw new ServerError("no-such-request", { method: String(request.method), path: path.slice(0, 100) });
      response.end(JSON.stringify(await route(request, person)));
    } catch (error) {
      // A request its sender stopped before its body ended (Cancel on an upload): nobody waits for an answer, and
      // nothing went wrong to log.
      if (request.destroyed && !request.complete) {
        response.destroy();
        return true;
      }
      // What failed inside is for the server's log: its message may name the server's files, which no answer does.
      const refused = refusal(error) ?? failed(error, `${request.method} ${path.slice(0, 100)}`);
      if (error instanceof ServerError && error.closeConnection) response.setHeader("Connection", "close");
      response.statusCode = refused.status;
      response.end(JSON.stringify(refused.body));
    }
    return true;
  }

  /** Saves (and, on the running site, publishes) files as Save does, for requests of the server's own (a restore). */
  const saveFiles = (files: SaveRequest["files"], person: EditorPerson, reason: string) =>
    saveInTurn({ files }, person, reason);
  return Object.assign(handle, { saveFiles, refusal });
}

/**
 * Whether a failure is one to tell the person (a refusal, a conflict, a problem: a code of the catalogue for the
 * person), with its status and the answer's JSON: its words, its code, and what more it says (the conflicts).
 */
function refusal(error: unknown): { status: number; body: Record<string, unknown> } | null {
  if (!(error instanceof ServerError) || serverErrorEntry(error.code).for !== "person") return null;
  return { status: error.status, body: { error: error.message, code: error.code, ...error.body } };
}

/** Any other failure: said in the server's log with its cause, and to the person in words that name nothing of it. */
function failed(error: unknown, request: string): { status: number; body: Record<string, unknown> } {
  const [method, path] = request.split(" ");
  const failure = new ServerError("editor-request-failed", { method, path, said: saidBy(error) }, { cause: error });
  logServerError(failure);
  return { status: failure.status, body: { error: words.serverFailed, code: failure.code } };
}
