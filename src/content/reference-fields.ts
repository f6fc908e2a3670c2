import type { CollectionName } from "./types.ts";

/** For each block type, which of its fields list ids of which collection. */
export type ReferenceFields = Record<string, Record<string, CollectionName>>;

/** Read from the block schemas' "collectionRef" keyword, so a new block type needs no code here. */
export function referenceFieldsFromSchemas(schemas: { name: string; schema: Record<string, unknown> }[]): ReferenceFields {
  const fields: ReferenceFields = {};
  for (const { name, schema } of schemas) {
    const type = /^blocks\/(\w+)\.schema\.json$/.exec(name)?.[1];
    if (!type) continue;
    const properties = (schema.properties ?? {}) as Record<string, { items?: { collectionRef?: CollectionName } }>;
    for (const [property, definition] of Object.entries(properties)) {
      const collection = definition.items?.collectionRef;
      if (collection) (fields[type] ??= {})[property] = collection;
    }
  }
  return fields;
}
