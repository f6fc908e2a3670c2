import type { Diagnostic } from "./diagnostic.ts";
import { formatDiagnostic } from "./diagnostic.ts";
import type { SourceFile } from "./json-source.ts";
import type { SchemaValidators } from "./ajv-instance.ts";
import { createSiteValidator, type ValidationResult } from "./site-validator.ts";
import type { ImageFile } from "../images/read-image-file.ts";

export type { ValidationResult } from "./site-validator.ts";

export interface ValidationInput {
  files: SourceFile[];
  validators: SchemaValidators;
  /** The image file at "/images/x.jpg" under public/, as its header tells (null when there is none). */
  publicImage(src: string): ImageFile | null;
}

/** Validates all site data at once: syntax, schemas, and the checks across files. Every problem is reported, none stops the others. */
export function validateSiteData({ files, validators, publicImage }: ValidationInput): ValidationResult {
  return createSiteValidator(validators, publicImage).update(files.map(({ file, text }) => [file, text] as const));
}

export function formatReport(diagnostics: Diagnostic[]): string {
  const count = `${diagnostics.length} problem${diagnostics.length === 1 ? "" : "s"} in site data`;
  return `${diagnostics.map(formatDiagnostic).join("\n\n")}\n\n${count}. Fix ${diagnostics.length === 1 ? "it" : "them"} and save; nothing is built until site data is valid.`;
}
