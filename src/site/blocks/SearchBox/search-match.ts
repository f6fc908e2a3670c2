/** Text as a search compares it: lower case, accents off ("Ìkòyí" finds "ikoyi"). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Whether every word the visitor typed appears in a text already normalised (normaliseForSearch). */
export function matchesQuery(query: string, normalisedText: string): boolean {
  return normaliseForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => normalisedText.includes(word));
}
