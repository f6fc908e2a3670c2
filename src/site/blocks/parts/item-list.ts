import { useCurrentItemField } from "../page-items-context.tsx";

/** Tells whether one entry of a list has the shape a block shows. */
export type EntryCheck<T> = (entry: unknown) => entry is T;

/**
 * The entries of a list field of the page's item that have the shape a block shows. Validation checks that the
 * field exists and that its schema holds what the block shows (src/core/validation/from-fields.ts), so on valid site data
 * every entry is kept; the check stays for the editor's preview of data that is still being fixed.
 */
export function entriesOf<T>(value: unknown, isEntry: EntryCheck<T>): T[] {
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

/** A block's own list when it has one, else the list in the field of the page's item that its "from" names. */
export function useOwnListOrField<T>(
  own: readonly T[] | undefined,
  from: string | undefined,
  isEntry: EntryCheck<T>,
): readonly T[] {
  const field = useCurrentItemField(from);
  return own ?? entriesOf(field, isEntry);
}

export const isText: EntryCheck<string> = (entry): entry is string => typeof entry === "string" && entry !== "";

/** A check for objects whose given fields are all texts, e.g. `hasTexts<ProcessStep>("title", "description")`. */
export function hasTexts<T>(...fields: (keyof T & string)[]): EntryCheck<T> {
  return (entry): entry is T =>
    typeof entry === "object" &&
    entry !== null &&
    fields.every((field) => isText((entry as Record<string, unknown>)[field]));
}
