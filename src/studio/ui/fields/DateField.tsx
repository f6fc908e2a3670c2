import { useState } from "react";
import { Text, TextInput } from "@mantine/core";
import {
  dateHelp,
  dateOrder,
  readDate,
  textOfDate,
  withoutFileFormat,
  type DateReading,
} from "../../state/date-text.ts";
import { FieldWarnings, errorOf } from "./FieldProblems.tsx";
import { helpOf, useSiteLocale, type FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

/** What the field puts in the file for a text: the date, nothing, or (once the person leaves it) the text itself. */
function fileValueOf(reading: DateReading, text: string, left: boolean): { send: boolean; value: string | undefined } {
  if (reading.kind === "date") return { send: true, value: reading.iso };
  if (reading.kind === "empty") return { send: true, value: undefined };
  return { send: left, value: text };
}

/**
 * A date, typed in the site's own way (30/09/2026 on an en-NG site, 30 Sep 2026, 2026-09-30: state/date-text.ts),
 * with what it understood in words under it ("Wednesday 30 September 2026").
 *
 * Nothing is ever dropped or made up: while the person types, only a date the field understands goes to the file (so
 * the preview shows the last good date, not half a date); an emptied field leaves the file without one, which the
 * check reports where a date is required. When the person leaves the field with something that is not a date, the
 * field keeps what they typed and says in words what to type, and the file holds that text: the check refuses it, so
 * Save and Publish wait until it is a date, and nothing that is not one is ever saved as one.
 */
export function DateField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const locale = useSiteLocale();
  const order = dateOrder(locale);
  const [shown, setShown] = useState(() => ({ value: props.value, text: textOfDate(props.value, order), left: true }));
  // The file changed by other means (undo, a restored draft): show what it holds now, unless the text typed says it.
  if (shown.value !== props.value) {
    const reading = readDate(shown.text, locale);
    const same = reading.kind === "date" ? reading.iso === props.value : shown.text === props.value;
    setShown({ value: props.value, text: same ? shown.text : textOfDate(props.value, order), left: true });
  }
  const reading = readDate(shown.text, locale);
  const change = (text: string, left: boolean) => {
    const next = readDate(text, locale);
    const { send, value } = fileValueOf(next, text, left);
    setShown({ value: send ? value : shown.value, text, left });
    if (send && value !== props.value) form.edit(props.path, value);
  };

  // What is wrong with the text, in the field's words: once the person has left the field, or at once when more
  // typing cannot make it a date (31/02/2026). An empty optional date is nothing wrong.
  const ownProblem =
    reading.kind === "date" || (reading.kind === "empty" && !props.required)
      ? undefined
      : shown.left || (reading.kind === "not-a-date" && reading.certain)
        ? reading.problem
        : undefined;
  // The check's own words for the same thing ("is not a valid value", "is required") say less than the field's.
  const checks = ownProblem
    ? problems.filter((problem) => problem.code !== "format-mismatch" && problem.code !== "missing-required-field")
    : problems;
  const error = [ownProblem, errorOf(checks)].filter(Boolean).join(" ") || undefined;
  const help = [withoutFileFormat(helpOf(props.node) ?? ""), dateHelp(order)].filter(Boolean).join(" ");

  return (
    <div>
      <TextInput
        {...input}
        description={help}
        error={error}
        autoComplete="off"
        value={shown.text}
        onChange={(event) => change(event.currentTarget.value, false)}
        onBlur={(event) => change(event.currentTarget.value, true)}
      />
      {/* Always there, so that a screen reader announces each date understood as it changes. */}
      <Text size="sm" mt={4} role="status">
        {reading.kind === "date" ? reading.words : ""}
      </Text>
      <FieldWarnings problems={problems} />
    </div>
  );
}
