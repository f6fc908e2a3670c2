import { useState } from "react";
import { GrowingTextarea } from "./GrowingTextarea.tsx";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";

const jsonOf = (value: unknown) => JSON.stringify(value ?? null, null, 2);

function parsed(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The visible fallback for a value no field fits: its JSON, editable, never silently left out. */
export function JsonField(props: FieldProps) {
  const form = useFormFile();
  const problems = useProblemsAt(props.path);
  const [shown, setShown] = useState(() => ({ value: props.value, text: jsonOf(props.value) }));
  // The value changed by other means (undo, a restored draft): show it, unless it is what the text typed says.
  if (shown.value !== props.value)
    setShown({
      value: props.value,
      text: jsonOf(parsed(shown.text)?.value) === jsonOf(props.value) ? shown.text : jsonOf(props.value),
    });
  const invalid = parsed(shown.text) === null;
  return (
    <div>
      <GrowingTextarea
        id={fieldId(props.path)}
        label={`${props.label} (${words.asJson})`}
        description={words.asJsonHelp}
        withAsterisk={props.required}
        minRows={3}
        maxRows={16}
        inputStyle={{ fontFamily: "monospace" }}
        value={shown.text}
        error={invalid ? words.invalidJson : errorOf(problems)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const json = parsed(text);
          setShown({ value: json ? json.value : shown.value, text });
          if (json) form.edit(props.path, json.value);
        }}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
