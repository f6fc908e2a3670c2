import { NumberInput } from "@mantine/core";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, helpOf, problemsAt, useFormFile, type FieldProps } from "./field-context.tsx";

export function NumberField(props: FieldProps) {
  const form = useFormFile();
  const problems = problemsAt(form.problems, props.path);
  const { schema } = props.node;
  return (
    <div>
      <NumberInput
        id={fieldId(props.path)}
        label={props.label}
        description={helpOf(props.node)}
        withAsterisk={props.required}
        value={typeof props.value === "number" ? props.value : ""}
        min={typeof schema.minimum === "number" ? schema.minimum : undefined}
        max={typeof schema.maximum === "number" ? schema.maximum : undefined}
        allowDecimal={schema.type !== "integer"}
        error={errorOf(problems)}
        onChange={(next) => form.edit(props.path, typeof next === "number" ? next : next === "" && !props.required ? undefined : Number(next))}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
