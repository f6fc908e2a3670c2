/** A schema.org object as JSON-LD: "@type" and its properties. */
export type JsonLd = { "@type": string } & Record<string, unknown>;

export const jsonLdType = "application/ld+json";

/**
 * A JSON-LD data block for the <head>. Browsers never run it (its type is not a script type), so the
 * Content-Security-Policy needs no exception. Every "<" is written as \u003c, which JSON reads as the same character,
 * so no text in site data can close the element or open a comment.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return `<script type="${jsonLdType}">${json}</script>`;
}
