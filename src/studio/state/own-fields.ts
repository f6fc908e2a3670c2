import type { Path } from "../../core/validation/json-pointer.ts";
import { same } from "./merge-json.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `path` in `value`; undefined when there is none. */
export function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * The fields `after` changed from `before`, as finely as the two have the same shape: the fields of an object one by
 * one, the items of a list of as many items one by one, and a list that gained or lost items as a whole.
 */
export function changedFields(before: unknown, after: unknown, path: Path = []): Path[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedFields(before[key], after[key], [...path, key]),
    );
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, index) => changedFields(before[index], item, [...path, index]));
  return [path];
}
