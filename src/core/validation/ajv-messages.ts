import type { ErrorObject } from "ajv";
import { closestMatch } from "./did-you-mean.ts";
import { problem, type Problem } from "./errors.ts";
import { escapePointerSegment } from "./json-pointer.ts";

/** An ajv error turned into words for a content editor (src/core/validation/errors.ts), still to be positioned in its file. */
export interface SchemaProblem extends Problem {
  pointer: string;
  /** Point at the key of `pointer` (an unknown field) rather than its value. */
  atKey: boolean;
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
  const at = (found: Problem, atPointer = pointer, atKey = false): SchemaProblem => ({
    pointer: atPointer,
    atKey,
    ...found,
  });
  const parent = error.parentSchema as Schema | undefined;
  const description = parent?.description;
  const subject = fieldName(pointer);
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      return at(problem("missing-required-field", { field, description: parent?.properties?.[field]?.description }));
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {}).filter((key) => key !== "$schema");
      return at(
        problem("unknown-field", { field, guess: closestMatch(field, allowed), allowed }),
        `${pointer}/${escapePointerSegment(field)}`,
        true,
      );
    }
    case "discriminator": {
      const types = blockTypes(parent ?? {});
      if (params.error === "tag") return at(problem("block-without-type", { types }));
      const type = String(params.tagValue);
      return at(problem("unknown-block-type", { type, guess: closestMatch(type, types), types }), `${pointer}/type`);
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const guess = closestMatch(String(data), allowed.map(String));
      return at(problem("value-not-allowed", { subject, value: data, guess, allowed }));
    }
    case "const":
      return at(problem("value-must-be", { subject, allowed: params.allowedValue, description }));
    case "type": {
      const expected = String(params.type)
        .split(",")
        .map((type) => typeNames[type] ?? type)
        .join(" or ");
      return at(problem("wrong-type", { subject, expected, found: describeValue(data), description }));
    }
    case "minLength":
      return at(
        limit === 1
          ? problem("empty-text", { subject, description })
          : problem("text-too-short", { subject, limit, description }),
      );
    case "maxLength":
      return at(
        limit === 0
          ? problem("text-must-be-empty", { subject, description })
          : problem("text-too-long", { subject, length: String(data).length, limit, description }),
      );
    case "minItems":
      return at(problem("too-few-items", { subject, limit, description }));
    case "maxItems":
      return at(problem("too-many-items", { subject, limit, description }));
    case "uniqueItems":
      return at(
        problem("repeated-item", { subject, item: Number(params.i) + 1, repeats: Number(params.j) + 1 }),
        `${pointer}/${params.i}`,
      );
    // A text left empty (a new item's title, a button's link) is said to be empty, not to be in the wrong form.
    case "pattern":
      return at(
        data === ""
          ? problem("empty-text", { subject, description })
          : problem("pattern-mismatch", { subject, value: data, description }),
      );
    case "format":
      return at(
        data === "" && params.format !== "date"
          ? problem("empty-text", { subject, description })
          : problem("format-mismatch", { subject, value: data, format: String(params.format), description }),
      );
    case "minimum":
      return at(problem("number-too-small", { subject, limit, description }));
    case "maximum":
      return at(problem("number-too-large", { subject, limit, description }));
    case "collectionRef":
    case "publicFile":
    case "siteLink":
    case "markdown":
      // The site's own keywords (ajv-instance.ts) say what they found in the catalogue's words already.
      return at(params.problem as Problem);
    case "oneOf": {
      // When no branch fits, the branch errors say why, on their own. When several fit, nothing else says so.
      const passing = params.passingSchemas as number[] | null | undefined;
      const branches = (Array.isArray(error.schema) ? error.schema : []) as { required?: string[] }[];
      const fields = branches
        .map((branch) => branch.required ?? [])
        .filter((required) => required.length === 1)
        .map(([field]) => field);
      if (!Array.isArray(passing) || fields.length !== branches.length) return null;
      return at(problem("give-one-not-both", { fields }));
    }
    case "if":
      // A summary of the branch errors, which are reported on their own.
      return null;
    default:
      return at(
        problem("schema-rule", { subject, keyword: error.keyword, rule: error.message ?? "is invalid", description }),
      );
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
    const found = translate(error, error.data);
    if (!found) return [];
    const key = `${found.pointer}\u0000${found.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [found];
  });
}
