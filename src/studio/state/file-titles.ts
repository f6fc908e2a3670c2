import { itemWordsOf } from "../../core/content/collection-words.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import { detailFolder, itemAddress } from "../../core/page-paths/path-pattern.ts";
import { words } from "../words.ts";
import { allFiles, fileValue, type EditorState } from "./editor-state.ts";
import { nameFromId } from "./choice-words.ts";
import { readableText } from "./readable-text.ts";
import type { Schemas } from "./schema-tree.ts";

/** "privacy-policy" -> "Privacy policy": a page's name, from its id (its title is what search results show). */
const pageName = (id: string) => {
  const words = id.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields that name an item, in the order a person would look for its name (an author's name before their job title). */
const nameFields = ["name", "title", "question", "label", "author", "id"];

/**
 * What a person calls a file: a page's title, an item's title or name; its id when it has none yet. The schemas say
 * what an item of a collection is called, for a page of one address per item. A question that names the company
 * ("What does {company.shortName} do?") reads as visitors read it, from the site settings when given.
 */
export function titleOf(value: unknown, file: string, schemas: Schemas, site?: unknown): string {
  if (file === "site-data/site.json") return words.site;
  const record = (value ?? {}) as Record<string, unknown>;
  // A page of one address per item ("{item.title}") is called by what it shows, not by its placeholder.
  if (
    fileRole(file)?.kind === "page" &&
    typeof record.collection === "string" &&
    typeof record.title === "string" &&
    record.title.includes("{item.")
  )
    return words.itemPages(record.collection, itemWordsOf(schemas, record.collection));
  // A page is called by what it is ("Home", "Privacy policy"): its title is the line search results show
  // ("Software, Banking & IT Services in Lagos"), no name for it.
  const role = fileRole(file);
  if (role?.kind === "page") return pageName(typeof record.id === "string" && record.id ? record.id : role.name);
  const field = nameFields.find((candidate) => typeof record[candidate] === "string" && record[candidate].trim());
  // An item known only by its id (a form) is called by it as words: "Job application", not "job-application".
  if (field === "id") return nameFromId(record.id as string);
  return field
    ? readableText(record[field] as string, site)
    : ((fileRole(file) as { name?: string } | null)?.name ?? file);
}

/** The site settings as they are now, whose company details fill in the placeholders of titles. */
export const siteOf = (state: EditorState) => fileValue(state, "site-data/site.json");

export interface ItemChoice {
  value: string;
  label: string;
}

const itemFile = (collection: string, id: string) => `site-data/collections/${collection}/${id}.json`;

/**
 * Where a page or an item is on the site, as a visitor's address: "/about"; an item's page ("/blog/automating-loan-origination")
 * when its collection has pages; "/blog/…" for a page of one address per item. Null for what has no address (an
 * author, a FAQ). What the list of pages and items says under each title, instead of a file name.
 */
export function addressOf(state: EditorState, file: string): string | null {
  const role = fileRole(file);
  const value = fileValue(state, file) as Record<string, unknown> | undefined;
  if (role?.kind === "page") return typeof value?.path === "string" ? value.path.replace(/:[A-Za-z]+/g, "…") : null;
  if (role?.kind !== "item") return null;
  const pattern = itemPagePaths(state).get(role.collection);
  if (!pattern) return null;
  // Every part of it filled in from the item ("/support/knowledge-base/billing/<id>" for an article of that topic).
  const id = typeof value?.id === "string" && value.id ? value.id : role.name;
  return itemAddress(detailFolder(pattern), { ...value, id }).replace(/\/(?=\/)/g, "/…");
}

const itemPathsOf = new WeakMap<EditorState["drafts"], { disk: EditorState["disk"]; paths: Map<string, string> }>();

/** Each collection's page of one address per item, by its path ("posts" -> "/blog/:postId"), once per state of the files. */
function itemPagePaths(state: EditorState): Map<string, string> {
  const remembered = itemPathsOf.get(state.drafts);
  if (remembered?.disk === state.disk) return remembered.paths;
  const paths = new Map<string, string>();
  for (const page of allFiles(state)) {
    if (fileRole(page)?.kind !== "page") continue;
    const value = fileValue(state, page) as Record<string, unknown> | undefined;
    if (typeof value?.collection === "string" && typeof value.path === "string" && !value.redirect)
      if (!paths.has(value.collection)) paths.set(value.collection, value.path);
  }
  itemPathsOf.set(state.drafts, { disk: state.disk, paths });
  return paths;
}

/** One item of a collection as a reference field offers it: its title and id (its id alone when it does not exist). */
export function itemChoice(state: EditorState, collection: string, id: string): ItemChoice {
  const title = titleOf(
    fileValue(state, itemFile(collection, id)),
    itemFile(collection, id),
    state.schemas,
    siteOf(state),
  );
  return { value: id, label: title === id ? id : `${title} (${id})` };
}

const choicesOf = new WeakMap<
  EditorState["drafts"],
  { disk: EditorState["disk"]; byCollection: Map<string, ItemChoice[]> }
>();

/** The items of a collection, by id, with their titles: what a reference field offers (the same list until a file changes). */
export function itemChoices(state: EditorState, collection: string): ItemChoice[] {
  let remembered = choicesOf.get(state.drafts);
  if (remembered?.disk !== state.disk) {
    remembered = { disk: state.disk, byCollection: new Map() };
    choicesOf.set(state.drafts, remembered);
  }
  let choices = remembered.byCollection.get(collection);
  if (!choices) {
    const prefix = `site-data/collections/${collection}/`;
    choices = allFiles(state)
      .filter((file) => file.startsWith(prefix))
      .map((file) => itemChoice(state, collection, file.slice(prefix.length, -".json".length)));
    remembered.byCollection.set(collection, choices);
  }
  return choices;
}

/**
 * Where a new page or item of the kind of `file` will be on the site, by its id: "/<id>" for a page, its collection's
 * item page for an item ("/blog/<id>"); null for what has no page of its own (an author, a FAQ).
 */
export function newAddressOf(state: EditorState, file: string): ((id: string) => string) | null {
  const role = fileRole(file);
  if (role?.kind === "page") return (id) => `/${id}`;
  if (role?.kind !== "item") return null;
  const pattern = itemPagePaths(state).get(role.collection);
  // A part named by a field the new item has yet to be given (an article's topic) is "…" until then.
  return pattern ? (id) => `${detailFolder(pattern).replace(/:[A-Za-z]+/g, "…")}/${id}` : null;
}

/** Each item's title by its collection and id, as the editor has it now: what a list of changes calls an author. */
export const itemNames =
  (state: EditorState) =>
  (collection: string, id: string): string | undefined => {
    const file = itemFile(collection, id);
    const value = fileValue(state, file);
    return value === undefined ? undefined : titleOf(value, file, state.schemas);
  };
