import { Button, Fieldset, Stack, Text } from "@mantine/core";
import { useSchemas } from "../../state/editor-store.ts";
import { childNode, labelOf, newValue, resolveNode, type Json, type SchemaNode } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { FieldWarnings, errorOf } from "./FieldProblems.tsx";
import { helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";
import { SchemaField } from "./SchemaField.tsx";

/** The fields of an object, in its schema's order, each with the field that fits it. `omit`: fields shown elsewhere. */
export function ObjectFields({ node, path, value, omit = [] }: { node: SchemaNode; path: (string | number)[]; value: unknown; omit?: string[] }) {
  const schemas = useSchemas();
  const resolved = resolveNode(schemas, node);
  const properties = (resolved.schema.properties ?? {}) as Json;
  const required = (resolved.schema.required ?? []) as string[];
  const record = (value ?? {}) as Json;
  return (
    <Stack gap="sm">
      {Object.keys(properties)
        .filter((key) => key !== "$schema" && !omit.includes(key))
        .map((key) => {
          const child = childNode(schemas, resolved, key, record[key]);
          if (!child) return null;
          return <SchemaField key={key} node={child} path={[...path, key]} value={record[key]} label={labelOf(key, child)} required={required.includes(key)} />;
        })}
    </Stack>
  );
}

/**
 * A nested object as a fieldset. An optional one that is not there is offered with an "Add" button, which fills in
 * what its schema requires (a second button needs a label and a link).
 */
export function ObjectField(props: FieldProps) {
  const form = useFormFile();
  const schemas = useSchemas();
  const problems = useProblemsAt(props.path);
  if (props.value === undefined) {
    return (
      <div>
        <Button variant="light" size="xs" onClick={() => form.edit(props.path, newValue(schemas, { ...props.node, schema: { ...props.node.schema, examples: undefined } }))}>
          {words.addField(props.label)}
        </Button>
        {helpOf(props.node) && (
          <Text size="xs" c="dimmed" mt={4}>
            {helpOf(props.node)}
          </Text>
        )}
      </div>
    );
  }
  return (
    <Fieldset legend={props.label + (props.required ? " *" : "")}>
      <Stack gap="sm">
        {helpOf(props.node) && (
          <Text size="sm" c="dimmed">
            {helpOf(props.node)}
          </Text>
        )}
        {errorOf(problems) && (
          <Text size="sm" c="red.9" role="alert">
            {errorOf(problems)}
          </Text>
        )}
        <FieldWarnings problems={problems} />
        <ObjectFields node={props.node} path={props.path} value={props.value} />
        {!props.required && (
          <div>
            <Button variant="subtle" color="red" size="xs" onClick={() => form.edit(props.path, undefined)}>
              {words.removeField(props.label)}
            </Button>
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}
