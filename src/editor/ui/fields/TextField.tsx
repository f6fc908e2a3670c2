import { Textarea, TextInput } from "@mantine/core";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

/** Fields whose text runs to sentences get a box that grows; names, ids and addresses get one line. */
const isLong = (props: FieldProps) => {
  const { schema } = props.node;
  if (schema.pattern || schema.format) return false;
  return (typeof props.value === "string" && props.value.length > 70) || Number(schema.maxLength ?? 0) > 120 || /description|subtitle|summary|excerpt|message|quote|bio|answer|text|intro/i.test(String(props.path.at(-1)));
};

/** Text: an empty optional field is left out of the file rather than written as "". */
export function TextField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const common = {
    ...input,
    value: typeof props.value === "string" ? props.value : "",
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
