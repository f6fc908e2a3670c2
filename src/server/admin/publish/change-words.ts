import { itemWordsOf, spokenName, type SchemasByName } from "../../../core/content/collection-words.ts";
import { fileRole } from "../../../core/validation/file-roles.ts";

/**
 * What a publish changed, in words for the history and the commit ("Blog post 'Year in review' added; Home: hero
 * title changed"), from each file's text before and after, an item named as its collection's schema calls one.
 */

const nameFields = ["title", "name", "question", "label", "id"];

type Json = Record<string, unknown>;

function parse(text: string | null): Json | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const spoken = spokenName;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "title", "title and excerpt", "title, excerpt and body", "5 fields". */
function fieldList(names: string[]): string {
  const words = names.map(spoken);
  if (words.length > 3) return `${words.length} fields`;
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const changedFields = (before: Json, after: Json) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== "$schema" && !same(before[key], after[key]),
  );

function nameOf(value: Json | null, fallback: string): string {
  const name = nameFields
    .map((field) => value?.[field])
    .find((candidate) => typeof candidate === "string" && candidate.trim());
  return typeof name === "string" ? name : fallback;
}

/** What a page's sections say changed: "hero title changed", "a FAQ section added", "sections reordered". */
function sectionChanges(before: unknown, after: unknown): string[] {
  const a = Array.isArray(before) ? (before as Json[]) : [];
  const b = Array.isArray(after) ? (after as Json[]) : [];
  const keyOf = (section: Json, index: number, list: Json[]) =>
    typeof section.id === "string"
      ? `id:${section.id}`
      : `type:${String(section.type)}:${list.slice(0, index).filter((other) => other.type === section.type && typeof other.id !== "string").length}`;
  const beforeKeys = a.map((section, i) => keyOf(section, i, a));
  const afterKeys = b.map((section, i) => keyOf(section, i, b));
  const sectionName = (section: Json) => spoken(String(section.type ?? "section"));
  const words: string[] = [];
  b.forEach((section, i) => {
    const at = beforeKeys.indexOf(afterKeys[i]);
    if (at === -1) words.push(`${sectionName(section)} section added`);
    else if (!same(a[at], section))
      words.push(`${sectionName(section)} ${fieldList(changedFields(a[at], section))} changed`);
  });
  a.forEach((section, i) => {
    if (!afterKeys.includes(beforeKeys[i])) words.push(`${sectionName(section)} section removed`);
  });
  const kept = afterKeys.filter((key) => beforeKeys.includes(key));
  if (
    !same(
      kept,
      beforeKeys.filter((key) => afterKeys.includes(key)),
    )
  )
    words.push("sections reordered");
  return words;
}

/** One file's change in words, or null when its content did not change. */
export function describeChange(
  file: string,
  beforeText: string | null,
  afterText: string | null,
  schemas: SchemasByName,
): string | null {
  if (beforeText === afterText) return null;
  const before = parse(beforeText);
  const after = parse(afterText);
  const role = fileRole(file);
  const kind = (collection: string) => itemWordsOf(schemas, collection)?.one ?? spoken(collection);
  const subject =
    role?.kind === "site"
      ? "Site settings"
      : role?.kind === "page"
        ? `Page '${nameOf(after ?? before, role.name)}'`
        : role?.kind === "item"
          ? `${kind(role.collection)} '${nameOf(after ?? before, role.name)}'`
          : file;
  if (beforeText === null) return `${subject} added`;
  if (afterText === null) return `${subject} removed`;
  if (!before || !after) return `${subject} changed`;
  const fields = changedFields(before, after);
  if (!fields.length) return `${subject}: layout of the file changed`;
  const parts = fields.filter((field) => !(role?.kind === "page" && field === "sections"));
  const words = [
    ...(parts.length ? [`${fieldList(parts)} changed`] : []),
    ...(role?.kind === "page" && fields.includes("sections") ? sectionChanges(before.sections, after.sections) : []),
  ];
  // A title that changed names the item by its old title too: "Blog post 'New' (was 'Old'): title changed".
  const renamed =
    nameOf(before, "") !== nameOf(after, "") && role?.kind !== "site" ? ` (was '${nameOf(before, "")}')` : "";
  return `${subject}${renamed}: ${words.join(", ")}`;
}

/** A line cut at a word, with an ellipsis, to at most `length` characters. */
function shortened(line: string, length: number): string {
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

/**
 * Every file's change in words, one per line, and a first line short enough for a commit's subject; `complete` says
 * whether the subject says all of it (otherwise the lines follow it in the commit).
 */
export function describeChanges(
  changes: { file: string; before: string | null; after: string | null }[],
  schemas: SchemasByName,
): {
  subject: string;
  lines: string[];
  complete: boolean;
} {
  const lines = changes.flatMap(({ file, before, after }) => describeChange(file, before, after, schemas) ?? []);
  const joined = lines.join("; ");
  const more = lines.length > 1 ? ` and ${lines.length - 1} more ${lines.length === 2 ? "change" : "changes"}` : "";
  const subject = !lines.length
    ? "No change"
    : joined.length <= 100
      ? joined
      : `${shortened(lines[0], 100 - more.length)}${more}`;
  return { subject, lines, complete: subject === joined };
}
