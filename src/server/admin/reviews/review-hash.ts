import { createHash } from "node:crypto";

/** One file of a change as reviewed: its text as it would be published (null: the change deletes it). */
export interface ReviewedFile {
  file: string;
  text: string | null;
}

/**
 * The hash of exactly what a reviewer saw: every file of the change and its text, in the order of their names, each
 * with its length, so that no two different changes (a text moved from one file to the next) have the same hash.
 * An approval records it; a publish is let through only for files whose texts are those it was given for.
 */
export function reviewHash(files: readonly ReviewedFile[]): string {
  const hash = createHash("sha256");
  for (const { file, text } of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    hash.update(`${file.length}:${file}`);
    hash.update(text === null ? "deleted;" : `${Buffer.byteLength(text)}:${text};`);
  }
  return hash.digest("hex");
}
