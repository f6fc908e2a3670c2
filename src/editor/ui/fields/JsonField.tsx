import { useState } from "react";
import { Textarea } from "@mantine/core";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, problemsAt, useFormFile, type FieldProps } from "./field-context.tsx";

/** The visible fallback for a value no field fits: its JSON, editable, never silently left out. */
export function JsonField(props: FieldProps) {
  const form = useFormFile();
  const problems = problemsAt(form.problems, props.path);
  const [text, setText] = useState(() => JSON.stringify(props.value ?? null, null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <div>
      <Textarea
        id={fieldId(props.path)}
        label={`${props.label} (${words.asJson})`}
        description={words.asJsonHelp}
        withAsterisk={props.required}
        autosize
        minRows={3}
        maxRows={16}
        styles={{ input: { fontFamily: "monospace" } }}
        value={text}
        error={invalid ? words.invalidJson : errorOf(problems)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          try {
            form.edit(props.path, JSON.parse(next));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
