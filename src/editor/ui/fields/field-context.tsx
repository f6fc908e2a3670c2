import { createContext, useContext } from "react";
import type { Diagnostic } from "../../../validation/diagnostic.ts";
import { pointerOf, type Path } from "../../state/json-pointer.ts";
import type { SchemaNode } from "../../state/schema-tree.ts";

/** A problem the validator found, as a field shows it. */
export interface FieldProblem extends Diagnostic {
  severity: "error" | "warning";
}

/** What every field of one file's form reads: where problems are, and how to change the file. */
export interface FormFile {
  file: string;
  problems: FieldProblem[];
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

/** The id of a field's input, so a problem in a list can take the person to it. */
export const fieldId = (path: Path) => `field${pointerOf(path).replace(/[^a-zA-Z0-9_-]/g, "_")}`;

/**
 * The problems of one field: those at its pointer, and a missing required field, which the validator reports at the
 * object that lacks it.
 */
export function problemsAt(problems: FieldProblem[], path: Path): FieldProblem[] {
  const pointer = pointerOf(path);
  const parent = pointerOf(path.slice(0, -1));
  const missing = `missing required field "${String(path.at(-1))}"`;
  return problems.filter((problem) => problem.pointer === pointer || (problem.pointer === parent && problem.message === missing));
}

/** The description of a field from its schema: its help text. */
export const helpOf = (node: SchemaNode) => (typeof node.schema.description === "string" ? node.schema.description : undefined);
