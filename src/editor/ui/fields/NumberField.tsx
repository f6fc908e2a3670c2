import { NumberInput } from "@mantine/core";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

export function NumberField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const { schema } = props.node;
  return (
    <div>
      <NumberInput
        {...input}
        value={typeof props.value === "number" ? props.value : ""}
        min={typeof schema.minimum === "number" ? schema.minimum : undefined}
        max={typeof schema.maximum === "number" ? schema.maximum : undefined}
        allowDecimal={schema.type !== "integer"}
        onChange={(next) => form.edit(props.path, typeof next === "number" ? next : next === "" && !props.required ? undefined : Number(next))}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
