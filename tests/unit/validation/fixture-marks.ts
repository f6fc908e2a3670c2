/**
 * Places marked in a fixture's text: `⟨name⟩` stands where a diagnostic must point (just before the value or key it
 * names), so that no line or column is counted by hand. ⟨ and ⟩ appear in no fixture otherwise; the validator reads
 * the text without them (fixture-site.ts takes them out).
 */

/** A line and a column, from 1, as diagnostics give them. */
export interface Place {
  line: number;
  column: number;
}

const marker = /⟨([\w-]+)⟩/g;

/** The text as the validator reads it: without its markers. */
export const withoutMarks = (text: string) => text.replace(marker, "");

/** Where each marker of a text stands in the text without them, by the marker's name. */
export function marksOf(text: string): Map<string, Place> {
  const marks = new Map<string, Place>();
  const plain = withoutMarks(text);
  let removed = 0;
  for (const match of text.matchAll(marker)) {
    const [written, name] = match;
    if (marks.has(name)) throw new Error(`The marker ⟨${name}⟩ is in the text twice.`);
    const lines = plain.slice(0, match.index - removed).split("\n");
    marks.set(name, { line: lines.length, column: lines.at(-1)!.length + 1 });
    removed += written.length;
  }
  return marks;
}

/** The place of the one marker of `excerpt`, a piece of `text` (which has no markers) found there exactly once. */
export function placeIn(text: string, excerpt: string): Place {
  const plain = withoutMarks(excerpt);
  const at = text.indexOf(plain);
  if (at < 0 || text.indexOf(plain, at + 1) >= 0)
    throw new Error(`"${plain}" is not in the text exactly once: mark a place that only one piece of it has.`);
  const marks = [...marksOf(text.slice(0, at) + excerpt + text.slice(at + plain.length)).values()];
  if (marks.length !== 1) throw new Error(`"${excerpt}" must have one marker, ⟨here⟩ say.`);
  return marks[0];
}

/** The place of one marker of a text: ⟨here⟩, or the one named. */
export function placeOf(text: string, name = "here"): Place {
  const place = marksOf(text).get(name);
  if (!place) throw new Error(`No marker ⟨${name}⟩ in the text.`);
  return place;
}
