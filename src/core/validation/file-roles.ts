/** What a site-data file is, decided by where it lives. */
export type FileRole =
  | { kind: "site"; schema: "site.schema.json" }
  | { kind: "page"; schema: "page.schema.json"; name: string }
  | { kind: "item"; schema: string; collection: string; name: string };

export const siteDataLayout =
  "site-data/site.json, site-data/pages/<page>.json or site-data/collections/<collection>/<item>.json";

export function fileRole(file: string): FileRole | null {
  if (file === "site-data/site.json") return { kind: "site", schema: "site.schema.json" };
  const page = /^site-data\/pages\/([^/]+)\.json$/.exec(file);
  if (page) return { kind: "page", schema: "page.schema.json", name: page[1] };
  const item = /^site-data\/collections\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (item) return { kind: "item", schema: `collections/${item[1]}.schema.json`, collection: item[1], name: item[2] };
  return null;
}

/**
 * Fields every file may have that are not content: its schema, and an item's earlier ids (what old addresses lead to
 * it). A list shows, filters or sorts by none of them.
 */
export const bookkeepingFields: ReadonlySet<string> = new Set(["$schema", "formerIds"]);

/** The "$schema" value a file at this place should have: the relative path from it to its schema. */
export function expectedSchemaRef(file: string, schema: string): string {
  const depth = file.split("/").length - 1;
  return `${"../".repeat(depth)}schemas/${schema}`;
}
