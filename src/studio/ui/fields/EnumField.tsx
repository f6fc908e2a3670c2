import { Select } from "@mantine/core";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";
import { choiceLabel } from "../../state/choice-words.ts";

/**
 * One of the values the schema allows, each in words (choice-words.ts), never as the code the file holds. Numbers
 * (columns: 2, 3, 4) are written back as numbers.
 */
export function EnumField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const allowed = props.node.schema.enum as (string | number)[];
  return (
    <div>
      <Select
        {...input}
        data={allowed.map((option) => ({ value: String(option), label: choiceLabel(props.node.schema, option) }))}
        value={props.value === undefined ? null : String(props.value)}
        clearable={!props.required}
        searchable={allowed.length > 8}
        onChange={(next) =>
          form.edit(props.path, next === null ? undefined : allowed.find((option) => String(option) === next))
        }
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
