import { createContext, useContext, type ComponentType } from "react";
import { fileValue } from "../../state/editor-state.ts";
import { useEditorSelector } from "../../state/editor-store.ts";
import { intlLocale } from "../../state/date-text.ts";
import { pointerOf, type Path } from "../../../core/validation/json-pointer.ts";
import type { SchemaNode } from "../../state/schema-tree.ts";
import { problemsOf, type FieldProblem } from "../files/file-problems.ts";

export type { FieldProblem };

/** What every field of one file's form reads: which file it is, and how to change it. The same object while the file is open. */
export interface FormFile {
  file: string;
  edit(path: Path, value: unknown): void;
}

export const FormFileContext = createContext<FormFile | null>(null);

export function useFormFile(): FormFile {
  const form = useContext(FormFileContext);
  if (!form) throw new Error("Fields must be rendered inside <FormFileContext.Provider>.");
  return form;
}

/** What a field is given by the object or list it is in. */
export interface FieldProps {
  node: SchemaNode;
  path: Path;
  value: unknown;
  label: string;
  required: boolean;
}

/**
 * What draws the field that fits a value: SchemaField, which chooses it by the value's schema, given once by the form's
 * root (FileEditor). Fields that hold fields (an object, a list, a picture with its alt text) draw them through it, as
 * JSON Forms' layouts draw their children through its dispatch, so that no field imports SchemaField, which imports
 * them all.
 */
export const FieldDispatchContext = createContext<ComponentType<FieldProps> | null>(null);

/** The field that fits one value, as the form's root dispatches it (FieldDispatchContext). */
export function FieldFor(props: FieldProps) {
  const Field = useContext(FieldDispatchContext);
  if (!Field) throw new Error("Fields must be rendered inside <FieldDispatchContext.Provider>.");
  return <Field {...props} />;
}

/** The id of a field's input, so a problem in a list can take the person to it. */
export const fieldId = (path: Path) => `field${pointerOf(path).replace(/[^a-zA-Z0-9_-]/g, "_")}`;

/**
 * The problems of one field: those at its pointer, and a missing required field, which the validator reports at the
 * object that lacks it (code "missing-required-field", the field's name in `params.field`: src/core/validation/errors.ts).
 */
export function problemsAt(problems: FieldProblem[], path: Path): FieldProblem[] {
  const pointer = pointerOf(path);
  const parent = pointerOf(path.slice(0, -1));
  const name = String(path.at(-1));
  return problems.filter(
    (problem) =>
      problem.pointer === pointer ||
      (problem.pointer === parent && problem.code === "missing-required-field" && problem.params.field === name),
  );
}

const sameProblem = (a: FieldProblem, b: FieldProblem) =>
  a.severity === b.severity &&
  a.pointer === b.pointer &&
  a.code === b.code &&
  a.message === b.message &&
  a.hint === b.hint;
const sameProblems = (a: FieldProblem[], b: FieldProblem[]) =>
  a.length === b.length && a.every((problem, i) => sameProblem(problem, b[i]));

/** The problems of the open file, renewed when the validator answers. */
export function useFileProblems(): FieldProblem[] {
  const { file } = useFormFile();
  return useEditorSelector((state) => problemsOf(state, file));
}

/** The problems of one field: it is drawn again when they change, not whenever the validator answers. */
export function useProblemsAt(path: Path): FieldProblem[] {
  const { file } = useFormFile();
  return useEditorSelector((state) => problemsAt(problemsOf(state, file), path), sameProblems);
}

/** The description of a field from its schema: its help text. */
export const helpOf = (node: SchemaNode) =>
  typeof node.schema.description === "string" ? node.schema.description : undefined;

/** The site's locale, from site.json, as Intl spells it ("en-NG"): a date is typed and read in its order. */
export function useSiteLocale(): string {
  return useEditorSelector((state) => {
    const site = fileValue(state, "site-data/site.json") as { seo?: { locale?: unknown } } | undefined;
    return intlLocale(site?.seo?.locale);
  });
}
