import { applyEdits, modify, type JSONPath } from "jsonc-parser";

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How every site-data file is written: 2 spaces, "$schema" first, a newline at the end. */
export function canonicalJson(value: Json): string {
  const ordered =
    isObject(value) && "$schema" in value
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => Number(b === "$schema") - Number(a === "$schema")))
      : value;
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key, i) => Object.keys(b)[i] === key && sameJson(a[key], b[key]))
    );
  }
  return false;
}

/** The smallest set of replacements that turns `before` into `after`: a path and its new value (undefined: removed). */
function changesBetween(before: Json, after: Json, path: JSONPath, found: { path: JSONPath; value: Json }[]): void {
  if (sameJson(before, after)) return;
  if (isObject(before) && isObject(after)) {
    const beforeKeys = Object.keys(before);
    const afterKeys = Object.keys(after);
    const kept = afterKeys.filter((key) => key in before);
    // Keys moved about: the whole object is written again rather than guessing where each goes.
    if (kept.some((key, i) => beforeKeys.filter((k) => k in after)[i] !== key))
      return void found.push({ path, value: after });
    for (const key of beforeKeys) if (!(key in after)) found.push({ path: [...path, key], value: undefined });
    for (const key of afterKeys) changesBetween(before[key], after[key], [...path, key], found);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((item, i) => void changesBetween(before[i], item, [...path, i], found));
    return;
  }
  found.push({ path, value: after });
}

/**
 * The text to save for `value`, a file first read as `original`: so that a one-field edit is a one-line diff. A file
 * written the way the site writes them (canonicalJson) is written that way again; one laid out by hand (a form's
 * fields one per line) keeps its layout, and only what changed is replaced in its text.
 */
export function jsonText(original: string | undefined, value: Json): string {
  if (original === undefined) return canonicalJson(value);
  let parsed: Json;
  try {
    parsed = JSON.parse(original);
  } catch {
    return canonicalJson(value);
  }
  if (canonicalJson(parsed) === original) return canonicalJson(value);
  if (sameJson(parsed, value)) return original;
  const changes: { path: JSONPath; value: Json }[] = [];
  changesBetween(parsed, value, [], changes);
  let text = original;
  for (const change of changes) {
    if (change.path.length === 0) return canonicalJson(value);
    text = applyEdits(
      text,
      modify(text, change.path, change.value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } }),
    );
  }
  return text;
}
