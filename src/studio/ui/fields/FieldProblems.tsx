import { Stack, Text } from "@mantine/core";
import { readDate } from "../../state/date-text.ts";
import { words } from "../../words.ts";
import type { FieldProblem } from "./field-context.tsx";
import warning from "../warning.module.css";

/** A field's problems as the CLI words them: what is wrong, and the hint (did you mean ...). */
export function problemText(problem: FieldProblem): string {
  return problem.hint ? `${problem.message}. ${words.hint}: ${problem.hint}` : problem.message;
}

/**
 * A problem in the editor's words: a date the check refused says what is wrong with it and what to type, in the
 * site's order ("There is no 31 February 2026: ...", "This date is needed: type ..."), not the file's YYYY-MM-DD.
 */
export function problemWords(problem: FieldProblem, locale: string): string {
  const { format, value } = problem.params;
  if (problem.code === "format-mismatch" && format === "date" && typeof value === "string") {
    const reading = readDate(value, locale);
    if (reading.kind !== "date") return reading.problem;
  }
  return problemText(problem);
}

/** The errors of a field, for an input's `error` (Mantine ties it to the input for screen readers). */
export function errorOf(problems: FieldProblem[]) {
  const errors = problems.filter((problem) => problem.severity === "error");
  return errors.length ? errors.map(problemText).join(" ") : undefined;
}

/** The warnings of a field, under it: worth a look, never blocking. */
export function FieldWarnings({ problems }: { problems: FieldProblem[] }) {
  const warnings = problems.filter((problem) => problem.severity === "warning");
  if (!warnings.length) return null;
  return (
    <Stack gap={2}>
      {warnings.map((item) => (
        <Text key={item.message} size="sm" className={warning.text}>
          {words.warningBadge}: {problemText(item)}
        </Text>
      ))}
    </Stack>
  );
}
