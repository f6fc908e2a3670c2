import { cardCollections, hasCard } from "./card-collections.ts";
import type { Diagnostic } from "./diagnostic.ts";
import { closestMatch } from "./did-you-mean.ts";
import type { FromShape } from "./from-fields.ts";
import { escapePointerSegment } from "./json-pointer.ts";
import { diagnosticAt, type ParsedFile } from "./json-source.ts";
import type { RoledFile } from "./site-checks.ts";
import type { SiteIndex } from "./site-index.ts";

type Json = Record<string, unknown>;

/** The fields each collection's items may have, from its schema: what "from", "filter", "sort" and tabs may name. */
export type CollectionFields = Record<string, string[]>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every object under the page's sections, with its pointer (nested blocks and tabs included). */
function* objectsIn(value: unknown, pointer: string): Generator<[Json, string]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* objectsIn(item, `${pointer}/${i}`);
  else if (isObject(value)) {
    yield [value, pointer];
    for (const [key, child] of Object.entries(value))
      yield* objectsIn(child, `${pointer}/${escapePointerSegment(key)}`);
  }
}

/**
 * What blocks draw from collections must exist: a source's ids, the fields its filter, sort and tabs name, and
 * every "from" (a field of the page's own item, so only on a detail page, and a field its collection has).
 */
export function checkSources(
  { parsed, role }: RoledFile,
  fields: CollectionFields,
  index: SiteIndex,
  fromShapes: (blockType: string, collection: string) => FromShape | undefined,
): Diagnostic[] {
  if (role.kind !== "page") return [];
  const found: Diagnostic[] = [];
  const fieldProblem = (file: ParsedFile, pointer: string, collection: string, field: unknown, purpose: string) => {
    const known = fields[collection];
    if (typeof field !== "string" || !known || known.includes(field)) return;
    found.push(
      diagnosticAt(file, pointer, "collection-has-no-field", {
        collection,
        field,
        purpose,
        guess: closestMatch(field, known),
        known,
      }),
    );
  };
  const page = parsed.value as Json;
  const pageCollection = typeof page.collection === "string" ? page.collection : null;
  for (const [list, sections] of [
    ["/sections", page.sections],
    ["/notFound/sections", isObject(page.notFound) ? page.notFound.sections : undefined],
  ] as const) {
    // A not-found state has no item: its blocks cannot show one.
    const itemCollection = list === "/sections" ? pageCollection : null;
    for (const [object, pointer] of objectsIn(sections, list)) {
      // An item source has its own "from" (checked below); any other object's "from" names a field of the page's item.
      if (typeof object.from === "string" && !("collection" in object)) {
        if (!itemCollection) {
          found.push(
            diagnosticAt(parsed, `${pointer}/from`, "from-without-item", {
              from: object.from,
              inNotFound: list !== "/sections",
            }),
          );
        } else {
          fieldProblem(parsed, `${pointer}/from`, itemCollection, object.from, "show");
          const shape = typeof object.type === "string" ? fromShapes(object.type, itemCollection) : undefined;
          const holds = shape?.fields.get(object.from);
          if (shape && holds) {
            const fitting = [...shape.fields].filter(([, misfit]) => misfit === null).map(([field]) => field);
            found.push(
              diagnosticAt(parsed, `${pointer}/from`, "from-field-does-not-fit", {
                blockType: object.type as string,
                shows: shape.shows,
                from: object.from,
                collection: itemCollection,
                holds,
                fitting,
              }),
            );
          }
        }
      }
      if (isObject(object.tabs) && isObject(object.source) && typeof object.source.collection === "string") {
        fieldProblem(parsed, `${pointer}/tabs/field`, object.source.collection, object.tabs.field, "make tabs of");
      }
      // A grid shows each item as its collection's card: a collection without one would make an empty section.
      if (
        object.type === "collectionGrid" &&
        isObject(object.source) &&
        typeof object.source.collection === "string" &&
        object.source.collection in fields &&
        !hasCard(object.source.collection)
      )
        found.push(
          diagnosticAt(parsed, `${pointer}/source/collection`, "grid-collection-without-card", {
            collection: object.source.collection,
            withCards: cardCollections,
          }),
        );
      // Any object naming a collection picks items of it: a block's "source", a tab's, a search's, a count.
      if (typeof object.collection !== "string" || !(object.collection in fields)) continue;
      const source = object;
      const collection = object.collection;
      // A search box is the same on every page that has it (its index is a file of its own, src/site/blocks/SearchBox/search-index.ts).
      if (/\/finds\/\d+$/.test(pointer) && (source.from !== undefined || source.excludeCurrent !== undefined)) {
        const key = source.from !== undefined ? "from" : "excludeCurrent";
        found.push(diagnosticAt(parsed, `${pointer}/${key}`, "search-with-page-option", { key }));
        continue;
      }
      if (Array.isArray(source.ids)) {
        const ids = index.ids(collection);
        source.ids.forEach((id, i) => {
          if (typeof id === "string" && !ids.has(id))
            found.push(
              diagnosticAt(parsed, `${pointer}/ids/${i}`, "unknown-item-id", {
                collection,
                id,
                guess: closestMatch(id, [...ids]),
                ids: [...ids],
                where: "source",
              }),
            );
        });
      }
      if (typeof source.from === "string") {
        if (!itemCollection)
          found.push(diagnosticAt(parsed, `${pointer}/from`, "source-from-without-item", { from: source.from }));
        else fieldProblem(parsed, `${pointer}/from`, itemCollection, source.from, "list ids from");
      }
      if (isObject(source.filter) && Array.isArray(source.filter.fields))
        source.filter.fields.forEach(
          (field, i) => void fieldProblem(parsed, `${pointer}/filter/fields/${i}`, collection, field, "filter on"),
        );
      if (Array.isArray(source.fields))
        source.fields.forEach(
          (field, i) => void fieldProblem(parsed, `${pointer}/fields/${i}`, collection, field, "count by"),
        );
      if (isObject(source.sort))
        fieldProblem(parsed, `${pointer}/sort/field`, collection, source.sort.field, "sort by");
    }
  }
  return found;
}
