import {
  changeItemId,
  changePagePath,
  itemIdRefusal,
  pagePathRefusal,
  placesNaming,
  type AddressRefusal,
  type MayChange,
  type SiteValues,
} from "../../core/content/change-address.ts";
import { referenceFieldsFromSchemas, type ReferenceFields } from "../../core/content/reference-fields.ts";
import type { ReferencePlace } from "../../core/content/site-references.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import { allFiles, fileValue, type EditorState } from "./editor-state.ts";
import type { Schemas } from "./schema-tree.ts";

/**
 * The editor's side of changing an address (src/core/content/change-address.ts): the site as the editor has it (the
 * unsaved changes included), which files this person may change, and the places that name a file.
 */

const referencesOf = new WeakMap<Schemas, ReferenceFields>();
/** Which fields name items of which collection, read from the schemas once. */
export function referenceFieldsOf(schemas: Schemas): ReferenceFields {
  if (!referencesOf.has(schemas))
    referencesOf.set(
      schemas,
      referenceFieldsFromSchemas(Object.entries(schemas).map(([name, schema]) => ({ name, schema }))),
    );
  return referencesOf.get(schemas)!;
}

const valuesOf = new WeakMap<EditorState["drafts"], { disk: EditorState["disk"]; values: SiteValues }>();
/** Every file's value as the editor has it now, the same map until a file changes. */
export function siteValues(state: EditorState): SiteValues {
  const remembered = valuesOf.get(state.drafts);
  if (remembered?.disk === state.disk) return remembered.values;
  const values = new Map(allFiles(state).map((file) => [file, fileValue(state, file)]));
  valuesOf.set(state.drafts, { disk: state.disk, values });
  return values;
}

/** What this person may change: not the files that are not theirs, and of those they may change in part, that part. */
export const mayChange =
  (state: EditorState): MayChange =>
  (file, pointer) => {
    if (state.notYours.has(file)) return false;
    const parts = state.onlyParts.get(file);
    if (!parts) return true;
    const part = pointer?.split("/")[1];
    return part !== undefined && parts.includes(part);
  };

/** Whether what the person typed can be the file's address (null), or why not. */
export function addressRefusal(state: EditorState, file: string, typed: string): AddressRefusal | null {
  return fileRole(file)?.kind === "page"
    ? pagePathRefusal(siteValues(state), file, typed)
    : itemIdRefusal(siteValues(state), referenceFieldsOf(state.schemas), file, typed, mayChange(state));
}

/** The files an address change writes (null: deleted), the addresses it moves, and the file's name after it. */
export function addressChange(state: EditorState, file: string, typed: string) {
  const values = siteValues(state);
  const references = referenceFieldsOf(state.schemas);
  if (fileRole(file)?.kind === "page")
    return { ...changePagePath(values, references, file, typed, mayChange(state)), file };
  const role = fileRole(file) as { collection: string };
  return {
    ...changeItemId(values, references, file, typed, mayChange(state)),
    file: `site-data/collections/${role.collection}/${typed}.json`,
  };
}

const namingOf = new WeakMap<SiteValues, Map<string, ReferencePlace[]>>();
/** The places that name a page or an item (its id, a link to its address), once per state of the files. */
export function placesNamingFile(state: EditorState, file: string): ReferencePlace[] {
  const values = siteValues(state);
  const known = namingOf.get(values) ?? namingOf.set(values, new Map()).get(values)!;
  if (!known.has(file)) known.set(file, placesNaming(values, referenceFieldsOf(state.schemas), file));
  return known.get(file)!;
}
