import { afterEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import { readReviewLink, signReviewLink } from "../../../src/server/admin/reviews/review-link.ts";
import { reviewHash } from "../../../src/server/admin/reviews/review-hash.ts";
import { approvalHolds, Reviews } from "../../../src/server/admin/reviews/reviews.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

const day = 24 * 60 * 60 * 1000;
const post = "site-data/collections/posts/year-in-review.json";
const about = "site-data/pages/about.json";
const change = {
  files: [
    { file: post, text: '{"title":"A year of work"}', base: "abc" },
    { file: about, text: '{"title":"About us"}', base: "def" },
  ],
  subject: "Blog post 'A year of work': title changed",
  lines: ["Title: “A year” → “A year of work”"],
};

describe("a reviewer's link", () => {
  const key = randomBytes(32);
  const now = Date.parse("2026-12-05T09:00:00Z");
  const link = { id: 7, expiresAt: now + day };

  it("opens until its end, with the review it was made for", () => {
    const token = signReviewLink(key, link);
    expect(readReviewLink(key, token, now)).toEqual(link);
    expect(readReviewLink(key, token, now + day - 1)).toEqual(link);
    expect(readReviewLink(key, token, now + day)).toEqual({ refused: "expired" });
  });

  it("cannot be made, nor moved to another review or a later end, without the server's key", () => {
    const token = signReviewLink(key, link);
    const [, , signature] = token.split(".");
    expect(readReviewLink(key, `8.${link.expiresAt}.${signature}`, now)).toEqual({ refused: "forged" });
    expect(readReviewLink(key, `7.${link.expiresAt + day}.${signature}`, now)).toEqual({ refused: "forged" });
    expect(readReviewLink(randomBytes(32), token, now)).toEqual({ refused: "forged" });
    expect(readReviewLink(key, signReviewLink(randomBytes(32), link), now)).toEqual({ refused: "forged" });
    for (const junk of ["", "7", "7.x.y", `${token}x`, `${token.slice(0, -1)}!`, "../../admin", "1".repeat(5000)])
      expect(readReviewLink(key, junk, now)).toEqual({ refused: "forged" });
  });
});

describe("the hash an approval is given to", () => {
  it("is the same for the same files in any order, and differs for any change of a name, a text or a deletion", () => {
    const files = change.files.map(({ file, text }) => ({ file, text }));
    const hash = reviewHash(files);
    expect(reviewHash([...files].reverse())).toBe(hash);
    expect(reviewHash([{ ...files[0], text: '{"title":"A year of work!"}' }, files[1]])).not.toBe(hash);
    expect(reviewHash([{ ...files[0], text: null }, files[1]])).not.toBe(hash);
    expect(reviewHash([{ ...files[0], file: "site-data/collections/posts/other.json" }, files[1]])).not.toBe(hash);
    expect(reviewHash([files[0]])).not.toBe(hash);
    // A text moved from the end of one file to the start of the next is another change.
    expect(
      reviewHash([
        { file: "a", text: "xy" },
        { file: "b", text: "z" },
      ]),
    ).not.toBe(
      reviewHash([
        { file: "a", text: "x" },
        { file: "b", text: "yz" },
      ]),
    );
  });
});

describe.each(testDatabases)("reviews ($name)", ({ fresh }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });

  it("a link opens its review until it is withdrawn, it ends, or the change is published; each says why in its own way", async () => {
    database = await fresh();
    const { db } = database;
    let clock = Date.parse("2026-12-05T09:00:00Z");
    const { account } = await new Accounts(db).add("grace@nerivo.ng", "editor");
    const reviews = new Reviews(db, () => clock);
    const { review, token } = await reviews.create(account.id, change, clock + day);
    expect(review).toMatchObject({ email: "grace@nerivo.ng", state: "waiting", files: change.files });
    expect(await reviews.open(token)).toEqual({ review });
    expect(await reviews.open(`${review.id + 1}.${review.expiresAt}.${token.split(".")[2]}`)).toBeNull();
    // The key is kept: a new store on the same database reads the same links.
    expect(await new Reviews(db, () => clock).open(token)).toEqual({ review });

    expect(await reviews.opened(review.id)).toBe(true);
    expect(await reviews.opened(review.id)).toBe(false);

    clock += day;
    expect(await reviews.open(token)).toEqual({ gone: "expired" });
    clock -= day;

    const second = await reviews.create(account.id, change, clock + 7 * day);
    expect(await reviews.withdraw(second.review.id)).toBe(true);
    expect(await reviews.withdraw(second.review.id)).toBe(false);
    expect(await reviews.open(second.token)).toEqual({ gone: "withdrawn" });
    expect(await reviews.answer(second.review.id, { approve: true, by: "Ngozi", note: "" })).toBe(false);

    await reviews.published([review.id]);
    expect(await reviews.open(token)).toEqual({ gone: "published" });
  });

  it("an approval lets through exactly the texts it was given to, for the account that shared them; any other text is refused", async () => {
    database = await fresh();
    const { db } = database;
    const accounts = new Accounts(db);
    const { account } = await accounts.add("grace@nerivo.ng", "editor");
    const { account: other } = await accounts.add("ada@nerivo.ng", "editor");
    const reviews = new Reviews(db);
    const saved = change.files.map(({ file, text }) => ({ file, text }));
    expect(await reviews.approvalFor(account.id, saved)).toEqual({ refused: "needs-approval" });

    const { review } = await reviews.create(account.id, change, Date.now() + day);
    expect(await reviews.waiting()).toHaveLength(1);
    expect(await reviews.approvalFor(account.id, saved)).toEqual({ refused: "needs-approval" });
    await reviews.answer(review.id, { approve: false, by: "Ngozi", note: "The rate is wrong." });
    expect(await reviews.byId(review.id)).toMatchObject({ state: "changes-asked", answerNote: "The rate is wrong." });
    expect(await reviews.approvalFor(account.id, saved)).toEqual({ refused: "needs-approval" });

    await reviews.answer(review.id, { approve: true, by: "Ngozi", note: "" });
    const approved = (await reviews.byId(review.id))!;
    expect(approved).toMatchObject({ state: "approved", answeredBy: "Ngozi", approvedHash: reviewHash(saved) });
    expect(approvalHolds(approved)).toBe(true);
    expect(await reviews.waiting()).toHaveLength(0);
    expect(await reviews.approvalFor(account.id, saved)).toEqual({ approved: [approved] });
    // A part of it only, too.
    expect(await reviews.approvalFor(account.id, [saved[0]])).toEqual({ approved: [approved] });
    // Changed since: refused, naming the approval that no longer holds.
    expect(await reviews.approvalFor(account.id, [{ file: post, text: '{"title":"A year of play"}' }])).toEqual({
      refused: "changed-since",
      review: approved,
    });
    // A file nobody reviewed, and another account's publish of the same texts.
    expect(
      await reviews.approvalFor(account.id, [...saved, { file: "site-data/pages/home.json", text: "{}" }]),
    ).toEqual({ refused: "needs-approval" });
    expect(await reviews.approvalFor(other.id, saved)).toEqual({ refused: "needs-approval" });

    // Withdrawn, it lets nothing through.
    await reviews.withdraw(review.id);
    expect(await reviews.approvalFor(account.id, saved)).toEqual({ refused: "needs-approval" });
  });

  it("keeps comments on each part of each page, oldest first", async () => {
    database = await fresh();
    const { db } = database;
    const { account } = await new Accounts(db).add("grace@nerivo.ng", "editor");
    const reviews = new Reviews(db);
    const { review } = await reviews.create(account.id, change, Date.now() + day);
    await reviews.comment(review.id, { pathname: "/about", part: "block 1", name: "Ngozi", text: "Say 2026." });
    await reviews.comment(review.id, { pathname: "/about", part: "footer", name: "Tunde", text: "Fine." });
    expect((await reviews.comments([review.id])).map(({ part, name, text }) => [part, name, text])).toEqual([
      ["block 1", "Ngozi", "Say 2026."],
      ["footer", "Tunde", "Fine."],
    ]);
    expect(await reviews.comments([])).toEqual([]);
  });
});
