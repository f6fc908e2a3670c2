import { Fieldset, Text } from "@mantine/core";
import { useState } from "react";
import { errorOf } from "../fields/FieldProblems.tsx";
import { helpOf, useProblemsAt, type FieldProps } from "../fields/field-context.tsx";
import { BlockList } from "./BlockList.tsx";

/** Blocks inside a block (a layout's columns, a not-found state's sections), opened one at a time where they are. */
export function BlockListField(props: FieldProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const error = errorOf(useProblemsAt(props.path));
  return (
    <Fieldset legend={props.label + (props.required ? " *" : "")}>
      {helpOf(props.node) && (
        <Text size="sm" c="dimmed" mb="xs">
          {helpOf(props.node)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.9" role="alert" mb="xs">
          {error}
        </Text>
      )}
      <BlockList
        path={props.path}
        blocks={Array.isArray(props.value) ? props.value : []}
        selected={selected}
        onSelect={setSelected}
        required={props.required}
      />
    </Fieldset>
  );
}
