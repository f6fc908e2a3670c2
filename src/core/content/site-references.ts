import { fileRole } from "../validation/file-roles.ts";
import type { ReferenceFields } from "./reference-fields.ts";

/**
 * Where site data names an item or an address: every id of an item (a field whose schema says "collectionRef", the
 * "ids" a list names, the value a list filters by, the tabs of a grid) and every link (an "href", a page's "redirect",
 * a link in Markdown text). Read to tell how many places link to an item, and rewritten when an address changes.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One place of a file: its JSON pointer, and what is there. */
export interface ReferencePlace {
  file: string;
  pointer: string;
}

/**
 * What to do at each place: return the value it should hold (the same value: nothing changes there). `id` is called
 * with the collection the place names an item of; `link` with an address as written ("/blog/x#top"); `markdown` with
 * a whole text that holds links.
 */
export interface ReferenceVisitor {
  id(collection: string, id: string, place: ReferencePlace): string;
  link(href: string, place: ReferencePlace): string;
  markdown(text: string, place: ReferencePlace): string;
}

const escapePointer = (key: string | number) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

/** The value with each id in it visited: one id, or a list of them (other values are left alone). */
function visitIds(value: unknown, collection: string, pointer: string, file: string, visitor: ReferenceVisitor) {
  if (typeof value === "string" && !value.includes("{")) return visitor.id(collection, value, { file, pointer });
  if (!Array.isArray(value)) return value;
  let changed = false;
  const next = value.map((entry, i) => {
    if (typeof entry !== "string" || entry.includes("{")) return entry;
    const now = visitor.id(collection, entry, { file, pointer: `${pointer}/${i}` });
    if (now !== entry) changed = true;
    return now;
  });
  return changed ? next : value;
}

/**
 * A file's value with every reference and link visited, and replaced by what the visitor returns: the same object when
 * nothing changed, and only the objects on the way to a change copied otherwise.
 */
export function visitReferences(
  file: string,
  value: unknown,
  referenceFields: ReferenceFields,
  visitor: ReferenceVisitor,
): unknown {
  const role = fileRole(file);
  const ownFields = role?.kind === "item" ? referenceFields.items[role.collection as never] : undefined;
  const itemFields = (collection: unknown): Record<string, string> =>
    typeof collection === "string" ? (referenceFields.items[collection as never] ?? {}) : {};

  const visit = (node: unknown, pointer: string, atRoot: boolean): unknown => {
    if (typeof node === "string") {
      if (node.includes("](")) return visitor.markdown(node, { file, pointer });
      return node;
    }
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((entry, i) => {
        const now = visit(entry, `${pointer}/${i}`, false);
        if (now !== entry) changed = true;
        return now;
      });
      return changed ? next : node;
    }
    if (!isObject(node)) return node;

    /** Which collection each field of this object names items of. */
    const slots: Record<string, string> = {};
    if (atRoot && ownFields) Object.assign(slots, ownFields);
    if (typeof node.type === "string") Object.assign(slots, referenceFields.blocks[node.type] ?? {});
    if (typeof node.collection === "string" && Array.isArray(node.ids)) slots.ids = node.collection;

    let copy: Json | null = null;
    const put = (key: string, now: unknown) => {
      if (now === node[key]) return;
      copy ??= { ...node };
      copy[key] = now;
    };
    for (const [key, child] of Object.entries(node)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (key === "$schema" || key === "formerIds" || key === "formerPaths") continue;
      if (slots[key]) put(key, visitIds(child, slots[key], at, file, visitor));
      else if ((key === "href" || (atRoot && key === "redirect")) && typeof child === "string") {
        if (!child.includes("{")) put(key, visitor.link(child, { file, pointer: at }));
      } else put(key, visit(child, at, false));
    }
    const current = (copy ?? node) as Json;

    // A list filtered by a field that names items: its value is an id ("posts whose category is fintech").
    const filter = current.filter;
    if (typeof current.collection === "string" && isObject(filter) && Array.isArray(filter.fields)) {
      const named = filter.fields.map((field) => itemFields(current.collection)[String(field)]).find(Boolean);
      if (named && typeof filter.value === "string") {
        const value = visitIds(filter.value, named, `${pointer}/filter/value`, file, visitor);
        if (value !== filter.value) put("filter", { ...filter, value });
      }
    }
    // A grid's tabs, each the id of an item its items name in "field" (a blog's tabs are categories).
    const tabs = current.tabs;
    const source = current.source;
    if (isObject(tabs) && Array.isArray(tabs.options) && isObject(source)) {
      const named = itemFields(source.collection)[String(tabs.field)] ?? (tabs.linksTo as string | undefined);
      if (typeof named === "string") {
        let changed = false;
        const options = tabs.options.map((option, i) => {
          if (!isObject(option) || typeof option.value !== "string") return option;
          const value = visitIds(option.value, named, `${pointer}/tabs/options/${i}/value`, file, visitor);
          if (value === option.value) return option;
          changed = true;
          return { ...option, value };
        });
        if (changed) put("tabs", { ...tabs, options });
      }
    }
    return copy ?? node;
  };
  return visit(value, "", true);
}

/** An address as written, split: "/blog/x" and what follows it ("#top", "?page=2"). */
export function splitHref(href: string): { path: string; rest: string } {
  const at = href.search(/[?#]/);
  const path = at < 0 ? href : href.slice(0, at);
  const rest = at < 0 ? "" : href.slice(at);
  return { path: path.length > 1 ? path.replace(/\/+$/, "") : path, rest };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The links of a Markdown text ("[words](/blog/x#top)"), each path as written and where it starts. */
export function markdownLinkPaths(text: string): { path: string; start: number; end: number }[] {
  const found: { path: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/\]\((\/[^)\s?#]*)/g)) {
    const start = match.index + 2;
    found.push({ path: match[1], start, end: start + match[1].length });
  }
  return found;
}

/** A Markdown text with each link to a moved address pointing at its address now. */
export function movedMarkdown(text: string, moves: ReadonlyMap<string, string>): string {
  let result = text;
  for (const path of new Set(markdownLinkPaths(text).map((link) => link.path))) {
    const now = moves.get(splitHref(path).path);
    if (now) result = result.replace(new RegExp(`\\]\\(${escapeRegExp(path)}(?=[)\\s?#])`, "g"), `](${now}`);
  }
  return result;
}
