import type { ErrorCode } from "./errors.ts";
import { pathOf } from "./json-pointer.ts";

// Which placeholders a text may name besides those of the whole site ({company.*}, {year}, and {item.*} on a detail
// page), by where the text is: read from the schemas' "placeholders" keyword, so a new label or collection whose texts
// are filled in by the code that shows them needs no change here.
//
// "placeholders" is a list of names, on the schema of a text or of an object (or list) of texts, for every text in it:
// "placeholders": ["page.number", "page.count"]. A name ending in a JSON pointer in braces stands for the values the
// file has there, "*" for any item or key: "value.{/fields/*/name}" is {value.<name>} for each of a form's field names.
// "unknownPlaceholderCode" beside it says which problem a placeholder the text does not fill is reported as
// (src/core/validation/errors.ts); without it, "unknown-placeholder".

/** The problems a text's unknown placeholder may be reported as: their arguments are the token and what it may name. */
export const unknownPlaceholderCodes = [
  "unknown-placeholder",
  "unknown-form-answer-placeholder",
] as const satisfies readonly ErrorCode[];
export type UnknownPlaceholderCode = (typeof unknownPlaceholderCodes)[number];

/** A name drawn from the file: its scope ("value") and where in the file the names after it are (["fields", "*", "name"]). */
export interface DrawnPlaceholders {
  scope: string;
  from: string[];
}

/** What a text may name where a schema says so. */
export interface PlaceholdersHere {
  /** Whole placeholders, without braces ("field.label"), in the order the schemas give them. */
  names: string[];
  drawn: DrawnPlaceholders[];
  unknownCode: UnknownPlaceholderCode;
}

/** One schema with the keyword: the place in a file it stands for, "*" for any item of a list or key of an object. */
interface PlaceholderPlace {
  at: string[];
  names: string[];
  drawn: DrawnPlaceholders[];
  unknownCode?: UnknownPlaceholderCode;
}

/** The places with the keyword, by the schema of the file they are in ("site.schema.json"). */
export type PlaceholderPlaces = ReadonlyMap<string, readonly PlaceholderPlace[]>;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A placeholder as {token} is written (./tokens.ts), or a one-word scope and a JSON pointer in braces, for the
 * keyword's metaschema (ajv-instance.ts): a name no text could hold is a mistake in the schema.
 */
export const placeholderNamePattern = "^[a-zA-Z]+(?:(?:\\.[a-zA-Z0-9]+)*|\\.\\{(?:/[^/{}]+)+\\})$";
const drawnForm = /^([a-zA-Z]+)\.\{(\/.*)\}$/;

/** The schemas a site-data file is checked against (./file-roles.ts), read through properties, items and additionalProperties. */
const fileSchema = /^(site\.schema\.json|page\.schema\.json|collections\/[^/]+\.schema\.json)$/;

function collect(schema: Schema, at: string[], found: PlaceholderPlace[]): void {
  const listed = Array.isArray(schema.placeholders) ? (schema.placeholders as string[]) : [];
  const unknownCode = schema.unknownPlaceholderCode as UnknownPlaceholderCode | undefined;
  if (listed.length || unknownCode) {
    const names: string[] = [];
    const drawn: DrawnPlaceholders[] = [];
    for (const name of listed) {
      const match = drawnForm.exec(name);
      if (match) drawn.push({ scope: match[1], from: pathOf(match[2]) });
      else names.push(name);
    }
    found.push({ at, names, drawn, unknownCode });
  }
  if (isSchema(schema.properties))
    for (const [key, child] of Object.entries(schema.properties))
      if (isSchema(child)) collect(child, [...at, key], found);
  if (isSchema(schema.additionalProperties)) collect(schema.additionalProperties, [...at, "*"], found);
  if (isSchema(schema.items)) collect(schema.items, [...at, "*"], found);
}

/**
 * Read once per validator from the schemas of site.json, pages and collection items (not through "$ref" or "oneOf":
 * where a block's schema applies depends on its type, which a place in a file does not say).
 */
export function placeholderPlacesOf(schemas: { name: string; schema: Schema }[]): PlaceholderPlaces {
  const places = new Map<string, PlaceholderPlace[]>();
  for (const { name, schema } of schemas) {
    if (!fileSchema.test(name)) continue;
    const found: PlaceholderPlace[] = [];
    collect(schema, [], found);
    if (found.length) places.set(name, found);
  }
  return places;
}

const nothingHere: PlaceholdersHere = { names: [], drawn: [], unknownCode: "unknown-placeholder" };

const within = (at: string[], path: string[]) =>
  at.length <= path.length && at.every((part, i) => part === "*" || part === path[i]);

/**
 * What the text at `pointer` of a file of `schema` may name: the names of every place it is in, outer ones first, and
 * the problem named by the innermost place that names one.
 */
export function placeholdersAt(places: PlaceholderPlaces, schema: string, pointer: string): PlaceholdersHere {
  const candidates = places.get(schema);
  if (!candidates) return nothingHere;
  const path = pathOf(pointer);
  const here: PlaceholdersHere = { names: [], drawn: [], unknownCode: "unknown-placeholder" };
  for (const place of candidates) {
    if (!within(place.at, path)) continue;
    here.names.push(...place.names);
    here.drawn.push(...place.drawn);
    if (place.unknownCode) here.unknownCode = place.unknownCode;
  }
  return here;
}

/** The texts a file has at a place ("*": any item or key): the names a drawn placeholder may take. */
export function valuesAt(value: unknown, from: readonly string[]): string[] {
  if (!from.length) return typeof value === "string" ? [value] : [];
  if (typeof value !== "object" || value === null) return [];
  const [part, ...rest] = from;
  const children =
    part === "*" ? Object.values(value) : Object.hasOwn(value, part) ? [(value as Record<string, unknown>)[part]] : [];
  return children.flatMap((child) => valuesAt(child, rest));
}
