import type { Diagnostic } from "../validation/diagnostic.ts";
import type { PagePreview } from "../content/page-preview.ts";
import type { ChangeReach } from "../content/change-reach.ts";

/** What the editor's page and its server (src/server/editing/editor-api.ts) say to each other. */

export interface WorkspaceFile {
  file: string;
  text: string;
  /** Of the text as read from disk; a save says which version it replaces. */
  version: string;
}

export interface SiteImage {
  src: string;
  width: number;
  height: number;
}

export interface WorkspaceResponse {
  /** Names the project the editor edits (a hash of its folder): drafts kept in the browser belong to one project. */
  project: string;
  /** The number of the site's latest change on disk: where the editor starts asking for changes (ChangesResponse). */
  seq: number;
  files: WorkspaceFile[];
  /** Files this person may read but not change (site settings and forms, for an editor on /admin): not listed to them. */
  notYours: string[];
  /** Files this person may change only some top-level parts of (the navigation and footer of the site settings). */
  onlyParts?: Record<string, string[]>;
  schemas: Record<string, Record<string, unknown>>;
  images: SiteImage[];
  maxUploadBytes: number;
}

/**
 * The checks a good editor makes before publishing, of the files about to be published: each a warning, or a problem
 * that blocks the publish where the site's settings say so (`params.blocksPublishing`).
 */
export interface PublishChecksResponse {
  checks: Diagnostic[];
}

export interface CheckRequest {
  /** Unsaved texts by file; null for a file to delete. */
  changes: Record<string, string | null>;
  /** The file whose page the preview shows. */
  preview?: string;
  /** A file the person wants to delete: the answer says where it is used. */
  deleting?: string;
}

export interface CheckResponse {
  diagnostics: Diagnostic[];
  /** The warnings of the file shown (`preview`): the only ones the editor shows, a few instead of the whole site's. */
  warnings: Diagnostic[];
  linkTargets: string[];
  /** Why `linkTargets` is empty when it should not be (link-targets-failed): the link fields say so. */
  linkTargetsProblem?: { code: "link-targets-failed"; message: string };
  preview?: PagePreview | { problem: string };
  usedAt?: Diagnostic[];
  checkedMs: number;
}

/** The pages a person's unsaved changes reach (POST /api/reach), and one of them before and after. */
export interface ReachRequest {
  /** Unsaved texts by file; null for a file to delete. */
  changes: Record<string, string | null>;
  /** The address to show before (as published) and after (with the changes). */
  pathname?: string;
}

export interface ReachResponse {
  /** None while the changes have problems to fix: what they reach is worked out once the site can be built. */
  reach?: ChangeReach;
  before?: PagePreview;
  after?: PagePreview;
}

export interface SaveRequest {
  /** `base`: the version the editor started from, null for a new file. */
  files: { file: string; text: string | null; base: string | null }[];
}

/** A publish of the site's history (/admin): who, when, and what, in words. */
export interface HistoryEntry {
  commit: string;
  author: string;
  /** Milliseconds since 1970. */
  at: number;
  subject: string;
  /** Each file's change in words, when the subject does not say it all. */
  lines: string[];
  /** Who approved it before it was published, when it needed an approval ("Ngozi Okafor, by the reviewer's link"). */
  approvedBy?: string;
}

export interface HistoryResponse {
  /** Newest first; empty when the project is not a git repository (`repository` false). */
  entries: HistoryEntry[];
  repository: boolean;
}

export interface SaveResponse {
  files: { file: string; text: string | null; version: string | null }[];
  /** On the running site (/admin), a save is a publish: what went live, in words, and how long it took. */
  published?: Published;
}

export interface Published {
  /** The change in words ("Blog post 'Year in review' added"), as the history lists it. */
  subject: string;
  /** The commit of the project's git repository that holds it; null when the project is not a git repository. */
  commit: string | null;
  /** From the request to the new site being served. */
  ms: number;
  /** Whether the commit went to the repository's remote. */
  push: "pushed" | "no remote" | "not a repository" | "will retry" | "not committed";
}

export interface Conflict {
  file: string;
  /** The file as it is on disk now (null: it was deleted). */
  disk: string | null;
  version: string | null;
  /** Who saved that version (their e-mail, on /admin) and when (ms since 1970), when this server saved it. */
  by?: string;
  at?: number;
}

/** Files changed on disk since the editor last asked (others' publishes, a `git pull`), each as it is now. */
export interface ChangesResponse {
  seq: number;
  files: Conflict[];
  /** So much changed since that the editor reads the whole site again. */
  readAgain?: boolean;
}

/**
 * The unsaved changes of one file, kept while the person works (src/server/editing/draft-store.ts, and the browser's
 * storage): what it would be saved as, the version of the file it started from, and when it was last changed.
 */
export interface DraftRecord {
  file: string;
  /** null: the file is to be deleted. */
  text: string | null;
  /** The version of the file on disk the changes started from; null for a new file. */
  base: string | null;
  /**
   * The text of that version, to merge the draft field by field with a newer one (src/studio/state/merge-json.ts);
   * absent in drafts kept before it was kept, and then every difference is asked.
   */
  baseText?: string | null;
  /** Milliseconds since 1970, as Date.now() gives them. */
  changedAt: number;
}

export interface DraftsResponse {
  drafts: DraftRecord[];
  /** Drafts kept that cannot be read (left out of `drafts`): the file, the code (docs/errors.md) and what to say. */
  unreadable?: { file: string; code: "draft-unreadable"; message: string }[];
}

/** Drafts to write (each replacing the file's previous one) and files whose drafts are no longer needed. */
export interface KeepDraftsRequest {
  write: DraftRecord[];
  remove: string[];
}

/** A publish chosen for a later minute, as the history lists it. */
export interface ScheduledEntry {
  id: number;
  email: string;
  subject: string;
  /** Milliseconds since 1970. */
  publishAt: number;
  state: "waiting" | "published" | "failed" | "cancelled";
  /** What became of it, in words. */
  result: string;
  files: string[];
}

export interface ScheduleResponse {
  scheduled: ScheduledEntry[];
}

export interface ScheduleRequest {
  files: SaveRequest["files"];
  /** Milliseconds since 1970. */
  publishAt: number;
}

/** A reviewer's comment on one part of one page of a change shared for review. */
export interface ReviewCommentEntry {
  pathname: string;
  /** The part, in words: "Block 2: Hero", "The header", "The footer", "The whole page". */
  part: string;
  name: string;
  text: string;
  /** Milliseconds since 1970. */
  at: number;
}

/**
 * A change shared for review (src/server/admin/reviews/), as its author and the admin's "Waiting for review" list it:
 * who, what (in words, as History says it), since when, the link's end, the answer and the comments.
 */
export interface ReviewEntry {
  id: number;
  /** Whose change it is (their account's e-mail). */
  email: string;
  subject: string;
  lines: string[];
  /** Each file as it was reviewed: the author's editor compares them with the unsaved changes to say whether an approval still holds. */
  files: { file: string; text: string | null }[];
  /** Milliseconds since 1970. */
  createdAt: number;
  expiresAt: number;
  /** When a reviewer first opened the link, if they have. */
  openedAt: number | null;
  state: "waiting" | "approved" | "changes-asked";
  /** Who answered (the name a reviewer gave, or an admin's e-mail), when, and what they said with it. */
  answeredBy: string | null;
  answeredAt: number | null;
  answerNote: string;
  /** The reviewer's link (its address on this site), for its author and for admins. */
  link?: string;
  comments: ReviewCommentEntry[];
}

export interface ReviewsResponse {
  /** The person's own changes shared for review, not withdrawn nor published, newest first. */
  mine: ReviewEntry[];
  /** Everyone's changes waiting for an answer, oldest first (to admins; to editors, none). */
  waiting: ReviewEntry[];
  /** Whether the person's publishes need an approval first (the site's settings, `editing.publishNeedsApproval`). */
  needsApproval: boolean;
  /** Whether the person may approve others' changes (admins). */
  mayApprove: boolean;
}

/** "Share for review": these files as they would be published, and for how many days the link opens (1 or 7). */
export interface ShareRequest {
  files: SaveRequest["files"];
  days: 1 | 7;
}

export interface ShareResponse {
  review: ReviewEntry;
}

/** An admin's answer, in /admin's "Waiting for review". */
export interface ReviewAnswerRequest {
  approve: boolean;
  note: string;
}
