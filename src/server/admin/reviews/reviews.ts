import { randomBytes } from "node:crypto";
import type { Sql } from "../../store/database.ts";
import { readReviewLink, signReviewLink } from "./review-link.ts";
import { reviewHash, type ReviewedFile } from "./review-hash.ts";

/** One file of a change shared for review: its text as it would be published, and the version it was changed from. */
export interface ReviewFile extends ReviewedFile {
  base: string | null;
}

export type ReviewState = "waiting" | "approved" | "changes-asked" | "published";

/** A change shared for review: what it is, who shared it, its link's end, and the answer it had. */
export interface Review {
  id: number;
  accountId: number;
  /** Whose change it is (their account's e-mail). */
  email: string;
  files: ReviewFile[];
  /** reviewHash(files): what an approval is given to. */
  hash: string;
  /** The change in words: its subject, and a line for each field it changes (as History says them). */
  subject: string;
  lines: string[];
  createdAt: number;
  expiresAt: number;
  withdrawnAt: number | null;
  openedAt: number | null;
  state: ReviewState;
  /** Who answered (the name a reviewer gave, or an account's e-mail), when, and what they said with it. */
  answeredBy: string | null;
  answeredAt: number | null;
  answerNote: string;
  /** The hash the approval was given to: the approval holds while it is the change's. */
  approvedHash: string | null;
}

/** A reviewer's comment on one part of one page ("block 2", "header", "footer", "page"). */
export interface ReviewComment {
  id: number;
  reviewId: number;
  pathname: string;
  part: string;
  name: string;
  text: string;
  at: number;
}

interface ReviewRow {
  id: number;
  account_id: number;
  email: string;
  files: string;
  content_hash: string;
  subject: string;
  lines: string;
  created_at: number;
  expires_at: number;
  withdrawn_at: number | null;
  opened_at: number | null;
  state: ReviewState;
  answered_by: string | null;
  answered_at: number | null;
  answer_note: string;
  approved_hash: string | null;
}

const reviewOf = (row: ReviewRow): Review => ({
  id: Number(row.id),
  accountId: Number(row.account_id),
  email: row.email,
  files: JSON.parse(row.files) as ReviewFile[],
  hash: row.content_hash,
  subject: row.subject,
  lines: JSON.parse(row.lines) as string[],
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at),
  openedAt: row.opened_at === null ? null : Number(row.opened_at),
  state: row.state,
  answeredBy: row.answered_by,
  answeredAt: row.answered_at === null ? null : Number(row.answered_at),
  answerNote: row.answer_note,
  approvedHash: row.approved_hash,
});

const selectReviews = "SELECT r.*, a.email FROM reviews r JOIN accounts a ON a.id = r.account_id";

/** An approval that still holds: given to the change exactly as it is, and not withdrawn since. */
export const approvalHolds = (review: Review) =>
  review.state === "approved" && review.withdrawnAt === null && review.approvedHash === review.hash;

/** What a link opens: its review, or why it no longer opens (410 Gone), or nothing (a link not made here: 404). */
export type OpenedLink = { review: Review } | { gone: "expired" | "withdrawn" | "published" } | null;

/** Whether a publish of these files may go ahead, for an account whose publishes need an approval. */
export type Approval =
  | { approved: Review[] }
  | { refused: "needs-approval" }
  /** An approval was given to another text of one of these files: the change was changed since. */
  | { refused: "changed-since"; review: Review };

/**
 * Changes shared for review (src/server/admin/reviews/): kept in the database with the exact texts reviewed, their
 * links' ends, withdrawals, comments and answers, so that an approval is bound to what was reviewed and survives a
 * restart. The links are signed with a key made once and kept in the database (every instance shares it).
 */
export class Reviews {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /** The server's key for reviewers' links, made the first time one is needed. */
  signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      await this.db.run(
        "INSERT INTO server_keys (name, key) VALUES ('review-links', ?) ON CONFLICT (name) DO NOTHING",
        [randomBytes(32).toString("base64")],
      );
      const row = await this.db.get<{ key: string }>("SELECT key FROM server_keys WHERE name = 'review-links'");
      return Buffer.from(row!.key, "base64");
    })();
    return this.key;
  }

  /** Shares a change for review: kept with its hash; its link's token. */
  async create(
    accountId: number,
    change: { files: ReviewFile[]; subject: string; lines: string[] },
    expiresAt: number,
  ): Promise<{ review: Review; token: string }> {
    const inserted = await this.db.get<{ id: number }>(
      `INSERT INTO reviews (account_id, files, content_hash, subject, lines, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        accountId,
        JSON.stringify(change.files),
        reviewHash(change.files),
        change.subject,
        JSON.stringify(change.lines),
        this.now(),
        expiresAt,
      ],
    );
    const review = (await this.byId(Number(inserted!.id)))!;
    return { review, token: await this.token(review) };
  }

  /** A review's link's token (the same each time it is asked for). */
  async token(review: Pick<Review, "id" | "expiresAt">): Promise<string> {
    return signReviewLink(await this.signingKey(), review);
  }

  async byId(id: number): Promise<Review | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const row = await this.db.get<ReviewRow>(`${selectReviews} WHERE r.id = ?`, [id]);
    return row && reviewOf(row);
  }

  /** What a reviewer's link opens now. */
  async open(token: string): Promise<OpenedLink> {
    const link = readReviewLink(await this.signingKey(), token, this.now());
    if ("refused" in link) {
      if (link.refused === "forged") return null;
      const id = Number(token.split(".")[0]);
      return (await this.byId(id)) ? { gone: "expired" } : null;
    }
    const review = await this.byId(link.id);
    if (!review || review.expiresAt !== link.expiresAt) return null;
    if (review.withdrawnAt !== null) return { gone: "withdrawn" };
    if (review.state === "published") return { gone: "published" };
    return { review };
  }

  /** The first opening of a link; whether this was it. */
  async opened(id: number): Promise<boolean> {
    const { changes } = await this.db.run("UPDATE reviews SET opened_at = ? WHERE id = ? AND opened_at IS NULL", [
      this.now(),
      id,
    ]);
    return changes > 0;
  }

  /** Withdraws a review and its link; false when it was withdrawn or published already. */
  async withdraw(id: number): Promise<boolean> {
    const { changes } = await this.db.run(
      "UPDATE reviews SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL AND state <> 'published'",
      [this.now(), id],
    );
    return changes > 0;
  }

  async comment(
    reviewId: number,
    comment: { pathname: string; part: string; name: string; text: string },
  ): Promise<ReviewComment> {
    const at = this.now();
    const inserted = await this.db.get<{ id: number }>(
      "INSERT INTO review_comments (review_id, pathname, part, name, text, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
      [reviewId, comment.pathname, comment.part, comment.name, comment.text, at],
    );
    return { id: Number(inserted!.id), reviewId, ...comment, at };
  }

  /** The comments on these reviews, oldest first. */
  async comments(reviewIds: readonly number[]): Promise<ReviewComment[]> {
    if (!reviewIds.length) return [];
    const rows = await this.db.all<{
      id: number;
      review_id: number;
      pathname: string;
      part: string;
      name: string;
      text: string;
      at: number;
    }>(
      `SELECT id, review_id, pathname, part, name, text, at FROM review_comments WHERE review_id IN (${reviewIds.map(() => "?").join(", ")}) ORDER BY id`,
      reviewIds,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      reviewId: Number(row.review_id),
      pathname: row.pathname,
      part: row.part,
      name: row.name,
      text: row.text,
      at: Number(row.at),
    }));
  }

  /**
   * An answer: Approve (bound to the change's hash as it is now) or Ask for changes, by the name given. A later answer
   * replaces an earlier one while the review is open; false when it is withdrawn or published.
   */
  async answer(id: number, answer: { approve: boolean; by: string; note: string }): Promise<boolean> {
    const { changes } = await this.db.run(
      `UPDATE reviews SET state = ?, answered_by = ?, answered_at = ?, answer_note = ?,
         approved_hash = CASE WHEN ? = 1 THEN content_hash ELSE NULL END
       WHERE id = ? AND withdrawn_at IS NULL AND state <> 'published'`,
      [answer.approve ? "approved" : "changes-asked", answer.by, this.now(), answer.note, answer.approve ? 1 : 0, id],
    );
    return changes > 0;
  }

  /** The changes waiting for an answer, oldest first: what the admin's "Waiting for review" lists. */
  async waiting(): Promise<Review[]> {
    const rows = await this.db.all<ReviewRow>(
      `${selectReviews} WHERE r.state = 'waiting' AND r.withdrawn_at IS NULL ORDER BY r.id`,
    );
    return rows.map(reviewOf);
  }

  /** An account's reviews not withdrawn nor published, newest first. */
  async ofAccount(accountId: number): Promise<Review[]> {
    const rows = await this.db.all<ReviewRow>(
      `${selectReviews} WHERE r.account_id = ? AND r.withdrawn_at IS NULL AND r.state <> 'published' ORDER BY r.id DESC`,
      [accountId],
    );
    return rows.map(reviewOf);
  }

  /**
   * Whether these files, as they would be published by this account, are each exactly as an approval that holds was
   * given to: the approvals that let them through, or why not.
   */
  async approvalFor(accountId: number, files: readonly ReviewedFile[]): Promise<Approval> {
    const reviews = await this.ofAccount(accountId);
    const holding = reviews.filter(approvalHolds);
    const used = new Set<Review>();
    for (const { file, text } of files) {
      const covering = holding.find((review) => review.files.some((f) => f.file === file && f.text === text));
      if (covering) {
        used.add(covering);
        continue;
      }
      const changed = reviews.find(
        (review) => review.state === "approved" && review.files.some((f) => f.file === file),
      );
      return changed ? { refused: "changed-since", review: changed } : { refused: "needs-approval" };
    }
    return { approved: [...used] };
  }

  /** The reviews a publish used: done with, their links no longer open. */
  async published(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.db.run("UPDATE reviews SET state = 'published' WHERE id = ?", [id]);
  }
}
