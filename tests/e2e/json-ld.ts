/** A JSON-LD block of a page: schema.org's structured data, which search engines read. */
export type JsonLd = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of a prerendered page, parsed: a block that is not JSON fails here. */
export function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as JsonLd,
  );
}
