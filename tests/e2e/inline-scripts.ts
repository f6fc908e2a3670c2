/**
 * The inline <script> elements a page may carry: data blocks the browser never runs (their type is not a script
 * type, so the Content-Security-Policy has nothing to allow). application/json is the page's list of modules to
 * hydrate with (src/core/content/page-data-url.ts); application/ld+json is its structured data for search engines.
 */
export const dataBlockTypes = ["application/json", "application/ld+json"];

/** Every inline <script> of a page that is not a data block of an allowed type holding valid JSON with no "<" in it. */
export function inlineScriptProblems(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].flatMap(([tag, attributes, content]) => {
    if (/\bsrc=/.test(attributes)) return [];
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (!type || !dataBlockTypes.includes(type)) return [`inline script: ${tag.slice(0, 80)}`];
    if (content.includes("<")) return [`"<" in a ${type} data block (write it as \\u003c): ${tag.slice(0, 80)}`];
    try {
      JSON.parse(content);
      return [];
    } catch {
      return [`a ${type} data block that is not JSON: ${tag.slice(0, 80)}`];
    }
  });
}
