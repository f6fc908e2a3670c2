import { createHmac, timingSafeEqual } from "node:crypto";

/** What a reviewer's link names: its review, and until when it may be opened (milliseconds since 1970). */
export interface ReviewLink {
  id: number;
  expiresAt: number;
}

/** A link read: good, or why not (a token that was not made here, or changed, is "forged"). */
export type ReadLink = ReviewLink | { refused: "forged" | "expired" };

const signature = (key: Buffer, id: number, expiresAt: number) =>
  createHmac("sha256", key).update(`review-link:${id}:${expiresAt}`).digest("base64url");

/**
 * A reviewer's link's token: the review's number and the moment the link ends, signed with the server's key
 * (reviews.ts keeps it in the database), so that nobody can make one, nor move its end, without the key. A link is
 * withdrawn in the database (reviews.ts): the signature alone cannot be taken back.
 */
export function signReviewLink(key: Buffer, { id, expiresAt }: ReviewLink): string {
  return `${id}.${expiresAt}.${signature(key, id, expiresAt)}`;
}

/** A token as the address gave it: its review and end when its signature is the server's and it has not ended. */
export function readReviewLink(key: Buffer, token: string, now: number): ReadLink {
  const match = /^(\d{1,12})\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { refused: "forged" };
  const id = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(signature(key, id, expiresAt));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: "forged" };
  if (now >= expiresAt) return { refused: "expired" };
  return { id, expiresAt };
}
