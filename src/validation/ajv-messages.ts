import type { ErrorObject } from "ajv";
import { closestMatch, didYouMean, listOf } from "./did-you-mean.ts";
import { escapePointerSegment } from "./json-pointer.ts";

/** An ajv error turned into words for a content editor, still to be positioned in its file. */
export interface SchemaProblem {
  pointer: string;
  /** Point at the key of `pointer` (an unknown field) rather than its value. */
  atKey: boolean;
  message: string;
  hint?: string;
}

type Schema = { description?: string; properties?: Record<string, Schema>; oneOf?: Schema[]; [key: string]: unknown };

const typeNames: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object { ... }",
  array: "a list [ ... ]",
  null: "null",
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the text ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

function fieldName(pointer: string): string {
  if (pointer === "") return "the file's content";
  const last = pointer.split("/").pop() ?? "";
  return /^\d+$/.test(last) ? `item ${Number(last) + 1}` : `"${last}"`;
}

/** Block types in the order the discriminator lists them, read from the schema that failed. */
function blockTypes(schema: Schema): string[] {
  return (schema.oneOf ?? []).flatMap((option) => {
    const ref = option.$ref;
    return typeof ref === "string" ? [ref.replace(/^.*\//, "").replace(".schema.json", "")] : [];
  });
}

function translate(error: ErrorObject, data: unknown): SchemaProblem | null {
  const pointer = error.instancePath;
  const parent = error.parentSchema as Schema | undefined;
  const hint = parent?.description;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      return {
        pointer,
        atKey: false,
        message: `missing required field "${missing}"`,
        hint: parent?.properties?.[missing]?.description,
      };
    }
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {}).filter((key) => key !== "$schema");
      return {
        pointer: `${pointer}/${escapePointerSegment(extra)}`,
        atKey: true,
        message: `unknown field "${extra}".${didYouMean(extra, allowed)}`.replace(/\.$/, ""),
        hint: `Allowed fields here: ${allowed.join(", ")}.`,
      };
    }
    case "discriminator": {
      if (params.error === "tag")
        return {
          pointer,
          atKey: false,
          message: 'a block needs a "type"',
          hint: `Block types: ${blockTypes(parent ?? {}).join(", ")}.`,
        };
      const tag = String(params.tagValue);
      const types = blockTypes(parent ?? {});
      return {
        pointer: `${pointer}/type`,
        atKey: false,
        message: `unknown block type "${tag}".${didYouMean(tag, types)}`.replace(/\.$/, ""),
        hint: `Block types: ${types.join(", ")}.`,
      };
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const value = String(data);
      return {
        pointer,
        atKey: false,
        message:
          `${JSON.stringify(data)} is not an allowed value for ${fieldName(pointer)}.${didYouMean(value, allowed.map(String))}`.replace(
            /\.$/,
            "",
          ),
        hint: `Allowed values: ${listOf(allowed)}.`,
      };
    }
    case "const":
      return {
        pointer,
        atKey: false,
        message: `${fieldName(pointer)} must be ${JSON.stringify(params.allowedValue)}`,
        hint,
      };
    case "type": {
      const expected = String(params.type)
        .split(",")
        .map((type) => typeNames[type] ?? type)
        .join(" or ");
      return {
        pointer,
        atKey: false,
        message: `${fieldName(pointer)} should be ${expected}, not ${describeValue(data)}`,
        hint,
      };
    }
    case "minLength":
      return params.limit === 1
        ? { pointer, atKey: false, message: `${fieldName(pointer)} must not be empty`, hint }
        : {
            pointer,
            atKey: false,
            message: `${fieldName(pointer)} is too short (at least ${params.limit} characters)`,
            hint,
          };
    case "maxLength":
      return params.limit === 0
        ? { pointer, atKey: false, message: `${fieldName(pointer)} must be empty here`, hint }
        : {
            pointer,
            atKey: false,
            message: `${fieldName(pointer)} is too long (${String(data).length} characters, at most ${params.limit})`,
            hint,
          };
    case "minItems":
      return {
        pointer,
        atKey: false,
        message: `${fieldName(pointer)} needs at least ${params.limit} item${params.limit === 1 ? "" : "s"}`,
        hint,
      };
    case "maxItems":
      return { pointer, atKey: false, message: `${fieldName(pointer)} has more than ${params.limit} items`, hint };
    case "uniqueItems":
      return {
        pointer: `${pointer}/${params.i}`,
        atKey: false,
        message: `item ${Number(params.i) + 1} repeats item ${Number(params.j) + 1} of ${fieldName(pointer)}`,
        hint: "Each entry may appear only once.",
      };
    case "pattern":
    case "format":
      return {
        pointer,
        atKey: false,
        message: `${JSON.stringify(data)} is not a valid value for ${fieldName(pointer)}`,
        hint,
      };
    case "minimum":
    case "maximum":
      return {
        pointer,
        atKey: false,
        message: `${fieldName(pointer)} must be ${error.keyword === "minimum" ? "at least" : "at most"} ${params.limit}`,
        hint,
      };
    case "collectionRef":
    case "publicFile":
    case "siteLink":
    case "markdown":
      return { pointer, atKey: false, message: error.message ?? "invalid", hint: params.hint as string | undefined };
    case "oneOf": {
      // When no branch fits, the branch errors say why, on their own. When several fit, nothing else says so.
      const passing = params.passingSchemas as number[] | null | undefined;
      const branches = (Array.isArray(error.schema) ? error.schema : []) as { required?: string[] }[];
      const choices = branches
        .map((branch) => branch.required ?? [])
        .filter((required) => required.length === 1)
        .map(([field]) => `"${field}"`);
      if (!Array.isArray(passing) || choices.length !== branches.length) return null;
      return {
        pointer,
        atKey: false,
        message: `give ${choices.join(" or ")}, not both`,
        hint: `They are two ways to say the same thing: keep the one you mean and delete the other.`,
      };
    }
    case "if":
      // A summary of the branch errors, which are reported on their own.
      return null;
    default:
      return { pointer, atKey: false, message: `${fieldName(pointer)} ${error.message ?? "is invalid"}`, hint };
  }
}

const siteKeywords = new Set(["collectionRef", "siteLink", "publicFile", "markdown"]);

/**
 * One mistake, one message: drop the errors that only restate another one at the same place.
 * - a block with an unknown or missing "type": the discriminator's error says it all;
 * - a value failing a site check (unknown id, broken link, missing file): that error beats its pattern error;
 * - a misspelled required field: "unknown field "subtitel". Did you mean "subtitle"?" covers the missing "subtitle".
 */
function withoutRestatements(errors: ErrorObject[]): ErrorObject[] {
  const discriminated = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
  const siteChecked = new Set(errors.filter((e) => siteKeywords.has(e.keyword)).map((e) => e.instancePath));
  const misspelled = new Set(
    errors
      .filter((e) => e.keyword === "additionalProperties")
      .flatMap((e) => {
        const allowed = Object.keys((e.parentSchema as Schema | undefined)?.properties ?? {});
        const guess = closestMatch(String((e.params as { additionalProperty: string }).additionalProperty), allowed);
        return guess ? [`${e.instancePath}\u0000${guess}`] : [];
      }),
  );
  return errors.filter((e) => {
    if (discriminated.has(e.instancePath) && e.keyword !== "discriminator") return false;
    if (siteChecked.has(e.instancePath) && (e.keyword === "pattern" || e.keyword === "format")) return false;
    if (
      e.keyword === "required" &&
      misspelled.has(`${e.instancePath}\u0000${(e.params as { missingProperty: string }).missingProperty}`)
    )
      return false;
    return true;
  });
}

/** Ajv's errors (compiled with `verbose`, so each carries its value and schema) in words for an editor. */
export function schemaProblems(errors: ErrorObject[]): SchemaProblem[] {
  const seen = new Set<string>();
  return withoutRestatements(errors).flatMap((error) => {
    const problem = translate(error, error.data);
    if (!problem) return [];
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [problem];
  });
}
