import { errorOf } from "./FieldProblems.tsx";
import { fieldId, helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";

/**
 * What every input of a form field shares: the open file, the problems at the field's path, and the props that tie
 * a Mantine input to them (its id for "Go to the field", label, help from the schema, required mark, error).
 */
export function useField(props: FieldProps) {
  const form = useFormFile();
  const problems = useProblemsAt(props.path);
  const input = {
    id: fieldId(props.path),
    label: props.label,
    description: helpOf(props.node),
    withAsterisk: props.required,
    error: errorOf(problems),
  };
  return { form, problems, input };
}
