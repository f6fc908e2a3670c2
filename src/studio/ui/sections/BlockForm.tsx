import { Alert, Stack } from "@mantine/core";
import { useSchemas } from "../../state/editor-store.ts";
import { blockNode } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { FieldWarnings, errorOf } from "../fields/FieldProblems.tsx";
import { useProblemsAt } from "../fields/field-context.tsx";
import { JsonField } from "../fields/JsonField.tsx";
import { ObjectFields } from "../fields/ObjectField.tsx";
import type { Path } from "../../../core/validation/json-pointer.ts";

/** The fields of one block, from its type's schema; a type the schemas do not know is shown as JSON to fix. */
export function BlockForm({ path, block }: { path: Path; block: unknown }) {
  const node = blockNode(useSchemas(), block);
  const problems = useProblemsAt(path);
  if (!node) {
    return (
      <Stack>
        <Alert color="red">{words.unknownBlockType(String((block as { type?: unknown } | null)?.type))}</Alert>
        <JsonField
          node={{ schema: {}, base: "" }}
          path={path}
          value={block}
          label={words.block(Number(path.at(-1)), "")}
          required
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {errorOf(problems) && (
        <Alert color="red" role="alert">
          {errorOf(problems)}
        </Alert>
      )}
      <FieldWarnings problems={problems} />
      <ObjectFields node={node} path={path} value={block} />
    </Stack>
  );
}
