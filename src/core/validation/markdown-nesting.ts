/**
 * How deeply a Markdown text nests quotes and lists. marked reads each level of nesting by calling itself once more,
 * so a text of thousands of "> " (or "- ") at the start of a line overflows the stack ("Maximum call stack size
 * exceeded"): a check of the site, a preview or a build would fail on it instead of saying what is wrong. Such a text
 * is measured before marked reads it; real writing nests a few levels, never dozens.
 */

/** The most levels of quotes and lists a text may nest: far more than anything written, far fewer than overflow. */
export const maxMarkdownNesting = 20;

/** A quote's ">" or a list item's marker ("-", "*", "+", "1." or "1)") followed by a space, at the start of a line. */
const containerMarker = /^ {0,3}(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/**
 * The deepest nesting of one line, counted from its markers: "> > - x" is 3 levels. A list nested by indenting its
 * items counts one level for each 2 spaces of indentation, which is how little a nested list item needs; a code block
 * indented far is counted high too, and may be refused along with the rest (texts do not indent code 40 spaces).
 */
function lineNesting(line: string): number {
  let rest = line.replace(/\t/g, "    ");
  const indent = /^ */.exec(rest)![0].length;
  let levels = Math.floor(indent / 2);
  rest = rest.slice(indent);
  for (let found = containerMarker.exec(rest); found && found[0].length > 0; found = containerMarker.exec(rest)) {
    levels++;
    rest = rest.slice(found[0].length);
  }
  return levels;
}

/** The deepest nesting of any line of the text; stops counting once past `limit` (the answer is then limit + 1). */
export function markdownNesting(markdown: string, limit = maxMarkdownNesting): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    deepest = Math.max(deepest, lineNesting(line));
    if (deepest > limit) return limit + 1;
  }
  return deepest;
}

/** Whether a text nests more than marked can read safely (more than maxMarkdownNesting levels). */
export const nestsTooDeeply = (markdown: string) => markdownNesting(markdown) > maxMarkdownNesting;
