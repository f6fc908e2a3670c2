import type { DraftRecord } from "../../core/contract/api-types.ts";

/**
 * How much one person may keep as drafts (unsaved changes), wherever they are kept: in .drafts/ (`npm run edit`,
 * draft-store.ts) or in the site's database (/admin, src/server/admin/account-drafts.ts). Without a bound, twenty requests
 * stored 392 MB, and reading them back took the server 17 s and 2 GB. A person's real drafts are a few files of a few
 * KB each; 200 files and 20 MB are far above that and far below harm. Each draft is at most 5 MB (draft-store.ts).
 */
export const maxDraftFiles = 200;
export const maxDraftsBytes = 20 * 1024 * 1024;

/** What one person's drafts take: how many files, and their bytes as stored. */
export interface DraftsSize {
  files: number;
  bytes: number;
}

/** The bytes a draft takes where it is kept (its record as JSON). */
export const draftBytes = (record: DraftRecord) => Buffer.byteLength(JSON.stringify(record));

/**
 * Why keeping these drafts is refused, or null: a bound passed by the change. A change that makes a measure no larger
 * is taken on it (removing drafts, or a smaller one), so that someone over a bound can always get back under it.
 */
export function draftsBoundProblem(
  before: DraftsSize,
  after: DraftsSize,
): { code: "drafts-too-many" | "drafts-too-large"; args: { limit: number } } | null {
  if (after.files > maxDraftFiles && after.files > before.files)
    return { code: "drafts-too-many", args: { limit: maxDraftFiles } };
  if (after.bytes > maxDraftsBytes && after.bytes > before.bytes)
    return { code: "drafts-too-large", args: { limit: maxDraftsBytes } };
  return null;
}
