import { Select } from "@mantine/core";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, helpOf, problemsAt, useFormFile, type FieldProps } from "./field-context.tsx";

/** One of the values the schema allows. Numbers (columns: 2, 3, 4) are written back as numbers. */
export function EnumField(props: FieldProps) {
  const form = useFormFile();
  const problems = problemsAt(form.problems, props.path);
  const allowed = props.node.schema.enum as (string | number)[];
  return (
    <div>
      <Select
        id={fieldId(props.path)}
        label={props.label}
        description={helpOf(props.node)}
        withAsterisk={props.required}
        data={allowed.map(String)}
        value={props.value === undefined ? null : String(props.value)}
        clearable={!props.required}
        searchable={allowed.length > 8}
        error={errorOf(problems)}
        onChange={(next) => form.edit(props.path, next === null ? undefined : allowed.find((option) => String(option) === next))}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
