import { useState } from "react";
import { FieldFrame } from "../fields/FieldFrame.tsx";
import { helpOf, useProblemsAt, type FieldProps } from "../fields/field-context.tsx";
import { BlockList } from "./BlockList.tsx";

/** Blocks inside a block (a layout's columns, a not-found state's sections), opened one at a time where they are. */
export function BlockListField(props: FieldProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const problems = useProblemsAt(props.path);
  return (
    <FieldFrame label={props.label} required={props.required} help={helpOf(props.node)} problems={problems}>
      <BlockList
        path={props.path}
        blocks={Array.isArray(props.value) ? props.value : []}
        selected={selected}
        onSelect={setSelected}
        required={props.required}
      />
    </FieldFrame>
  );
}
