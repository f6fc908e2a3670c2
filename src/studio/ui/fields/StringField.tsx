import { TextInput } from "@mantine/core";
import { FieldWarnings } from "./FieldProblems.tsx";
import { FilledIn } from "./FilledIn.tsx";
import { InsertDetail } from "./InsertDetail.tsx";
import { hasTokens } from "../../state/readable-text.ts";
import { GrowingTextarea } from "./GrowingTextarea.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

/**
 * How a text is typed, from its schema and its name, never from its value: the input must stay the same element
 * while the person types in it (a different element would lose the focus and every key after it).
 * - "fixed": ids, addresses, e-mail addresses (a pattern or a format): one line.
 * - "sentences": descriptions, answers, quotes: a box of two lines and more.
 * - "line": titles, names, labels: one line, which grows as a long one wraps.
 */
function textKind(props: FieldProps): "fixed" | "line" | "sentences" {
  const { schema } = props.node;
  if (schema.pattern || schema.format) return "fixed";
  const name = String(props.path.at(-1));
  if (/description|subtitle|summary|excerpt|message|quote|bio|answer|text|intro/i.test(name)) return "sentences";
  // A title, however long it may be, is one line (which wraps as it grows).
  if (/^(title|name|label|question)$/i.test(name)) return "line";
  return Number(schema.maxLength ?? 0) > 150 ? "sentences" : "line";
}

/** Text: an empty optional field is left out of the file rather than written as "". */
export function StringField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const kind = textKind(props);
  const change = (typed: string) => {
    // A line has no line breaks, as in an <input>: pasted ones become spaces.
    const text = kind === "line" ? typed.replace(/\r?\n/g, " ") : typed;
    form.edit(props.path, text === "" && !props.required ? undefined : text);
  };
  const common = {
    ...input,
    value: typeof props.value === "string" ? props.value : "",
    onChange: (event: { currentTarget: { value: string } }) => change(event.currentTarget.value),
  };
  return (
    <div>
      {/* A date has a field of its own (DateField), which reads it typed in the site's own way. */}
      {kind === "fixed" && <TextInput {...common} />}
      {kind === "line" && (
        <GrowingTextarea
          {...common}
          minRows={1}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.nativeEvent.isComposing) event.preventDefault();
          }}
        />
      )}
      {kind === "sentences" && <GrowingTextarea {...common} minRows={2} maxRows={12} />}
      {/* Where placeholders are already used, or the schema names some for this text: each offered by its name. */}
      {kind !== "fixed" && (hasTokens(props.value) || Array.isArray(props.node.schema.placeholders)) && (
        <InsertDetail
          inputId={input.id}
          text={common.value}
          names={(props.node.schema.placeholders as string[] | undefined) ?? []}
          onChange={change}
        />
      )}
      <FilledIn text={props.value} />
      <FieldWarnings problems={problems} />
    </div>
  );
}
