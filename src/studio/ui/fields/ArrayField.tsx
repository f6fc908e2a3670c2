import { Button } from "@mantine/core";
import { useSchemas } from "../../state/editor-store.ts";
import { childNode, newValue, resolveNode, type Json } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { FieldFor, helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";
import { SortableList } from "./SortableList.tsx";

/** What an entry of a list says first ("Fields 2: Email Address"), to tell the entries apart. */
function entryName(label: string, item: unknown, index: number): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const name = [record.label, record.title, record.name, record.question].find(
    (candidate) => typeof candidate === "string" && candidate.trim(),
  );
  return typeof name === "string" ? `${words.itemLabel(label, index)}: ${name}` : words.itemLabel(label, index);
}

/** A list: each entry with the field its schema calls for, added, removed and reordered (SortableList). */
export function ArrayField(props: FieldProps) {
  const form = useFormFile();
  const schemas = useSchemas();
  const problems = useProblemsAt(props.path);
  const items = Array.isArray(props.value) ? props.value : [];
  const itemsNode = {
    schema: (resolveNode(schemas, props.node).schema.items ?? {}) as Json,
    base: resolveNode(schemas, props.node).base,
  };
  const change = (next: unknown[]) => form.edit(props.path, next.length === 0 && !props.required ? undefined : next);
  return (
    <FieldFrame label={props.label} required={props.required} help={helpOf(props.node)} problems={problems}>
      <SortableList
        items={items}
        nameOf={(index) => entryName(props.label, items[index], index)}
        onChange={change}
        renderItem={(item, index) => {
          const node = childNode(schemas, props.node, index, item);
          return (
            node && (
              <FieldFor
                node={node}
                path={[...props.path, index]}
                value={item}
                label={entryName(props.label, item, index)}
                required
              />
            )
          );
        }}
      />
      <div>
        <Button variant="light" size="xs" onClick={() => change([...items, newValue(schemas, itemsNode)])}>
          {words.addItem}: {props.label.toLowerCase()}
        </Button>
      </div>
    </FieldFrame>
  );
}
