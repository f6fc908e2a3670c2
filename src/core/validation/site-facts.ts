import type { FileRole } from "./file-roles.ts";
import type { ParsedFile } from "./json-source.ts";
import { blockIds, factKeys, indexRoute, type IndexedRoute } from "./site-index.ts";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What the checks of one file may read about the others (see SiteIndex), as of one update of the site validator. */
export interface SiteFacts {
  routes: { routes: IndexedRoute[]; complete: boolean };
  anchors: Map<string, Set<string>>;
  ids: Map<string, Set<string>>;
  /**
   * For a collection whose detail path names fields of its items ("/support/knowledge-base/:topic/:articleId"), each
   * item's values of those fields by its id: what its address is made of. Part of the collection's "ids" fact.
   */
  addressFields: Map<string, Map<string, Record<string, unknown>>>;
  /** For each collection, its items' earlier ids ("formerIds") and the id each item has now. Part of the "ids" fact. */
  formerIds: Map<string, Map<string, string>>;
  pageNames: Set<string>;
  company: Json | null;
  /** Known only once every item's schema has been checked. */
  validItems: Map<string, Json[]>;
  /** Every fact but `validItems` written out, by its key, to tell which changed between two updates. */
  signatures: Map<string, string>;
}

/** A site-data file as far as the facts go. */
export interface FactSource {
  role: FileRole | null;
  parsed: ParsedFile | null;
  /** Parsed, and an object. */
  readable: boolean;
}

/**
 * The facts that the files' texts tell, files in their sorted order (which decides the order ids and anchors are listed
 * in). What no changed file can alter is taken from `previous`: a collection none of whose files changed, the pages and
 * site.json when none of them changed.
 */
export function readSiteFacts(
  files: FactSource[],
  previous: SiteFacts | null,
  changed: ReadonlySet<string>,
): SiteFacts {
  const changedCollections = new Set<string>();
  let pagesChanged = !previous;
  for (const file of changed) {
    const collection = /^site-data\/collections\/([^/]+)\//.exec(file)?.[1];
    if (collection) changedCollections.add(collection);
    else pagesChanged = true;
  }
  const routes: IndexedRoute[] = [];
  const anchors = new Map<string, Set<string>>();
  const ids = new Map<string, Set<string>>();
  const formerIds = new Map<string, Map<string, string>>();
  const pageNames = new Set<string>();
  let complete = true;
  let company: Json | null = null;
  const itemFiles: FactSource[] = [];
  for (const { role, parsed, readable } of files) {
    if (role?.kind === "item") {
      if (parsed && (pagesChanged || !previous || changedCollections.has(role.collection)))
        itemFiles.push({ role, parsed, readable });
      if (previous && !changedCollections.has(role.collection)) continue;
      if (!parsed) continue;
      // Both, so an id that does not match its file name is reported once, not again at every reference.
      const known = ids.get(role.collection) ?? ids.set(role.collection, new Set()).get(role.collection)!;
      known.add(role.name);
      if (isObject(parsed.value) && typeof parsed.value.id === "string") known.add(parsed.value.id);
      if (isObject(parsed.value) && Array.isArray(parsed.value.formerIds)) {
        const moved = formerIds.get(role.collection) ?? formerIds.set(role.collection, new Map()).get(role.collection)!;
        const now = typeof parsed.value.id === "string" ? parsed.value.id : role.name;
        for (const former of parsed.value.formerIds)
          if (typeof former === "string" && !moved.has(former)) moved.set(former, now);
      }
      continue;
    }
    if (!pagesChanged) continue;
    if (role?.kind === "site") {
      if (parsed && isObject(parsed.value) && isObject(parsed.value.company)) company = parsed.value.company;
    } else if (role?.kind === "page") {
      if (!readable) {
        complete = false;
        continue;
      }
      const data = parsed!.value;
      pageNames.add(role.name);
      const route = indexRoute(data);
      if (!route) continue;
      routes.push(route);
      // Of two pages with one path (an error of its own), links go to the first.
      if (!anchors.has(route.path)) anchors.set(route.path, blockIds(data));
    }
  }
  if (previous) {
    for (const [collection, known] of previous.ids) if (!changedCollections.has(collection)) ids.set(collection, known);
    for (const [collection, known] of previous.formerIds)
      if (!changedCollections.has(collection)) formerIds.set(collection, known);
  }
  const addressFields = addressFieldsOf(
    itemFiles,
    pagesChanged ? routes : previous!.routes.routes,
    pagesChanged ? null : previous,
    changedCollections,
  );
  if (previous && !pagesChanged)
    return {
      ...previous,
      ids,
      formerIds,
      addressFields,
      validItems: new Map(),
      signatures: signaturesOf(previous, ids, addressFields, formerIds, previous.signatures, changedCollections),
    };
  const facts = {
    routes: { routes, complete },
    anchors,
    ids,
    formerIds,
    addressFields,
    pageNames,
    company,
    validItems: new Map(),
  };
  return {
    ...facts,
    signatures: signaturesOf(
      facts,
      ids,
      addressFields,
      formerIds,
      pagesChanged ? undefined : previous?.signatures,
      changedCollections,
    ),
  };
}

/** The fields each collection's detail path names before its id: ["topic"] for "/support/knowledge-base/:topic/:articleId". */
function fieldsInPaths(routes: IndexedRoute[]): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const route of routes) {
    if (!route.collection) continue;
    const named = route.path
      .split("/")
      .slice(0, -1)
      .flatMap((part) => (part.startsWith(":") ? [part.slice(1)] : []));
    if (named.length) fields.set(route.collection, [...new Set([...(fields.get(route.collection) ?? []), ...named])]);
  }
  return fields;
}

/** Each addressed item's values of the fields its address is made of; a collection not read again keeps `previous`'s. */
function addressFieldsOf(
  itemFiles: FactSource[],
  routes: IndexedRoute[],
  previous: SiteFacts | null,
  changedCollections: Set<string>,
): SiteFacts["addressFields"] {
  const named = fieldsInPaths(routes);
  const found: SiteFacts["addressFields"] = new Map();
  if (previous)
    for (const [collection, items] of previous.addressFields)
      if (!changedCollections.has(collection) && named.has(collection)) found.set(collection, items);
  for (const { role, parsed } of itemFiles) {
    if (role?.kind !== "item" || !named.has(role.collection) || !isObject(parsed?.value)) continue;
    const value = parsed.value;
    const items = found.get(role.collection) ?? found.set(role.collection, new Map()).get(role.collection)!;
    items.set(
      typeof value.id === "string" ? value.id : role.name,
      Object.fromEntries(named.get(role.collection)!.map((field) => [field, value[field]])),
    );
  }
  return found;
}

/** Each fact written out by its key; a collection's ids that did not change keep their text from `previous`. */
function signaturesOf(
  facts: Omit<SiteFacts, "signatures" | "validItems">,
  ids: Map<string, Set<string>>,
  addressFields: SiteFacts["addressFields"],
  formerIds: SiteFacts["formerIds"],
  previous: Map<string, string> | undefined,
  changedCollections: Set<string>,
): Map<string, string> {
  const { routes, complete } = facts.routes;
  const signatures = new Map<string, string>([
    [
      factKeys.routes,
      `${complete}\n${routes.map((route) => `${route.path} ${route.collection ?? ""} ${route.redirects} ${route.formerPaths.join(" ")}`).join("\n")}`,
    ],
    [factKeys.pageNames, [...facts.pageNames].join("\n")],
    [factKeys.company, JSON.stringify(facts.company)],
  ]);
  for (const [path, found] of facts.anchors) signatures.set(factKeys.anchors(path), [...found].join("\n"));
  for (const [collection, found] of ids) {
    const key = factKeys.ids(collection);
    const known = !changedCollections.has(collection) ? previous?.get(key) : undefined;
    const fields = addressFields.get(collection);
    const moved = formerIds.get(collection);
    signatures.set(
      key,
      known ??
        [...found].join("\n") +
          (fields ? `\n${JSON.stringify([...fields])}` : "") +
          (moved ? `\nmoved ${JSON.stringify([...moved])}` : ""),
    );
  }
  return signatures;
}

const sameItems = (a: Json[] | undefined, b: Json[] | undefined) =>
  a?.length === b?.length && (a ?? []).every((item, i) => item === b![i]);

/**
 * The keys of the facts that differ between two updates (every key the first time). With "validItems", only those:
 * which items passed their schema is known after the files are checked, the others before.
 */
export function changedFacts(before: SiteFacts | null, after: SiteFacts, only?: "validItems"): Set<string> {
  const changed = new Set<string>();
  if (only === "validItems") {
    for (const collection of new Set([...(before?.validItems.keys() ?? []), ...after.validItems.keys()])) {
      if (!sameItems(before?.validItems.get(collection), after.validItems.get(collection)))
        changed.add(factKeys.validItems(collection));
    }
    return changed;
  }
  for (const key of new Set([...(before?.signatures.keys() ?? []), ...after.signatures.keys()])) {
    if (before?.signatures.get(key) !== after.signatures.get(key)) changed.add(key);
  }
  return changed;
}
