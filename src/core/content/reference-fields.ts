import type { CollectionName } from "./types.ts";

/** Which fields hold ids of which collection: a field name and its collection. */
export type FieldReferences = Record<string, CollectionName>;

/** For each block type, and for each collection's items, the fields that refer to items by id. */
export interface ReferenceFields {
  blocks: Record<string, FieldReferences>;
  items: Partial<Record<CollectionName, FieldReferences>>;
  /**
   * The fields of each collection's items a page leaves out when it carries them in a list, not as its own item:
   * those whose schema says "inLists": false (a post's body and related posts, a form's mail).
   */
  unlisted: Partial<Record<CollectionName, string[]>>;
}

type PropertySchema = {
  collectionRef?: CollectionName;
  items?: { collectionRef?: CollectionName };
  inLists?: boolean;
};

/**
 * Read from the schemas' "collectionRef" keyword (on a string, or on the items of a list) and "inLists", so a new block
 * type or collection needs no code here.
 */
export function referenceFieldsFromSchemas(
  schemas: { name: string; schema: Record<string, unknown> }[],
): ReferenceFields {
  const fields: ReferenceFields = { blocks: {}, items: {}, unlisted: {} };
  for (const { name, schema } of schemas) {
    const match = /^(blocks|collections)\/(\w+)\.schema\.json$/.exec(name);
    if (!match) continue;
    const target = match[1] === "blocks" ? fields.blocks : (fields.items as Record<string, FieldReferences>);
    const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
    for (const [property, definition] of Object.entries(properties)) {
      const collection = definition.collectionRef ?? definition.items?.collectionRef;
      if (collection) {
        target[match[2]] ??= {};
        target[match[2]][property] = collection;
      }
      if (match[1] === "collections" && definition.inLists === false) {
        const unlisted = fields.unlisted[match[2] as CollectionName] ?? [];
        unlisted.push(property);
        fields.unlisted[match[2] as CollectionName] = unlisted;
      }
    }
  }
  return fields;
}
