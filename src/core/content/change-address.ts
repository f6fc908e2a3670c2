import { detailFolder, itemAddress } from "../page-paths/path-pattern.ts";
import { fileRole } from "../validation/file-roles.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import {
  markdownLinkPaths,
  movedMarkdown,
  splitHref,
  visitReferences,
  type ReferencePlace,
} from "./site-references.ts";

/**
 * Changing the address of an item or a page, as one change of the site: the item's file takes its new id's name,
 * every id of it in site data follows, every link to an address that changed points at the new one, and the old
 * addresses are kept ("formerIds", "formerPaths") so the build answers them with a permanent redirect
 * (moved-addresses.ts). Pure: it reads the files' values and returns the files to write.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The site's files as the editor has them: each file's value (parsed), by its path under the project. */
export type SiteValues = ReadonlyMap<string, unknown>;

/**
 * Whether the person may change a place of a file (`pointer`), or the whole file (no pointer): an editor may change
 * the navigation and footer of the site settings only, when an admin lets them, and nothing else of it.
 */
export type MayChange = (file: string, pointer?: string) => boolean;

export const itemIdPattern = /^[a-z][a-z0-9-]*$/;
export const pagePathPattern = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

/** Why an address cannot be taken, in a word the editor turns into a sentence; null: it can. */
export type AddressRefusal =
  | { reason: "empty" }
  | { reason: "shape" }
  | { reason: "same" }
  | { reason: "taken"; file: string }
  | { reason: "page"; file: string }
  | { reason: "item-uses"; places: ReferencePlace[] };

/** Every address of the site, by what has it: "<page file>" for a page, "<page file> <collection>/<id>" for an item's. */
function addressesOf(values: SiteValues, identity: (collection: string, id: string) => string): Map<string, string> {
  const pages: Json[] = [];
  const items = new Map<string, Json[]>();
  for (const [file, value] of values) {
    const role = fileRole(file);
    if (!isObject(value) || !role) continue;
    if (role.kind === "page") pages.push({ ...value, file });
    else if (role.kind === "item") {
      const list = items.get(role.collection) ?? items.set(role.collection, []).get(role.collection)!;
      list.push(value);
    }
  }
  const addresses = new Map<string, string>();
  for (const page of pages) {
    if (typeof page.path !== "string" || page.path === "*") continue;
    if (typeof page.collection !== "string") {
      addresses.set(String(page.file), page.path);
      continue;
    }
    const folder = detailFolder(page.path);
    for (const item of items.get(page.collection) ?? []) {
      if (typeof item.id !== "string") continue;
      const address = itemAddress(folder, item as { id: string });
      addresses.set(`${page.file} ${page.collection}/${identity(page.collection, item.id)}`, address);
    }
  }
  return addresses;
}

/** Each address that changed between two states of the site, to its new one. */
function addressMoves(before: Map<string, string>, after: Map<string, string>): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [key, address] of before) {
    const now = after.get(key);
    if (now !== undefined && now !== address) moves.set(address, now);
  }
  return moves;
}

const withoutEntry = (list: unknown, entry: string): string[] =>
  Array.isArray(list) ? list.filter((value): value is string => typeof value === "string" && value !== entry) : [];

/** `value` with `key` set to `next`, right after `after` when it is new (so the file reads in its schema's order). */
function withKey(value: Json, key: string, next: unknown, after: string): Json {
  if (key in value) return { ...value, [key]: next };
  const entries = Object.entries(value);
  const at = entries.findIndex(([name]) => name === after);
  entries.splice(at + 1, 0, [key, next]);
  return Object.fromEntries(entries);
}

export interface AddressChange {
  /** The files to write: a value, or null to delete the file. */
  files: Map<string, unknown | null>;
  /** The old addresses and the new ones. */
  moves: Map<string, string>;
  /** The links left as they were, in files the person may not change: they keep working through the redirect. */
  leftLinks: ReferencePlace[];
}

/**
 * Applies the moves of addresses to every link, and `ids` to every reference, in every file (as `files` has it, when
 * it has it); collects the links in files the person may not change instead of changing them.
 */
function followEverywhere(
  values: SiteValues,
  referenceFields: ReferenceFields,
  moves: ReadonlyMap<string, string>,
  ids: { collection: string; from: string; to: string } | null,
  mayChange: MayChange,
  files: Map<string, unknown | null>,
): ReferencePlace[] {
  const leftLinks: ReferencePlace[] = [];
  for (const [file, original] of values) {
    const value = files.has(file) ? files.get(file) : original;
    if (value === null) continue;
    const next = visitReferences(file, value, referenceFields, {
      id: (collection, id, place) =>
        ids && collection === ids.collection && id === ids.from && mayChange(file, place.pointer) ? ids.to : id,
      link(href, place) {
        const { path, rest } = splitHref(href);
        const now = moves.get(path);
        if (!now) return href;
        if (!mayChange(file, place.pointer)) {
          leftLinks.push(place);
          return href;
        }
        return `${now}${rest}`;
      },
      markdown(text, place) {
        if (!markdownLinkPaths(text).some(({ path }) => moves.has(splitHref(path).path))) return text;
        if (!mayChange(file, place.pointer)) {
          leftLinks.push(place);
          return text;
        }
        return movedMarkdown(text, moves);
      },
    });
    if (next !== value) files.set(file, next);
  }
  return leftLinks;
}

/** The places that name an item by its id in files the person may not change: a new id would break them. */
function idsOutOfReach(
  values: SiteValues,
  referenceFields: ReferenceFields,
  collection: string,
  id: string,
  mayChange: MayChange,
): ReferencePlace[] {
  const places: ReferencePlace[] = [];
  for (const [file, value] of values) {
    if (mayChange(file)) continue;
    visitReferences(file, value, referenceFields, {
      id: (named, found, place) => {
        if (named === collection && found === id && !mayChange(file, place.pointer)) places.push(place);
        return found;
      },
      link: (href) => href,
      markdown: (text) => text,
    });
  }
  return places;
}

/** The file of an item of the collection with this id, or named after it. */
function itemWithId(values: SiteValues, collection: string, id: string): string | undefined {
  const named = `site-data/collections/${collection}/${id}.json`;
  if (values.has(named)) return named;
  for (const [file, value] of values) {
    const role = fileRole(file);
    if (role?.kind === "item" && role.collection === collection && isObject(value) && value.id === id) return file;
  }
  return undefined;
}

/** Whether an item may take this id (null), or why not. */
export function itemIdRefusal(
  values: SiteValues,
  referenceFields: ReferenceFields,
  file: string,
  id: string,
  mayChange: MayChange = () => true,
): AddressRefusal | null {
  const role = fileRole(file);
  const value = values.get(file);
  if (role?.kind !== "item" || !isObject(value)) return { reason: "shape" };
  if (!id) return { reason: "empty" };
  if (!itemIdPattern.test(id)) return { reason: "shape" };
  if (id === value.id) return { reason: "same" };
  const taken = itemWithId(values, role.collection, id);
  if (taken && taken !== file) return { reason: "taken", file: taken };
  // An item's new address that is a page's own ("/careers/open-application" beside "/careers/:jobId"): the page wins.
  const after = addressesOf(new Map([...values, [file, { ...value, id }]]), (_, itemId) => itemId);
  const pages = new Map([...addressesOf(values, (_, itemId) => itemId)].filter(([key]) => !key.includes(" ")));
  for (const [key, address] of after) {
    if (!key.endsWith(` ${role.collection}/${id}`)) continue;
    for (const [pageFile, path] of pages) if (path === address) return { reason: "page", file: pageFile };
  }
  const places = idsOutOfReach(values, referenceFields, role.collection, String(value.id), mayChange);
  return places.length ? { reason: "item-uses", places } : null;
}

/** An item with a new id: its file renamed, every reference and link following, its old id kept for the redirects. */
export function changeItemId(
  values: SiteValues,
  referenceFields: ReferenceFields,
  file: string,
  id: string,
  mayChange: MayChange = () => true,
): AddressChange {
  const role = fileRole(file);
  const value = values.get(file);
  if (role?.kind !== "item" || !isObject(value) || typeof value.id !== "string")
    throw new Error(`Not an item: ${file}`);
  const { collection } = role;
  const oldId = value.id;
  const newFile = `site-data/collections/${collection}/${id}.json`;
  const formerIds = [...withoutEntry(value.formerIds, id).filter((entry) => entry !== oldId), oldId];
  const renamed = withKey({ ...value, id }, "formerIds", formerIds, "id");

  const files = new Map<string, unknown | null>([
    [file, null],
    [newFile, renamed],
  ]);
  // Another item that had this id once gives it up: the address is this item's now.
  for (const [other, otherValue] of values) {
    const otherRole = fileRole(other);
    if (other === file || otherRole?.kind !== "item" || otherRole.collection !== collection) continue;
    if (
      isObject(otherValue) &&
      Array.isArray(otherValue.formerIds) &&
      otherValue.formerIds.includes(id) &&
      mayChange(other)
    )
      files.set(other, { ...otherValue, formerIds: withoutEntry(otherValue.formerIds, id) });
  }
  const before = addressesOf(values, (_, itemId) => itemId);
  const afterValues = new Map(values);
  afterValues.delete(file);
  for (const [changed, next] of files) if (next !== null) afterValues.set(changed, next);
  // References follow first, so that an address filed under this item (an article under its topic) moves too.
  const followed = new Map<string, unknown | null>();
  followEverywhere(afterValues, referenceFields, new Map(), { collection, from: oldId, to: id }, mayChange, followed);
  for (const [changed, next] of followed) {
    afterValues.set(changed, next);
    files.set(changed, next);
  }
  const after = addressesOf(afterValues, (named, itemId) => (named === collection && itemId === id ? oldId : itemId));
  const moves = addressMoves(before, after);
  const leftLinks = followEverywhere(afterValues, referenceFields, moves, null, mayChange, files);
  return { files, moves, leftLinks };
}

/** Whether a page may take this address (null), or why not. */
export function pagePathRefusal(values: SiteValues, file: string, path: string): AddressRefusal | null {
  const value = values.get(file);
  if (fileRole(file)?.kind !== "page" || !isObject(value) || typeof value.path !== "string") return { reason: "shape" };
  if (!path) return { reason: "empty" };
  if (!pagePathPattern.test(path)) return { reason: "shape" };
  const next = pagePathFrom(value.path, path);
  if (next === value.path) return { reason: "same" };
  for (const [other, otherValue] of values) {
    if (other === file || fileRole(other)?.kind !== "page" || !isObject(otherValue)) continue;
    if (otherValue.path === next) return { reason: "page", file: other };
  }
  if (!next.includes(":"))
    for (const [key, address] of addressesOf(values, (_, id) => id))
      if (address === next && key.includes(" ")) return { reason: "taken", file: key.slice(0, key.indexOf(" ")) };
  return null;
}

/**
 * A page at a new address: `path` is its address, or for a page that each item of a kind gets (whose path ends in a
 * part that stands for the item), the folder its items are under ("/insights" for "/insights/:postId").
 */
export function changePagePath(
  values: SiteValues,
  referenceFields: ReferenceFields,
  file: string,
  path: string,
  mayChange: MayChange = () => true,
): AddressChange {
  const value = values.get(file);
  if (fileRole(file)?.kind !== "page" || !isObject(value) || typeof value.path !== "string")
    throw new Error(`Not a page: ${file}`);
  const current = value.path;
  const next = pagePathFrom(current, path);
  const formerPaths = [...withoutEntry(value.formerPaths, next).filter((entry) => entry !== current), current];
  const moved = withKey({ ...value, path: next }, "formerPaths", formerPaths, "path");
  const files = new Map<string, unknown | null>([[file, moved]]);
  for (const [other, otherValue] of values) {
    if (other === file || fileRole(other)?.kind !== "page" || !isObject(otherValue)) continue;
    if (Array.isArray(otherValue.formerPaths) && otherValue.formerPaths.includes(next) && mayChange(other))
      files.set(other, { ...otherValue, formerPaths: withoutEntry(otherValue.formerPaths, next) });
  }
  const identity = (_: string, id: string) => id;
  const moves = addressMoves(addressesOf(values, identity), addressesOf(new Map([...values, [file, moved]]), identity));
  const leftLinks = followEverywhere(values, referenceFields, moves, null, mayChange, files);
  return { files, moves, leftLinks };
}

/** The address a page would have, from what the editor typed (see changePagePath). */
export function pagePathFrom(current: string, typed: string): string {
  const parameter = current.includes(":") ? current.slice(current.lastIndexOf("/")) : "";
  return `${typed.replace(/\/+$/, "") || (parameter ? "" : "/")}${parameter}`;
}

/**
 * Every place that names this item or page: its id in a reference, a link to its address (or to an address of one of
 * its items, for a page that each item of a kind gets). The places in its own file are left out.
 */
export function placesNaming(values: SiteValues, referenceFields: ReferenceFields, file: string): ReferencePlace[] {
  const role = fileRole(file);
  const value = values.get(file);
  if (!role || role.kind === "site" || !isObject(value)) return [];
  const identity = (_: string, id: string) => id;
  const addresses = addressesOf(values, identity);
  const own = new Set<string>();
  for (const [key, address] of addresses) {
    if (
      role.kind === "page"
        ? key === file || key.startsWith(`${file} `)
        : key.endsWith(` ${role.collection}/${value.id}`)
    )
      own.add(address);
  }
  const places: ReferencePlace[] = [];
  for (const [other, otherValue] of values) {
    if (other === file) continue;
    visitReferences(other, otherValue, referenceFields, {
      id(collection, id, place) {
        if (role.kind === "item" && collection === role.collection && id === value.id) places.push(place);
        return id;
      },
      link(href, place) {
        if (own.has(splitHref(href).path)) places.push(place);
        return href;
      },
      markdown(text, place) {
        if (markdownLinkPaths(text).some(({ path }) => own.has(splitHref(path).path))) places.push(place);
        return text;
      },
    });
  }
  return places;
}
