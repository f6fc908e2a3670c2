import { Textarea, TextInput } from "@mantine/core";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, helpOf, problemsAt, useFormFile, type FieldProps } from "./field-context.tsx";

/** Fields whose text runs to sentences get a box that grows; names, ids and addresses get one line. */
const isLong = (props: FieldProps) => {
  const { schema } = props.node;
  if (schema.pattern || schema.format) return false;
  return (typeof props.value === "string" && props.value.length > 70) || Number(schema.maxLength ?? 0) > 120 || /description|subtitle|summary|excerpt|message|quote|bio|answer|text|intro/i.test(String(props.path.at(-1)));
};

/** Text: an empty optional field is left out of the file rather than written as "". */
export function TextField(props: FieldProps) {
  const form = useFormFile();
  const problems = problemsAt(form.problems, props.path);
  const common = {
    id: fieldId(props.path),
    label: props.label,
    description: helpOf(props.node),
    withAsterisk: props.required,
    value: typeof props.value === "string" ? props.value : "",
    error: errorOf(problems),
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      form.edit(props.path, text === "" && !props.required ? undefined : text);
    },
  };
  return (
    <div>
      {isLong(props) ? <Textarea {...common} autosize minRows={2} maxRows={12} /> : <TextInput {...common} />}
      <FieldWarnings problems={problems} />
    </div>
  );
}
