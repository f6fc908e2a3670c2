import { itemWordsOf, spokenName } from "../../core/content/collection-words.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import type { Path } from "../../core/validation/json-pointer.ts";
import { words } from "../words.ts";
import { rootNodeOf } from "./editor-state.ts";
import { fieldPlace } from "./field-place.ts";
import { titleOf } from "./file-titles.ts";
import {
  childNode,
  isBlockUnion,
  labelOf,
  propertyOrder,
  resolveNode,
  type Json,
  type SchemaNode,
  type Schemas,
} from "./schema-tree.ts";

/**
 * What changed in a file, field by field, in the words of its form: "Block 1: Hero › Title: “Old” → “New”", "Block 3:
 * FAQ accordion added", "Blocks reordered", a picture as the picture it was and is. For the people who review changes
 * (Unsaved changes, History, a merge question): none of them should have to read JSON to see what a change does.
 */

export interface Picture {
  src: string;
  alt: string;
}

export type FieldChange =
  | { kind: "new-file" | "deleted-file"; what: string; title: string }
  | { kind: "changed"; place: string; before: string; after: string }
  | { kind: "filled"; place: string; after: string }
  | { kind: "emptied"; place: string; before: string }
  | { kind: "added" | "removed"; place: string }
  | { kind: "reordered"; place: string; blocks: boolean }
  | { kind: "picture"; place: string; before: Picture | null; after: Picture | null };

/** How much of a long text is shown on either side of what changed in it, and at most of the change itself. */
const context = 40;
const longest = 160;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const quoted = (text: string) => `“${text}”`;
const pictureLabels: Record<string, string | undefined> = { alt: words.altText, decorative: words.decorative };

/** The fields that name an entry of a list (a feature's title, a question's question), in the order a person looks. */
const nameFields = ["title", "name", "label", "question", "heading"];

function nameOf(value: unknown): string | null {
  if (!isObject(value)) return null;
  const name = nameFields.map((field) => value[field]).find((text) => typeof text === "string" && text.trim());
  return typeof name === "string" ? name : null;
}

/** A picture: an image field (a "src" of a file under public/), or a value that is one by its look when no schema says. */
function isPicture(node: SchemaNode | null, value: unknown): value is Picture {
  if (!isObject(value) || typeof value.src !== "string") return false;
  const src = (node?.schema.properties as Record<string, Json> | undefined)?.src;
  return src ? src.publicFile === true : /\.(svg|png|jpe?g|webp|avif)$/i.test(value.src);
}

/** Text cut to `length` at a word, with an ellipsis. */
function cut(text: string, length = longest): string {
  if (text.length <= length) return text;
  const start = text.slice(0, length);
  const space = start.lastIndexOf(" ");
  return `${start.slice(0, space > length / 2 ? space : length)}…`;
}

/**
 * Two long texts shortened around what changed between them: the words before and after the change that both share,
 * a few of each, and the change itself (its middle left out when it is long), so that a word changed in the fifth
 * paragraph of an article is what is shown, not its first line.
 */
export function aroundChange(before: string, after: string): [string, string] {
  if (before.length <= longest && after.length <= longest) return [before, after];
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix++;
  // Whole words of context: start after a space, end before one.
  let start = Math.max(0, prefix - context);
  if (start > 0) {
    const space = before.indexOf(" ", start);
    start = space !== -1 && space < prefix ? space + 1 : start;
  }
  const shown = (text: string) => {
    const changeEnd = text.length - suffix;
    let end = Math.min(text.length, changeEnd + context);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      end = space > changeEnd ? space : end;
    }
    const middle = text.slice(prefix, changeEnd);
    const change = middle.length > longest ? `${middle.slice(0, longest / 2)}…${middle.slice(-longest / 4)}` : middle;
    return `${start > 0 ? "…" : ""}${text.slice(start, prefix)}${change}${text.slice(changeEnd, end)}${end < text.length ? "…" : ""}`;
  };
  return [shown(before), shown(after)];
}

/** An item's title by its collection and id ("authors", "ada-obi" -> "Ada Obi"), undefined when it has none. */
export type ItemNames = (collection: string, id: string) => string | undefined;

/** The collection a field names an item of (an author, a category), if it is such a field. */
const collectionOf = (node: SchemaNode | null) =>
  typeof node?.schema.collectionRef === "string" ? node.schema.collectionRef : null;

/**
 * A value as words in a sentence, or null when it is empty: text in quotes, a number as it is, yes or no, a list of
 * words joined, an item chosen from a collection by its title, a picture by what it shows, something of several
 * fields by its name or its fields.
 */
export function valueText(
  value: unknown,
  node: SchemaNode | null = null,
  schemas: Schemas = {},
  names?: ItemNames,
): string | null {
  if (value === undefined || value === null) return null;
  const resolved = node && resolveNode(schemas, node);
  const collection = collectionOf(resolved);
  if (typeof value === "string" && collection && value) return quoted(cut(names?.(collection, value) ?? value));
  if (typeof value === "string") return value.trim() ? quoted(cut(value)) : null;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    const items = resolved?.schema.items as Json | undefined;
    const itemNode = items && resolved ? { schema: items, base: resolved.base } : null;
    const parts = value.flatMap((item) => valueText(item, itemNode, schemas, names) ?? []);
    return parts.length ? parts.join(", ") : null;
  }
  if (!isObject(value)) return null;
  if (isPicture(resolved, value)) return words.pictureNamed(value.alt ?? "", value.src.split("/").pop() ?? "");
  const name = nameOf(value);
  if (name) return quoted(cut(name));
  const parts = Object.entries(value).flatMap(([key, inner]) => {
    if (key === "$schema" || key === "type") return [];
    const child = resolved && childNode(schemas, resolved, key, inner);
    const text = valueText(inner, child, schemas, names);
    return text === null ? [] : [words.partText(labelOf(key, child), text)];
  });
  return parts.length ? parts.join(", ") : null;
}

/** What a person calls a kind of file inside a sentence: "blog post", "page", "FAQ". */
function kindOf(file: string, schemas: Schemas): string {
  const role = fileRole(file);
  if (role?.kind === "site") return words.siteKind;
  if (role?.kind === "page") return words.pageKind;
  if (role?.kind === "item") {
    const one = itemWordsOf(schemas, role.collection)?.one ?? spokenName(role.collection);
    // "Blog post" is "blog post" in a sentence; "FAQ" stays "FAQ".
    return one.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
  }
  return words.pageKind;
}

/**
 * The entries of two versions of a list paired up: identical ones first (wherever they moved), then those with the
 * same id, then those of the same type (a block's) most alike. A pair of the same type with nothing alike is only made
 * when as many of that type were left on both sides: otherwise one was removed and another added.
 */
function pairs(before: unknown[], after: unknown[]): [number, number][] {
  const found: [number, number][] = [];
  const usedBefore = new Set<number>();
  const usedAfter = new Set<number>();
  const pair = (i: number, j: number) => {
    found.push([i, j]);
    usedBefore.add(i);
    usedAfter.add(j);
  };
  const texts = before.map((item) => JSON.stringify(item));
  after.forEach((item, j) => {
    const text = JSON.stringify(item);
    const i = texts.findIndex((other, index) => !usedBefore.has(index) && other === text);
    if (i !== -1) pair(i, j);
  });
  const idOf = (item: unknown) => (isObject(item) && typeof item.id === "string" ? item.id : null);
  after.forEach((item, j) => {
    if (usedAfter.has(j) || idOf(item) === null) return;
    const i = before.findIndex((other, index) => !usedBefore.has(index) && idOf(other) === idOf(item));
    if (i !== -1) pair(i, j);
  });
  const typeOf = (item: unknown) => (isObject(item) ? String(item.type ?? "") : null);
  const left = (items: unknown[], used: Set<number>, type: string | null) =>
    items.filter((item, index) => !used.has(index) && typeOf(item) === type).length;
  after.forEach((item, j) => {
    if (usedAfter.has(j) || !isObject(item)) return;
    const type = typeOf(item);
    const even = left(before, usedBefore, type) === left(after, usedAfter, type);
    let best = -1;
    let bestScore = -1;
    before.forEach((other, i) => {
      if (usedBefore.has(i) || typeOf(other) !== type || !isObject(other)) return;
      // Two entries with different ids are two entries, however alike.
      if (idOf(other) !== null && idOf(item) !== null && idOf(other) !== idOf(item)) return;
      const score = Object.keys(item).filter((key) => key !== "type" && same(item[key], other[key])).length;
      if (score > bestScore || (score === bestScore && Math.abs(i - j) < Math.abs(best - j))) {
        best = i;
        bestScore = score;
      }
    });
    if (best !== -1 && (bestScore > 0 || even)) pair(best, j);
  });
  return found.sort((a, b) => a[1] - b[1]);
}

/**
 * Every change between two values of one file (undefined: the file does not exist on that side), in its form's order;
 * `names` says an item chosen from a collection (an author) by its title rather than its id.
 */
export function fieldChanges(
  schemas: Schemas,
  file: string,
  before: unknown,
  after: unknown,
  names?: ItemNames,
): FieldChange[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined || after === undefined) {
    const value = after ?? before;
    return [
      {
        kind: after === undefined ? "deleted-file" : "new-file",
        what: kindOf(file, schemas),
        title: titleOf(value, file, schemas),
      },
    ];
  }
  const changes: FieldChange[] = [];
  const placeBefore = (path: Path) => fieldPlace(schemas, file, before, path);
  const placeAfter = (path: Path) => fieldPlace(schemas, file, after, path);
  const named = (place: string, value: unknown, blocks: boolean) => {
    const name = blocks ? null : nameOf(value);
    return name ? words.namedItem(place, cut(name, 60)) : place;
  };

  const walk = (
    node: SchemaNode | null,
    pathBefore: Path,
    pathAfter: Path,
    a: unknown,
    b: unknown,
    /** What the form calls this field, where it says more than its schema (a picture's "Alt text"). */
    label?: string,
  ) => {
    if (same(a, b)) return;
    const resolved = node && resolveNode(schemas, node);
    const at = pathAfter.length ? placeAfter(label ? pathAfter.slice(0, -1) : pathAfter) : "";
    if (isPicture(resolved, a) || isPicture(resolved, b)) {
      const pictureA = isPicture(resolved, a) ? a : null;
      const pictureB = isPicture(resolved, b) ? b : null;
      // The same picture with other words for it: those words are what changed.
      if (!pictureA || !pictureB || pictureA.src !== pictureB.src) {
        changes.push({
          kind: "picture",
          place: pictureB ? at : placeBefore(pathBefore),
          before: pictureA && { src: pictureA.src, alt: pictureA.alt ?? "" },
          after: pictureB && { src: pictureB.src, alt: pictureB.alt ?? "" },
        });
        return;
      }
    }
    const listOfEntries = (value: unknown) => Array.isArray(value) && value.some(isObject);
    if ((Array.isArray(a) || Array.isArray(b)) && (listOfEntries(a) || listOfEntries(b))) {
      const listA = Array.isArray(a) ? a : [];
      const listB = Array.isArray(b) ? b : [];
      const items = resolved?.schema.items as Json | undefined;
      const blocks =
        !!items && !!resolved && isBlockUnion(resolveNode(schemas, { schema: items, base: resolved.base }));
      const found = pairs(listA, listB);
      const removed = listA.flatMap((_, i) => (found.some(([other]) => other === i) ? [] : [i]));
      for (const i of removed)
        changes.push({ kind: "removed", place: named(placeBefore([...pathBefore, i]), listA[i], blocks) });
      listB.forEach((item, j) => {
        const pairOf = found.find(([, other]) => other === j);
        if (!pairOf) changes.push({ kind: "added", place: named(placeAfter([...pathAfter, j]), item, blocks) });
        else
          walk(
            resolved && childNode(schemas, resolved, j, item),
            [...pathBefore, pairOf[0]],
            [...pathAfter, j],
            listA[pairOf[0]],
            item,
          );
      });
      // The entries both versions have, in another order.
      if (found.some(([i], index) => index > 0 && i < found[index - 1][0]))
        changes.push({
          kind: "reordered",
          blocks,
          place: blocks ? (pathAfter.length > 1 ? placeAfter(pathAfter.slice(0, -1)) : "") : at,
        });
      return;
    }
    if (isObject(a) && isObject(b)) {
      const order = propertyOrder(resolved);
      const keys = [...new Set([...order, ...Object.keys(a), ...Object.keys(b)])].filter(
        (key) => key !== "$schema" && (key in a || key in b),
      );
      // A picture's own fields are called as its field calls them ("Alt text", "Decorative").
      const picture = isPicture(resolved, b);
      for (const key of keys)
        walk(
          resolved && childNode(schemas, resolved, key, b[key] ?? a[key]),
          [...pathBefore, key],
          [...pathAfter, key],
          a[key],
          b[key],
          picture ? pictureLabels[key] : undefined,
        );
      return;
    }
    // Something of several fields that one side has and the other not: added or removed, by its name.
    if (isObject(a) && b === undefined) {
      changes.push({ kind: "removed", place: named(placeBefore(pathBefore), a, false) });
      return;
    }
    if (a === undefined && isObject(b)) {
      changes.push({ kind: "added", place: named(at, b, false) });
      return;
    }
    const textA = valueText(a, resolved, schemas, names);
    const textB = valueText(b, resolved, schemas, names);
    // Two long texts read the same once shortened: only the texts themselves say whether they differ.
    if (textA === textB && !(typeof a === "string" && typeof b === "string")) return;
    const place = words.partPlace(at, label);
    if (textA === null) changes.push({ kind: "filled", place, after: textB! });
    else if (textB === null) changes.push({ kind: "emptied", place, before: textA });
    else if (typeof a === "string" && typeof b === "string" && !collectionOf(resolved)) {
      const [shortA, shortB] = aroundChange(a, b);
      changes.push({ kind: "changed", place, before: quoted(shortA), after: quoted(shortB) });
    } else changes.push({ kind: "changed", place, before: textA, after: textB });
  };

  walk(rootNodeOf(file), [], [], before, after);
  return changes;
}

/** A change as one line of words (a picture's too, for where no thumbnail can be shown). */
export function changeWords(change: FieldChange): string {
  switch (change.kind) {
    case "new-file":
      return words.newFileNamed(change.what, change.title);
    case "deleted-file":
      return words.deletedFileNamed(change.what, change.title);
    case "changed":
      return words.changed(change.place, change.before, change.after);
    case "filled":
      return words.filled(change.place, change.after);
    case "emptied":
      return words.emptied(change.place, change.before);
    case "added":
      return words.itemAdded(change.place);
    case "removed":
      return words.itemRemoved(change.place);
    case "reordered":
      return change.blocks ? words.blocksReordered(change.place) : words.listReordered(change.place);
    case "picture": {
      const name = (picture: Picture) => words.pictureNamed(picture.alt, picture.src.split("/").pop() ?? "");
      if (change.before && change.after)
        return words.pictureChanged(change.place, name(change.before), name(change.after));
      return change.after
        ? words.pictureAdded(change.place, name(change.after))
        : words.pictureRemoved(change.place, name(change.before!));
    }
  }
}

/** A file's text as a value, undefined when there is none; a text that is not JSON is a value of its own (its text). */
export function valueOfText(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
