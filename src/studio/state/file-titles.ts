import { itemWordsOf } from "../../core/content/collection-words.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import { words } from "../words.ts";
import { allFiles, fileValue, type EditorState } from "./editor-state.ts";
import type { Schemas } from "./schema-tree.ts";

/** The fields that name an item, in the order a person would look for its name (an author's name before their job title). */
const nameFields = ["name", "title", "question", "label", "author", "id"];

/**
 * What a person calls a file: a page's title, an item's title or name; its id when it has none yet. The schemas say
 * what an item of a collection is called, for a page of one address per item.
 */
export function titleOf(value: unknown, file: string, schemas: Schemas): string {
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
  const name = nameFields
    .map((field) => record[field])
    .find((candidate) => typeof candidate === "string" && candidate.trim());
  return typeof name === "string" ? name : ((fileRole(file) as { name?: string } | null)?.name ?? file);
}

export interface ItemChoice {
  value: string;
  label: string;
}

const itemFile = (collection: string, id: string) => `site-data/collections/${collection}/${id}.json`;

/** One item of a collection as a reference field offers it: its title and id (its id alone when it does not exist). */
export function itemChoice(state: EditorState, collection: string, id: string): ItemChoice {
  const title = titleOf(fileValue(state, itemFile(collection, id)), itemFile(collection, id), state.schemas);
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
