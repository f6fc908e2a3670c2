import type { ReactNode } from "react";
import { Fieldset, Stack, Text, type StackProps } from "@mantine/core";
import { FieldWarnings, errorOf } from "./FieldProblems.tsx";
import type { FieldProblem } from "./field-context.tsx";

interface FieldFrameProps {
  label: string;
  required: boolean;
  /** The help text from the schema (helpOf), under the legend. */
  help: string | undefined;
  /** The field's own problems (useProblemsAt): its errors, announced, then its warnings. */
  problems: FieldProblem[];
  /** The space between the help, the problems and each of the children. */
  gap?: StackProps["gap"];
  children: ReactNode;
}

/**
 * The frame of a field that holds other fields or inputs (an object, a list, a picture, blocks): a fieldset whose
 * legend is the field's label (with " *" when it is required), then its help text, its errors and its warnings, then
 * what it holds.
 */
export function FieldFrame({ label, required, help, problems, gap = "sm", children }: FieldFrameProps) {
  const error = errorOf(problems);
  return (
    <Fieldset legend={label + (required ? " *" : "")}>
      <Stack gap={gap}>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <FieldWarnings problems={problems} />
        {children}
      </Stack>
    </Fieldset>
  );
}
