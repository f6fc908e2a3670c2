/**
 * The pictures texts name: every "/images/..." address written in them, in a picture field ("src") or in Markdown
 * ("![...](/images/...)"). Read from the texts as they are written, so that a text that is not valid JSON (a draft
 * half typed) still keeps the pictures it names.
 */
export function picturesNamedIn(texts: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const text of texts) for (const [src] of text.matchAll(/\/images\/[A-Za-z0-9/._-]+/g)) found.add(src);
  return found;
}

/** The address a site-data text names a picture by, from its file in the project ("public/images/a.png" -> "/images/a.png"). */
export const pictureAddress = (file: string) => file.slice("public".length);
