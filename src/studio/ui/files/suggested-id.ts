/** The longest address suggested from a title: long enough to say what it is, short enough to share. */
const longest = 60;

/**
 * An address suggested from a title, in plain ASCII: "Lagos Fintech Week 2026: a recap" -> "lagos-fintech-week-2026-a-recap",
 * "Café & Co." -> "cafe-and-co". Lowercase letters, digits and dashes, starting with a letter (what an id may be);
 * empty when the title has no letter to start it with.
 */
export function suggestedId(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+/, "")
    .replace(/-+$/, "");
  if (words.length <= longest) return words;
  // Cut at a dash, not inside a word.
  const cut = words.slice(0, longest + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : longest);
}
