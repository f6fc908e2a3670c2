import { words } from "../words.ts";
import { rootNodeOf } from "./editor-state.ts";
import type { Path } from "../../core/validation/json-pointer.ts";
import {
  childNode,
  humanize,
  isBlockUnion,
  labelOf,
  resolveNode,
  type Json,
  type SchemaNode,
  type Schemas,
} from "./schema-tree.ts";

/**
 * Where a field of a file is, in the words of its form ("Block 2: Hero › Title"): each step named as the form names it,
 * a block by its number and type, an item of a list by its label and number. For questions and messages that must say
 * which field they mean without a pointer or a line number.
 */
export function fieldPlace(schemas: Schemas, file: string, value: unknown, path: Path): string {
  const parts: string[] = [];
  let node: SchemaNode | null = rootNodeOf(file);
  let current = value;
  let label = "";
  for (const key of path) {
    const parent = node && resolveNode(schemas, node);
    current = (current as Json | undefined)?.[key as string];
    node = parent && childNode(schemas, parent, key, current);
    const itemOfBlocks =
      typeof key === "number" &&
      parent &&
      isBlockUnion(resolveNode(schemas, { schema: (parent.schema.items ?? {}) as Json, base: parent.base }));
    if (typeof key === "number")
      parts.push(
        itemOfBlocks
          ? words.block(key, humanize(String((current as Json | undefined)?.type ?? "block")))
          : words.itemLabel(label || humanize("item"), key),
      );
    else {
      label = labelOf(key, node);
      // A list's own name is said by its items ("Sections 2" says less than "Block 2: Hero").
      if (!Array.isArray(current) || key === path.at(-1)) parts.push(label);
    }
  }
  return parts.join(" › ");
}
