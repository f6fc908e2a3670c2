/**
 * Reading the project's JSON Schemas (schemas/, as the server sends them, by name) to build forms: following "$ref"
 * between files, finding the schema of any place in a file, the block types of the block union. Nothing here knows a
 * block type or a collection by name: a block type added to schemas/block.schema.json appears by itself.
 */
export type Json = Record<string, unknown>;
export type Schemas = Record<string, Json>;

/** A schema and the file it was found in, which its relative "$ref"s start from. */
export interface SchemaNode {
  schema: Json;
  base: string;
}

export const blockUnionName = "block.schema.json";

function joinPath(base: string, relative: string): string {
  const parts = base.split("/").slice(0, -1);
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

function atPointer(schema: Json, fragment: string): Json {
  let current: unknown = schema;
  for (const part of fragment.split("/").filter(Boolean)) current = (current as Json)?.[decodeURIComponent(part)];
  return (current ?? {}) as Json;
}

/**
 * Resolved nodes, one object per schema and file, whatever node asked: a form field is drawn again only when its
 * value or its node changes, so the same schema must give the same node at every keystroke.
 */
const resolvedNodes = new WeakMap<Schemas, WeakMap<Json, Map<string, SchemaNode>>>();

/** The schema a node stands for, its "$ref"s followed; the words beside a "$ref" (its description) win over the target's. */
export function resolveNode(schemas: Schemas, node: SchemaNode): SchemaNode {
  let bySchema = resolvedNodes.get(schemas);
  if (!bySchema) {
    bySchema = new WeakMap();
    resolvedNodes.set(schemas, bySchema);
  }
  let byBase = bySchema.get(node.schema);
  if (!byBase) {
    byBase = new Map();
    bySchema.set(node.schema, byBase);
  }
  let resolved = byBase.get(node.base);
  if (!resolved) {
    resolved = followRef(schemas, node);
    byBase.set(node.base, resolved);
  }
  return resolved;
}

/** `target` (a schema file's name) as a "$ref" written in `base`: "../common/x.schema.json" from "blocks/y.schema.json". */
function relativeRef(base: string, target: string): string {
  const from = base.split("/").slice(0, -1);
  const to = target.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

/** A schema of the file `from` with its "$ref"s written as from the file `to`, so that it can be merged into a schema of `to`. */
function movedRefs(value: unknown, from: string, to: string): unknown {
  if (from === to || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => movedRefs(item, from, to));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key !== "$ref" || typeof item !== "string") return [key, movedRefs(item, from, to)];
      const [file, fragment] = item.split("#");
      const target = file ? relativeRef(to, joinPath(from, file)) : relativeRef(to, from);
      return [key, fragment === undefined ? target : `${target}#${fragment}`];
    }),
  );
}

/**
 * A schema made of parts ("allOf": an item source narrowed to one collection) as one schema, so that it gets the form
 * of its fields rather than the fallback: the parts' fields merged, each field's keywords in order (a later part's
 * "const" narrows an earlier part's field), their required fields together.
 */
function mergedAllOf(schemas: Schemas, node: SchemaNode): SchemaNode {
  const { allOf, ...own } = node.schema;
  // Conditions between fields ("if" a network is chosen, "then" its name) add no field: they are checked, not drawn.
  const parts = Array.isArray(allOf) ? (allOf as Json[]).filter((part) => part.if === undefined) : [];
  if (parts.length === 0) return node;
  const properties: Record<string, Json> = {};
  const required = new Set<string>((own.required as string[] | undefined) ?? []);
  let merged: Json = {};
  for (const part of parts) {
    const resolved = resolveNode(schemas, { schema: part, base: node.base });
    const schema = movedRefs(resolved.schema, resolved.base, node.base) as Json;
    const { properties: partProperties, required: partRequired, $refName: _, ...rest } = schema;
    merged = { ...merged, ...rest };
    for (const [key, field] of Object.entries((partProperties as Record<string, Json> | undefined) ?? {}))
      properties[key] = { ...properties[key], ...field };
    for (const key of (partRequired as string[] | undefined) ?? []) required.add(key);
  }
  for (const [key, field] of Object.entries((own.properties as Record<string, Json> | undefined) ?? {}))
    properties[key] = { ...properties[key], ...field };
  return {
    schema: { ...merged, ...own, properties, ...(required.size ? { required: [...required] } : {}) },
    base: node.base,
  };
}

function followRef(schemas: Schemas, node: SchemaNode): SchemaNode {
  const { $ref, ...beside } = node.schema;
  if (typeof $ref !== "string") return mergedAllOf(schemas, node);
  const [file, fragment = ""] = $ref.split("#");
  const base = file ? joinPath(node.base, file) : node.base;
  const target = resolveNode(schemas, { schema: atPointer(schemas[base] ?? {}, fragment), base });
  return { schema: { ...target.schema, ...beside, $refName: fragment ? undefined : base }, base: target.base };
}

/** The schema of one block type, from the union's branch for it. */
export interface BlockType {
  type: string;
  node: SchemaNode;
  title: string;
  description: string;
  examples: Json[];
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
/** "primaryAction" -> "Primary action", the label of a field named by its key. */
export const humanize = (name: string) => words(name).replace(/^./, (first) => first.toUpperCase());

const blockTypesOf = new WeakMap<Schemas, BlockType[]>();

/** Every block type of the union, in its order, with what its schema says about it. */
export function blockTypes(schemas: Schemas): BlockType[] {
  let types = blockTypesOf.get(schemas);
  if (!types) {
    types = readBlockTypes(schemas);
    blockTypesOf.set(schemas, types);
  }
  return types;
}

function readBlockTypes(schemas: Schemas): BlockType[] {
  const union = schemas[blockUnionName];
  const branches = (union?.oneOf ?? []) as Json[];
  return branches.flatMap((branch) => {
    const node = resolveNode(schemas, { schema: branch, base: blockUnionName });
    const type = ((node.schema.properties as Json | undefined)?.type as Json | undefined)?.const;
    if (typeof type !== "string") return [];
    return [
      {
        type,
        node,
        title: humanize(type),
        description: String(node.schema.description ?? ""),
        examples: (node.schema.examples ?? []) as Json[],
      },
    ];
  });
}

/** Whether a node is the union of all block types (a page's sections, a layout's columns). */
export const isBlockUnion = (node: SchemaNode) => node.schema.$refName === blockUnionName;

/** The schema of a block by its value's type, or null for a type the union does not have. */
export function blockNode(schemas: Schemas, value: unknown): SchemaNode | null {
  const type = (value as Json | null)?.type;
  return blockTypes(schemas).find((candidate) => candidate.type === type)?.node ?? null;
}

/** The schema of a field of an object or an item of a list, given the value there (a block's type picks its schema). */
export function childNode(
  schemas: Schemas,
  parent: SchemaNode,
  key: string | number,
  value: unknown,
): SchemaNode | null {
  const resolved = resolveNode(schemas, parent);
  let child: SchemaNode | null = null;
  if (typeof key === "number" || /^\d+$/.test(String(key))) {
    const items = resolved.schema.items as Json | undefined;
    if (items) child = { schema: items, base: resolved.base };
  }
  const properties = resolved.schema.properties as Json | undefined;
  if (!child && properties?.[key] !== undefined) child = { schema: properties[key] as Json, base: resolved.base };
  if (!child) return null;
  const node = resolveNode(schemas, child);
  return isBlockUnion(node) ? blockNode(schemas, value) : node;
}

/** The schema at a path of a file, following the file's value (which picks the block types on the way). */
export function nodeAt(
  schemas: Schemas,
  root: SchemaNode,
  value: unknown,
  path: (string | number)[],
): SchemaNode | null {
  let node: SchemaNode | null = resolveNode(schemas, root);
  let current = value;
  for (const key of path) {
    current = (current as Json | undefined)?.[key as string];
    node = node && childNode(schemas, node, key, current);
    if (!node) return null;
  }
  return node;
}

/**
 * A field's label: its schema's "editorLabel" ("Link to" for an href), else its title when that is words ("Site
 * settings"), else its name ("primaryAction" -> "Primary action").
 */
export function labelOf(key: string, node: SchemaNode | null): string {
  if (typeof node?.schema.editorLabel === "string") return node.schema.editorLabel;
  const title = node?.schema.title;
  return typeof title === "string" && title.includes(" ") ? title : humanize(key);
}

/** The order of an object's fields, as its schema lists them. */
export function propertyOrder(node: SchemaNode | null): string[] {
  return Object.keys((node?.schema.properties as Json | undefined) ?? {});
}

/**
 * A schema's example with what must be the person's own left empty: every text (a title, a date, a body, a button's
 * label and link, an author, a picture's file and alt text) is "" where it is required, so that Publish waits at that
 * field until it is written, and left out where it is not; a list of texts (tags) is empty. What the example shows of
 * the value's shape stays: its fixed values and choices of a list (a block's type, a layout), its numbers and yes/no
 * fields, and its lists of parts (a call to action's two buttons, each with its label and link to write). An example
 * text never goes live unnoticed.
 */
export function withoutOwnValues(schemas: Schemas, node: SchemaNode, value: unknown): unknown {
  const resolved = resolveNode(schemas, node);
  const { schema } = isBlockUnion(resolved) ? (blockNode(schemas, value) ?? resolved) : resolved;
  if (schema.const !== undefined || Array.isArray(schema.enum)) return value;
  if (typeof value === "string") return "";
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) {
      const items = schema.items ? resolveNode(schemas, { schema: schema.items as Json, base: resolved.base }) : null;
      return items && (items.schema.const !== undefined || Array.isArray(items.schema.enum)) ? value : [];
    }
    return value.map((item, index) => {
      const child = childNode(schemas, resolved, index, item);
      return child ? withoutOwnValues(schemas, child, item) : item;
    });
  }
  if (typeof value !== "object" || value === null) return value;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const emptied: Json = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchema = childNode(schemas, resolved, key, child);
    const empty = childSchema ? withoutOwnValues(schemas, childSchema, child) : child;
    // An optional text left empty is no text: left out of the file, as a field cleared in the form is.
    if (empty === "" && !required.has(key)) continue;
    emptied[key] = empty;
  }
  return emptied;
}

/** A new value for a schema: its example without the person's own values, else its required fields with empty values of their types. */
export function newValue(schemas: Schemas, node: SchemaNode): unknown {
  const { schema, base } = resolveNode(schemas, node);
  const examples = schema.examples as unknown[] | undefined;
  if (examples?.length) return withoutOwnValues(schemas, { schema, base }, structuredClone(examples[0]));
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(
      required
        .filter((key) => key !== "$schema")
        .map((key) => [key, newValue(schemas, { schema: (schema.properties as Json)[key] as Json, base })]),
    );
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return (schema.minimum as number | undefined) ?? 0;
  if (type === "boolean") return false;
  return "";
}
