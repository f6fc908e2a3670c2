import { memo, type ComponentType } from "react";
import { useSchemas } from "../../state/editor-store.ts";
import { blockUnionName, resolveNode, type Json, type SchemaNode } from "../../state/schema-tree.ts";
import type { FieldProps } from "./field-context.tsx";
import { ArrayField } from "./ArrayField.tsx";
import { BooleanField } from "./BooleanField.tsx";
import { DateField } from "./DateField.tsx";
import { EnumField } from "./EnumField.tsx";
import { IconField } from "./IconField.tsx";
import { ImageField } from "./ImageField.tsx";
import { JsonField } from "./JsonField.tsx";
import { LinkField } from "./LinkField.tsx";
import { MarkdownField } from "./MarkdownField.tsx";
import { NumberField } from "./NumberField.tsx";
import { ObjectField } from "./ObjectField.tsx";
import { ReferenceField, ReferenceListField } from "./ReferenceField.tsx";
import { StringField } from "./StringField.tsx";
import { BlockListField } from "../sections/BlockListField.tsx";

const typeOf = (schema: Json) => (Array.isArray(schema.type) ? undefined : schema.type);
const itemsOf = (schema: Json) => (schema.items ?? {}) as Json;

/**
 * Which field fits a schema, first match wins: each entry says when it applies, from the schema's own keywords (the
 * project's "collectionRef", "siteLink", "markdown", "publicFile"; the union of blocks; types and enums). Anything
 * else gets the JSON fallback, visibly: no value is ever left out of the form.
 */
const fieldRenderers: { applies(schema: Json, node: SchemaNode): boolean; Field: ComponentType<FieldProps> }[] = [
  {
    applies: (schema) =>
      (schema.properties as Json | undefined)?.src !== undefined &&
      (schema.properties as Record<string, Json>).src.publicFile === true,
    Field: ImageField,
  },
  { applies: (schema) => schema.$refName === "common/icon.schema.json", Field: IconField },
  { applies: (schema) => schema.siteLink === true, Field: LinkField },
  { applies: (schema) => typeof schema.collectionRef === "string", Field: ReferenceField },
  {
    applies: (schema) => typeOf(schema) === "array" && typeof itemsOf(schema).collectionRef === "string",
    Field: ReferenceListField,
  },
  {
    applies: (schema) =>
      typeOf(schema) === "array" &&
      itemsOf(schema).$ref !== undefined &&
      String(itemsOf(schema).$ref).endsWith(blockUnionName),
    Field: BlockListField,
  },
  { applies: (schema) => schema.markdown === true, Field: MarkdownField },
  { applies: (schema) => Array.isArray(schema.enum), Field: EnumField },
  { applies: (schema) => typeOf(schema) === "string" && schema.format === "date", Field: DateField },
  { applies: (schema) => typeOf(schema) === "string", Field: StringField },
  { applies: (schema) => typeOf(schema) === "integer" || typeOf(schema) === "number", Field: NumberField },
  { applies: (schema) => typeOf(schema) === "boolean", Field: BooleanField },
  { applies: (schema) => typeOf(schema) === "object" || schema.properties !== undefined, Field: ObjectField },
  { applies: (schema) => typeOf(schema) === "array", Field: ArrayField },
];

const samePath = (a: FieldProps["path"], b: FieldProps["path"]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * The field for one value of a file, chosen by its schema. A fixed value ("type": "hero") has none. Drawn again only
 * when its value, its schema or its place changes: a keystroke redraws the field typed in and the ones around it,
 * not the whole form.
 */
export const SchemaField = memo(
  function SchemaField(props: FieldProps) {
    const node = resolveNode(useSchemas(), props.node);
    if (node.schema.const !== undefined) return null;
    const Field = fieldRenderers.find((renderer) => renderer.applies(node.schema, node))?.Field ?? JsonField;
    return <Field {...props} node={node} />;
  },
  (before, after) =>
    before.node === after.node &&
    before.value === after.value &&
    before.label === after.label &&
    before.required === after.required &&
    samePath(before.path, after.path),
);
