import { Alert, Anchor, List, Text } from "@mantine/core";
import { words } from "../../words.ts";
import { useFileProblems, type FieldProblem } from "../fields/field-context.tsx";
import { problemText } from "../fields/FieldProblems.tsx";
import warning from "../warning.module.css";

/**
 * The problems of the file being edited, each with the CLI's text and its line and column, and a way to its field. Shown
 * above the form: the person sees every problem even when its field is in a closed block.
 */
export function ProblemList({ onGoTo }: { onGoTo(problem: FieldProblem): void }) {
  const problems = useFileProblems();
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const list = (items: FieldProblem[]) => (
    <List size="sm" spacing={4}>
      {items.map((problem) => (
        <List.Item key={`${problem.pointer} ${problem.message}`}>
          <Text size="sm" span ff="monospace">
            {problem.line}:{problem.column} {problem.pointer || "/"}
          </Text>{" "}
          {problemText(problem)}{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => onGoTo(problem)}>
            {words.goToField}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
  return (
    <>
      {errors.length > 0 && (
        <Alert color="red" title={`${words.fileProblems}: ${words.problemCount(errors.length)}`} aria-live="polite">
          {list(errors)}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert color="orange" classNames={{ title: warning.text }} title={`${words.fileWarnings}: ${words.warningCount(warnings.length)}`}>
          {list(warnings)}
        </Alert>
      )}
    </>
  );
}
