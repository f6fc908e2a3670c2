import { Button, Stack, Text } from "@mantine/core";
import { problemsOf } from "../files/file-problems.ts";
import { useEditorSelector, useSchemas } from "../../state/editor-store.ts";
import { pointerOf } from "../../../core/validation/json-pointer.ts";
import { childNode, labelOf, newValue, resolveNode, type Json, type SchemaNode } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { FieldFor, helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";
import classes from "./ObjectField.module.css";

/** Whether any problem of the open file is at or under one of these fields (an advanced field's problem opens them). */
const problemUnder = (problems: { pointer: string }[], paths: (string | number)[][]) =>
  paths.some((path) => {
    const pointer = pointerOf(path);
    return problems.some((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
  });

/**
 * The fields of an object, in its schema's order, each with the field that fits it. `omit`: fields shown elsewhere;
 * `only`: the fields this person may change, when they may change some and not all.
 * Fields for whoever sets the site up ("advanced" in the schema: an id, an address) come last, folded under
 * "Advanced", and open by themselves when one of them has a problem.
 */
export function ObjectFields({
  node,
  path,
  value,
  omit = [],
  only,
}: {
  node: SchemaNode;
  path: (string | number)[];
  value: unknown;
  omit?: string[];
  only?: readonly string[];
}) {
  const schemas = useSchemas();
  const { file } = useFormFile();
  const resolved = resolveNode(schemas, node);
  const properties = (resolved.schema.properties ?? {}) as Json;
  const required = (resolved.schema.required ?? []) as string[];
  const record = (value ?? {}) as Json;
  const fields = Object.keys(properties)
    .filter((key) => key !== "$schema" && !omit.includes(key) && (!only || only.includes(key)))
    .flatMap((key) => {
      const child = childNode(schemas, resolved, key, record[key]);
      return child ? [{ key, child, advanced: child.schema.advanced === true }] : [];
    });
  const field = ({ key, child }: (typeof fields)[number]) => (
    <FieldFor
      key={key}
      node={child}
      path={[...path, key]}
      value={record[key]}
      label={labelOf(key, child)}
      required={required.includes(key)}
    />
  );
  const advanced = fields.filter((entry) => entry.advanced);
  const open = useEditorSelector((state) =>
    problemUnder(
      problemsOf(state, file),
      advanced.map(({ key }) => [...path, key]),
    ),
  );
  return (
    <Stack gap="sm">
      {fields.filter((entry) => !entry.advanced).map(field)}
      {advanced.length > 0 && (
        <details className={classes.advanced} open={open || undefined}>
          <summary>{words.advanced(advanced.map(({ key, child }) => labelOf(key, child)))}</summary>
          <Stack gap="sm" mt="xs">
            {advanced.map(field)}
          </Stack>
        </details>
      )}
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
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            form.edit(
              props.path,
              newValue(schemas, { ...props.node, schema: { ...props.node.schema, examples: undefined } }),
            )
          }
        >
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
    <FieldFrame label={props.label} required={props.required} help={helpOf(props.node)} problems={problems}>
      <ObjectFields node={props.node} path={props.path} value={props.value} />
      {!props.required && (
        <div>
          <Button variant="subtle" color="red" size="xs" onClick={() => form.edit(props.path, undefined)}>
            {words.removeField(props.label)}
          </Button>
        </div>
      )}
    </FieldFrame>
  );
}
