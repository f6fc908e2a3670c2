import { Checkbox, Input, SegmentedControl } from "@mantine/core";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";

/**
 * Yes or no. An optional one has three answers: left out, the schema's default applies (a heading is centred unless it
 * says otherwise), which a checkbox could not tell from "no".
 */
export function BooleanField(props: FieldProps) {
  const form = useFormFile();
  const problems = useProblemsAt(props.path);
  if (props.required) {
    return (
      <div>
        <Checkbox
          id={fieldId(props.path)}
          label={props.label}
          description={helpOf(props.node)}
          checked={props.value === true}
          error={errorOf(problems)}
          onChange={(event) => form.edit(props.path, event.currentTarget.checked)}
        />
        <FieldWarnings problems={problems} />
      </div>
    );
  }
  const current = props.value === true ? "yes" : props.value === false ? "no" : "default";
  const labelId = `${fieldId(props.path)}-label`;
  return (
    <Input.Wrapper
      id={fieldId(props.path)}
      label={props.label}
      labelProps={{ id: labelId }}
      description={helpOf(props.node)}
      error={errorOf(problems)}
    >
      <div>
        <SegmentedControl
          aria-labelledby={labelId}
          value={current}
          onChange={(next) => form.edit(props.path, next === "default" ? undefined : next === "yes")}
          data={[
            { value: "default", label: words.booleanDefault },
            { value: "yes", label: words.yes },
            { value: "no", label: words.no },
          ]}
        />
      </div>
      <FieldWarnings problems={problems} />
    </Input.Wrapper>
  );
}
