/**
 * The inbox's search: every word searched for must start a word of what the visitor typed, in any case, with or
 * without accents ("adebayo olag" finds "Adébáyọ̀ Ọlágúnjú"). SQLite keeps a full-text index (FTS5, a database
 * step); PostgreSQL keeps a `words` column written with each submission from `indexedWords`, both cut the same way.
 */

/** At most this many words of a search are used. */
const maxSearchWords = 8;
/** What one submission's words may take in PostgreSQL's index (its limit for one value is 1 MB). */
const maxIndexedChars = 200_000;

/** Letters and digits without accents, lower-case: "Ọlágúnjú" → "olagunju". */
const plain = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a text, as both indexes cut them: runs of letters and digits. */
export const wordsOf = (text: string): string[] => plain(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** What PostgreSQL indexes for a submission (to_tsvector('simple', ...)): its words, space-separated. */
export const indexedWords = (fields: string) => wordsOf(fields.slice(0, maxIndexedChars)).join(" ");

/** The words of a search (at most eight), each to match the start of a word. */
export const searchWords = (search: string | undefined): string[] => wordsOf(search ?? "").slice(0, maxSearchWords);

/** The condition on a submission (and its value) that every word of the search starts one of its words. */
export function searchCondition(dialect: "sqlite" | "postgres", words: string[]): { where: string; value: string } {
  if (dialect === "sqlite") {
    return {
      where: "rowid IN (SELECT rowid FROM submissions_text WHERE submissions_text MATCH ?)",
      value: words.map((word) => `"${word}"*`).join(" "),
    };
  }
  // Only letters and digits reach here: nothing of to_tsquery's syntax can be typed.
  return { where: "words @@ to_tsquery('simple', ?)", value: words.map((word) => `${word}:*`).join(" & ") };
}
