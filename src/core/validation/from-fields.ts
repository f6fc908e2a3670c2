import { bookkeepingFields } from "./file-roles.ts";
/**
 * What a block's "from" may name: a field of the page's item that holds what the block would otherwise hold itself
 * (a featureGrid's "items", a richText's "text"). Worked out from the schemas: the property a block's "oneOf" pairs
 * with "from", and whether the values the item's schema allows in the field are values that property allows, so a
 * block never meets a value it cannot show on a built page.
 */
import { posix } from "node:path";

type Schema = Record<string, unknown>;

/** The schemas by name ("blocks/featureGrid.schema.json"), as the validators hold them. */
export type SchemaByName = (name: string) => Schema | undefined;

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The property a block's "from" stands in for ("items"), or undefined when "from" names something else. */
export function fromPartner(blockSchema: Schema): string | undefined {
  const branches = Array.isArray(blockSchema.oneOf) ? blockSchema.oneOf.filter(isSchema) : [];
  if (!branches.some((branch) => Array.isArray(branch.required) && branch.required.includes("from"))) return undefined;
  const partner = branches
    .flatMap((branch) => (Array.isArray(branch.required) ? branch.required : []))
    .find((name) => name !== "from");
  // "source": the field lists ids of another collection's items, which the reference checks look after.
  return typeof partner === "string" && partner !== "source" ? partner : undefined;
}

interface Located {
  schema: Schema;
  /** The schema file it is in, for its relative "$ref"s. */
  file: string;
}

function resolved(node: Located, schemaByName: SchemaByName): Located & { ref?: string } {
  let current: Located & { ref?: string } = node;
  for (let depth = 0; depth < 10 && typeof current.schema.$ref === "string"; depth++) {
    const [path, fragment] = current.schema.$ref.split("#");
    const file = path ? posix.normalize(posix.join(posix.dirname(current.file), path)) : current.file;
    let schema: unknown = schemaByName(file);
    for (const key of (fragment ?? "").split("/").filter(Boolean)) schema = isSchema(schema) ? schema[key] : undefined;
    if (!isSchema(schema)) return current;
    current = { schema, file, ref: `${file}#${fragment ?? ""}` };
  }
  return current;
}

const typeOf = (schema: Schema): string | undefined => (typeof schema.type === "string" ? schema.type : undefined);

const spoken: Record<string, string> = {
  string: "a text",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

/** How a value of this schema is described to an editor: "a list of texts", "a list of objects with icon, title". */
export function describeSchema(node: Located, schemaByName: SchemaByName): string {
  const { schema, file } = resolved(node, schemaByName);
  const type = typeOf(schema);
  if (type === "array" && isSchema(schema.items))
    return `a list of ${describeSchema({ schema: schema.items, file }, schemaByName)
      .replace(/^an? /, "")
      .replace(/^text$/, "texts")
      .replace(/^object /, "objects ")}`;
  if (type === "object" && Array.isArray(schema.required) && schema.required.length)
    return `an object with ${schema.required.join(", ")}`;
  if (type === "string" && schema.markdown === true) return "a Markdown text";
  return (type && spoken[type]) ?? "a value";
}

/**
 * Why values of `field` cannot all be shown where `target` is expected, or null when they can: the same type, each
 * field the target requires required with a fitting value, lists of fitting entries, the same shared schema.
 */
export function misfit(field: Located, target: Located, schemaByName: SchemaByName): string | null {
  const f = resolved(field, schemaByName);
  const t = resolved(target, schemaByName);
  if (f.ref && f.ref === t.ref) return null;
  const targetType = typeOf(t.schema);
  if (!targetType) return null; // A choice of shapes: nothing to compare it with here.
  const fieldType = typeOf(f.schema);
  if (fieldType !== targetType && !(fieldType === "integer" && targetType === "number")) return "a different kind";
  if (Array.isArray(t.schema.enum)) {
    const allowed = t.schema.enum;
    if (!Array.isArray(f.schema.enum) || f.schema.enum.some((value) => !allowed.includes(value)))
      return "values the block does not know";
  }
  if (targetType === "array") {
    if (!isSchema(f.schema.items) || !isSchema(t.schema.items)) return null;
    return misfit({ schema: f.schema.items, file: f.file }, { schema: t.schema.items, file: t.file }, schemaByName);
  }
  if (targetType === "object") {
    const required = Array.isArray(t.schema.required) ? (t.schema.required as string[]) : [];
    const fieldRequired = Array.isArray(f.schema.required) ? (f.schema.required as string[]) : [];
    const fieldProps = isSchema(f.schema.properties) ? f.schema.properties : {};
    const targetProps = isSchema(t.schema.properties) ? t.schema.properties : {};
    for (const name of required) {
      if (!fieldRequired.includes(name) || !isSchema(fieldProps[name])) return `no required "${name}"`;
      if (
        isSchema(targetProps[name]) &&
        misfit({ schema: fieldProps[name], file: f.file }, { schema: targetProps[name], file: t.file }, schemaByName)
      )
        return `a "${name}" of a different kind`;
    }
  }
  return null;
}

/**
 * For one block type and one collection: the fields of the collection's items the block's "from" can show, and the
 * description of what the block shows. Undefined when the block has no "from" of this kind.
 */
export interface FromShape {
  /** What the block shows in place of "from": "a list of objects with icon, title, description". */
  shows: string;
  /** Each field of the collection's items: null when the block can show it, else what it holds instead. */
  fields: Map<string, string | null>;
  /** The fields the collection's schema requires (an item without the field would leave the block empty). */
  required: Set<string>;
}

export function createFromShapes(
  schemaByName: SchemaByName,
): (blockType: string, collection: string) => FromShape | undefined {
  const known = new Map<string, FromShape | undefined>();
  return (blockType, collection) => {
    const key = `${blockType}|${collection}`;
    if (known.has(key)) return known.get(key);
    let shape: FromShape | undefined;
    const blockFile = `blocks/${blockType}.schema.json`;
    const collectionFile = `collections/${collection}.schema.json`;
    const blockSchema = schemaByName(blockFile);
    const collectionSchema = schemaByName(collectionFile);
    const partner = blockSchema && fromPartner(blockSchema);
    const properties = blockSchema && isSchema(blockSchema.properties) ? blockSchema.properties : {};
    // What the block shows of an item's field: its own "fromShape" when it says, else what its own list holds.
    const declared = isSchema(properties.from) ? properties.from.fromShape : undefined;
    const target = partner ? (isSchema(declared) ? declared : properties[partner]) : undefined;
    if (blockSchema && isSchema(target) && collectionSchema && isSchema(collectionSchema.properties)) {
      const targetNode = { schema: target, file: blockFile };
      shape = {
        shows: describeSchema(targetNode, schemaByName),
        fields: new Map(
          Object.entries(collectionSchema.properties)
            .filter(([name, schema]) => !bookkeepingFields.has(name) && isSchema(schema))
            .map(([name, schema]) => {
              const node = { schema: schema as Schema, file: collectionFile };
              return [name, misfit(node, targetNode, schemaByName) ? describeSchema(node, schemaByName) : null];
            }),
        ),
        required: new Set(Array.isArray(collectionSchema.required) ? (collectionSchema.required as string[]) : []),
      };
    }
    known.set(key, shape);
    return shape;
  };
}
