import { useState } from "react";
import { TextInput } from "@mantine/core";
import { numberOrText, textOfNumber } from "../../state/number-text.ts";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

/**
 * A number, shown exactly as typed: "1." stays "1." while the next digit comes, a lone "-" stays (the file holds the
 * text meanwhile, and the field says it is not a number yet). A plain input, without a number input's rounding or
 * clamping to its minimum when it loses the focus: the validator says what is out of range, and nothing is changed.
 */
export function NumberField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const [shown, setShown] = useState(() => ({ value: props.value, text: textOfNumber(props.value) }));
  // The file changed by other means (undo, a restored draft): show what it holds now, unless the text typed says it.
  if (shown.value !== props.value)
    setShown({
      value: props.value,
      text: numberOrText(shown.text) === props.value ? shown.text : textOfNumber(props.value),
    });
  return (
    <div>
      <TextInput
        {...input}
        value={shown.text}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const value = numberOrText(text);
          setShown({ value, text });
          form.edit(props.path, value);
        }}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
