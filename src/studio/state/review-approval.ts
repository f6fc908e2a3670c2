import type { ReviewEntry } from "../../core/contract/api-types.ts";

/** What the person's changes are, as publishing them would write them: each changed file and its text (null: deleted). */
export type Changes = ReadonlyMap<string, string | null>;

/**
 * Whether a review still stands for the changes as they are: each of its files has exactly the text it was shared
 * with. Any later change to one of them (a word typed, the file's changes discarded) voids its approval, as the server
 * voids it (it lets through only the texts reviewed).
 */
export const reviewHolds = (review: ReviewEntry, changes: Changes) =>
  review.files.every(({ file, text }) => changes.has(file) && changes.get(file) === text);

export interface ApprovalState {
  /** Every changed file is as an approval that holds was given to: Publish goes ahead. */
  covered: boolean;
  /** Approvals given to these files as they were, that no longer hold (newest first). */
  voided: ReviewEntry[];
  /** Reviews of exactly these changes still waiting for an answer. */
  waiting: ReviewEntry[];
}

/** Where the person's changes stand with their reviews: what the toolbar and the review panel say. */
export function approvalState(mine: readonly ReviewEntry[], changes: Changes): ApprovalState {
  const approved = mine.filter((review) => review.state === "approved");
  const holding = approved.filter((review) => reviewHolds(review, changes));
  const covered =
    changes.size > 0 &&
    [...changes].every(([file, text]) =>
      holding.some((review) => review.files.some((f) => f.file === file && f.text === text)),
    );
  return {
    covered,
    voided: approved.filter(
      (review) => !reviewHolds(review, changes) && review.files.some(({ file }) => changes.has(file)),
    ),
    waiting: mine.filter((review) => review.state === "waiting" && reviewHolds(review, changes)),
  };
}
