import { Alert, List, Text } from "@mantine/core";
import { fileValue } from "../../state/editor-state.ts";
import { useEditorSelector, useSchemas } from "../../state/editor-store.ts";
import { fieldPlace } from "../../state/field-place.ts";
import { pathOf } from "../../../core/validation/json-pointer.ts";
import { words } from "../../words.ts";
import { useFileProblems, useFormFile, useSiteLocale, type FieldProblem } from "../fields/field-context.tsx";
import { problemWords } from "../fields/FieldProblems.tsx";
import warning from "../warning.module.css";
import { WarningFix } from "./WarningFix.tsx";

const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((words, i) => words === b[i]);

/**
 * The problems of the file being edited, each with the field it is at (in the form's words: "Block 1: Hero › Primary
 * action › Href", never a line and column, which are the CLI's), the CLI's text, and a way to the field. Shown above
 * the form: the person sees every problem even when its field is in a closed block. Each comes with the button that
 * fixes it (WarningFix.tsx).
 */
export function ProblemList({ onGoTo }: { onGoTo(problem: FieldProblem): void }) {
  const problems = useFileProblems();
  const { file } = useFormFile();
  const schemas = useSchemas();
  const locale = useSiteLocale();
  // Where each problem is, in the form's words, from the file as it is: drawn again when a place's words change, not
  // at every keystroke in the file.
  const places = useEditorSelector(
    (state) =>
      problems.map((problem) =>
        problem.pointer
          ? fieldPlace(
              schemas,
              file,
              fileValue(state, file),
              pathOf(problem.pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            )
          : words.wholeFile,
      ),
    sameWords,
  );
  const placeOf = (problem: FieldProblem) => places[problems.indexOf(problem)];
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const list = (items: FieldProblem[]) => (
    <List size="sm" spacing={4}>
      {items.map((problem) => (
        <List.Item key={`${problem.pointer} ${problem.message}`}>
          <Text size="sm" span fw={600}>
            {placeOf(problem)}:
          </Text>{" "}
          {problemWords(problem, locale)} <WarningFix problem={problem} file={file} onGoTo={onGoTo} />
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
        <Alert
          color="orange"
          classNames={{ title: warning.text }}
          title={`${words.fileWarnings}: ${words.warningCount(warnings.length)}`}
        >
          {list(warnings)}
        </Alert>
      )}
    </>
  );
}
