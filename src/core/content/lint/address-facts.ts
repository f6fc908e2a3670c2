import type { CollectionGridBlock, ItemSource } from "../../generated/site-data.ts";
import { blocksIn, shownSourcesIn } from "../blocks-and-sources.ts";
import { fillTokens } from "../fill-tokens.ts";
import { itemById, selectItems, type AnyItem } from "../item-source.ts";
import { markdownLinks } from "../../validation/markdown-facts.ts";
import type { ReferenceFields } from "../reference-fields.ts";
import type { CollectionName, SiteData } from "../types.ts";
import { stringsIn } from "../../validation/tokens.ts";
import { internalTarget } from "./internal-target.ts";
import { pageBlocks } from "./page-blocks.ts";
import { placed, type Placed, type PlacedLink } from "./placed.ts";
import { selfLinksOn } from "./self-links.ts";
import { addressScopes, itemFileOf, type SiteAddress } from "./site-addresses.ts";
import { snippetLengthsOf } from "./snippet-lengths.ts";

/** What the content lint reads of the site beside each address's facts. */
export interface LintContext {
  siteData: SiteData;
  referenceFields: ReferenceFields;
  /** {company.*} and {year}. */
  scopes: Record<string, unknown>;
  /** Where each file's Markdown texts are (by JSON pointer), as validation found them. */
  markdownByFile: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** The names under which an address's facts note what they read (see DependencyMap). */
export const lintKeys = {
  /** A site-data file: the page, its item, an item it names. */
  file: (file: string) => `file:${file}`,
  /** Any item of a collection, or which items it has: what a list of the whole collection reads. */
  collection: (collection: string) => `collection:${collection}`,
  /** {company.*} and {year}. */
  scopes: "scopes",
} as const;

/**
 * One address of the site read as visitors and search engines read it, with its placeholders filled in: what the
 * lint rules need of it, worked out once and kept until something it read changes (`reads`).
 */
export interface AddressFacts {
  address: SiteAddress;
  reads: Set<string>;
  title: string;
  description: string;
  /** The links in its content, each where an editor wrote it: the page's blocks, its own item, the items it lists. */
  links: PlacedLink[];
  /** The items it lists besides its own: those its blocks select or name, those its own item refers to. */
  shown: { collection: CollectionName; id: string }[];
  /** The addresses its content links to, itself left out (a grid's note for an empty tab, seen only then, too). */
  linksTo: Set<string>;
  /** Its links to itself (see self-links.ts). */
  selfLinks: Placed[];
  /** Its title or description, if search results would cut them (see snippet-lengths.ts). */
  snippets: Placed[];
  /** Items a grid with tabs shows under no tab but the first (see untabbed-items.ts). */
  untabbed: Placed[];
  /** Each block that selects items (not from the page's item), and whether it selects none here. */
  selections: { key: string; file: string; pointer: string; type: string; empty: boolean }[];
}

const idsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
const listedIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
const inTab = (value: unknown, tab: string) => (Array.isArray(value) ? value.includes(tab) : value === tab);

/** The links in a value's text: every "href", and every link of its Markdown texts, filled in with `scopes`. */
function* linksIn(
  value: unknown,
  file: string,
  base: string,
  scopes: Record<string, unknown>,
  markdown: ReadonlyMap<string, string> | undefined,
): Generator<PlacedLink> {
  for (const [pointer, text] of stringsIn(value, base)) {
    if (pointer.endsWith("/href")) yield { href: fillTokens(text, scopes), file, pointer };
    else if (markdown?.has(pointer))
      for (const href of markdownLinks(fillTokens(text, scopes))) yield { href, file, pointer };
  }
}

/**
 * The links of an item where a list shows it (the fields a list shows, not a post's body): the same on every address
 * that lists it, so worked out once per item (and again when the site's placeholders change).
 */
const listedLinksOf = new WeakMap<object, { scopes: object; markdown: unknown; links: PlacedLink[] }>();
function listedLinks(collection: CollectionName, item: AnyItem, context: LintContext): PlacedLink[] {
  const file = itemFileOf(collection, item.id);
  const markdown = context.markdownByFile.get(file);
  const known = listedLinksOf.get(item);
  if (known?.scopes === context.scopes && known.markdown === markdown) return known.links;
  const omitted = context.referenceFields.unlisted[collection] ?? [];
  const listed = Object.fromEntries(Object.entries(item).filter(([field]) => !omitted.includes(field)));
  const links = [...linksIn(listed, file, "", context.scopes, markdown)];
  listedLinksOf.set(item, { scopes: context.scopes, markdown, links });
  return links;
}

export function addressFacts(address: SiteAddress, context: LintContext): AddressFacts {
  const { siteData, referenceFields } = context;
  const { page, pageFile, item } = address;
  const scopes = addressScopes(address, context.scopes);
  const reads = new Set<string>([lintKeys.file(pageFile), lintKeys.scopes]);
  if (item) reads.add(lintKeys.file(item.file));
  const current = item ? { collection: item.collection, value: item.value } : null;
  const itemsOf = (collection: CollectionName) => siteData.collections[collection] as unknown as AnyItem[];

  /** The items a source selects here, noting what that read: the items it names, or the whole collection. */
  const select = (written: ItemSource): AnyItem[] => {
    const source = fillTokens(written, scopes);
    const named = source.from ? listedIds(current?.value[source.from]) : source.ids;
    if (named) for (const id of named) reads.add(lintKeys.file(itemFileOf(source.collection, id)));
    else reads.add(lintKeys.collection(source.collection));
    return selectItems(source, itemsOf(source.collection), current);
  };

  const shown = new Map<string, { collection: CollectionName; item: AnyItem }>();
  const show = (collection: CollectionName, shownItem: AnyItem | undefined) => {
    if (shownItem) shown.set(`${collection}/${shownItem.id}`, { collection, item: shownItem });
  };
  const showReferences = (value: Record<string, unknown>, fields: Record<string, CollectionName>, fill: boolean) => {
    for (const [field, collection] of Object.entries(fields)) {
      for (const id of idsIn(fill ? fillTokens(value[field], scopes) : value[field])) {
        reads.add(lintKeys.file(itemFileOf(collection, id)));
        show(collection, itemById(itemsOf(collection), id));
      }
    }
  };
  for (const source of shownSourcesIn(page.sections))
    for (const selected of select(source)) show(source.collection, selected);
  for (const block of blocksIn(page.sections))
    showReferences(block, referenceFields.blocks[String(block.type)] ?? {}, true);
  if (item) showReferences(item.value, referenceFields.items[item.collection] ?? {}, false);

  const links = [...linksIn(page.sections, pageFile, "/sections", scopes, context.markdownByFile.get(pageFile))];
  if (item) links.push(...linksIn(item.value, item.file, "", context.scopes, context.markdownByFile.get(item.file)));
  // The page's own item is not listed on it: its links are counted above, as the item's own.
  if (item) shown.delete(`${item.collection}/${item.value.id}`);
  for (const { collection, item: listed } of shown.values()) links.push(...listedLinks(collection, listed, context));

  const untabbed = new Map<string, Placed>();
  const selections: AddressFacts["selections"] = [];
  for (const { block, pointer } of pageBlocks(page)) {
    const source = block.source as ItemSource | undefined;
    if (source && typeof source === "object" && !("from" in source)) {
      selections.push({
        key: `${pageFile}\u0000${pointer}`,
        file: pageFile,
        pointer: `${pointer}/source`,
        type: String(block.type),
        empty: select(source).length === 0,
      });
    }
    if (block.type === "collectionGrid" && block.tabs)
      findUntabbed(fillTokens(block, scopes) as unknown as CollectionGridBlock, pointer, select, address, untabbed);
  }

  const linksTo = new Set<string>();
  for (const { href, pointer } of links) {
    const target = pointer.includes("/empty/") ? null : internalTarget(href);
    if (target?.pathname && target.pathname !== address.pathname) linksTo.add(target.pathname);
  }
  const title = fillTokens(page.title, scopes);
  const description = fillTokens(page.description, scopes);
  return {
    address,
    reads,
    title,
    description,
    links,
    linksTo,
    selfLinks: selfLinksOn(address, links),
    snippets: snippetLengthsOf(address, siteData.site, title, description),
    shown: [...shown.values()].map(({ collection, item: shownItem }) => ({ collection, id: shownItem.id })),
    untabbed: [...untabbed.values()],
    selections,
  };
}

/** The items of a grid with tabs that no tab but the first ("All") holds, into `found` by item file (once per address). */
function findUntabbed(
  grid: CollectionGridBlock,
  pointer: string,
  select: (source: ItemSource) => AnyItem[],
  address: SiteAddress,
  found: Map<string, Placed>,
): void {
  const { field, options, allLabel } = grid.tabs!;
  for (const item of select(grid.source)) {
    if (options.some((option) => inTab(item[field], option.value))) continue;
    const file = itemFileOf(grid.source.collection, item.id);
    if (found.has(file)) continue;
    found.set(
      file,
      placed(file, `/${field}`, "untabbed-item", {
        value: String(item[field]),
        pathname: address.pathname,
        allLabel,
        pageFile: address.pageFile,
        // Where the grid's tabs are in the page, for the editor's button that adds the missing one.
        tabsPointer: `${pointer}/tabs/options`,
        field,
        options: options.map((option) => option.value),
      }),
    );
  }
}
