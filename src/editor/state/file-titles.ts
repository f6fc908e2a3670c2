import { fileRole } from "../../validation/file-roles.ts";
import { words } from "../words.ts";
import { allFiles, valueOf, type EditorState } from "./editor-store.ts";

/** The fields that name an item, in the order a person would look for its name (an author's name before their job title). */
const nameFields = ["name", "title", "question", "label", "author", "id"];

/** What a person calls a file: a page's title, an item's title or name; its id when it has none yet. */
export function titleOf(value: unknown, file: string): string {
  if (file === "site-data/site.json") return words.site;
  const record = (value ?? {}) as Record<string, unknown>;
  const name = nameFields.map((field) => record[field]).find((candidate) => typeof candidate === "string" && candidate.trim());
  return typeof name === "string" ? name : (fileRole(file) as { name?: string } | null)?.name ?? file;
}

export interface ItemChoice {
  value: string;
  label: string;
}

/** The items of a collection, by id, with their titles: what a reference field offers. */
export function itemChoices(state: EditorState, collection: string): ItemChoice[] {
  const prefix = `site-data/collections/${collection}/`;
  return allFiles(state)
    .filter((file) => file.startsWith(prefix))
    .map((file) => {
      const id = file.slice(prefix.length, -".json".length);
      const title = titleOf(valueOf(state, file), file);
      return { value: id, label: title === id ? id : `${title} (${id})` };
    });
}
