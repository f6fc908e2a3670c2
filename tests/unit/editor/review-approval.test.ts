import { describe, expect, it } from "vitest";
import type { ReviewEntry } from "../../../src/core/contract/api-types.ts";
import { approvalState, reviewHolds } from "../../../src/studio/state/review-approval.ts";

const post = "site-data/collections/posts/a.json";
const about = "site-data/pages/about.json";
const review = (id: number, state: ReviewEntry["state"], files: ReviewEntry["files"]): ReviewEntry => ({
  id,
  email: "grace@nerivo.ng",
  subject: "A change",
  lines: [],
  files,
  createdAt: 0,
  expiresAt: 1,
  openedAt: null,
  state,
  answeredBy: state === "waiting" ? null : "Ngozi",
  answeredAt: state === "waiting" ? null : 1,
  answerNote: "",
  comments: [],
});

describe("where an editor's changes stand with their reviews", () => {
  const changes = new Map<string, string | null>([
    [post, '{"title":"New"}'],
    [about, null],
  ]);

  it("an approval of exactly these changes lets them be published", () => {
    const approved = review(1, "approved", [
      { file: post, text: '{"title":"New"}' },
      { file: about, text: null },
    ]);
    expect(reviewHolds(approved, changes)).toBe(true);
    expect(approvalState([approved], changes)).toEqual({ covered: true, voided: [], waiting: [] });
  });

  it("two approvals, each of a part, let the whole through; a part alone does not", () => {
    const first = review(1, "approved", [{ file: post, text: '{"title":"New"}' }]);
    const second = review(2, "approved", [{ file: about, text: null }]);
    expect(approvalState([first, second], changes).covered).toBe(true);
    expect(approvalState([first], changes).covered).toBe(false);
  });

  it("a word typed since voids the approval, and says whose it was", () => {
    const approved = review(1, "approved", [{ file: post, text: '{"title":"Old"}' }]);
    expect(reviewHolds(approved, changes)).toBe(false);
    expect(approvalState([approved], changes)).toEqual({ covered: false, voided: [approved], waiting: [] });
  });

  it("a change waiting for an answer, or one sent back, is not approved", () => {
    const files = [
      { file: post, text: '{"title":"New"}' },
      { file: about, text: null },
    ];
    const waiting = review(1, "waiting", files);
    const asked = review(2, "changes-asked", files);
    expect(approvalState([waiting, asked], changes)).toEqual({ covered: false, voided: [], waiting: [waiting] });
  });

  it("no changes need no approval to stand", () => {
    expect(approvalState([], new Map()).covered).toBe(false);
  });
});
