import { blocksIn, sourcesIn } from "../blocks-and-sources.ts";
import { fillTokens } from "../fill-tokens.ts";
import { selectItems, type AnyItem } from "../item-source.ts";
import { markdownLinks } from "../markdown.ts";
import type { FieldReferences, ReferenceFields } from "../reference-fields.ts";
import { leftOutOfLists } from "../resolve-page-data.ts";
import type { CollectionName, SiteData } from "../types.ts";
import { stringsIn } from "../../validation/tokens.ts";
import { itemFileOf, type SiteAddress } from "./site-addresses.ts";

/** A link as an address shows it (placeholders filled in), and where it is written. */
export interface PlacedLink {
  href: string;
  file: string;
  pointer: string;
}

/** An item an address shows, in a list or a grid. */
export interface ShownItem {
  collection: CollectionName;
  item: AnyItem;
}

export interface LintContext {
  siteData: SiteData;
  referenceFields: ReferenceFields;
  /** {company.*} and {year}. */
  scopes: Record<string, unknown>;
}

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);

/**
 * The items an address shows besides its own: those its blocks' sources select, those its blocks name by id (a
 * service grid's services), and those its own item refers to (a post's author and categories).
 */
export function itemsShownOn(address: SiteAddress, { siteData, referenceFields }: LintContext): ShownItem[] {
  const shown = new Map<string, ShownItem>();
  const add = (collection: CollectionName, item: AnyItem | undefined) => {
    if (item) shown.set(`${collection}/${item.id}`, { collection, item });
  };
  const itemsOf = (collection: CollectionName) => siteData.collections[collection] as unknown as AnyItem[];
  const addReferences = (value: Record<string, unknown>, fields: FieldReferences) => {
    for (const [field, collection] of Object.entries(fields)) for (const id of idsIn(value[field])) add(collection, itemsOf(collection).find((item) => item.id === id));
  };
  const sections = fillTokens(address.page.sections, address.scopes);
  const current = address.item ? { collection: address.item.collection, value: address.item.value } : null;
  for (const source of sourcesIn(sections)) for (const item of selectItems(source, itemsOf(source.collection), current)) add(source.collection, item);
  for (const block of blocksIn(sections)) addReferences(block, referenceFields.blocks[String(block.type)] ?? {});
  if (address.item) addReferences(address.item.value, referenceFields.items[address.item.collection] ?? {});
  return [...shown.values()];
}

/** The links in a value's text: every "href", and every link of its Markdown texts, filled in with `scopes`. */
function* linksIn(value: unknown, file: string, base: string, scopes: Record<string, unknown>, markdownTexts: Set<string>): Generator<PlacedLink> {
  for (const [pointer, text] of stringsIn(value, base)) {
    if (pointer.endsWith("/href")) yield { href: fillTokens(text, scopes), file, pointer };
    else if (markdownTexts.has(text)) for (const href of markdownLinks(fillTokens(text, scopes))) yield { href, file, pointer };
  }
}

/**
 * The links in an address's content, each where an editor wrote it: in the page's blocks, in its own item, and in
 * the items it shows (the fields a list shows, not a post's body). The navigation and the footer are not content.
 */
export function linksOn(address: SiteAddress, context: LintContext): PlacedLink[] {
  const { markdownTexts } = context.siteData;
  const links = [...linksIn(address.page.sections, address.pageFile, "/sections", address.scopes, markdownTexts)];
  if (address.item) links.push(...linksIn(address.item.value, address.item.file, "", context.scopes, markdownTexts));
  for (const { collection, item } of itemsShownOn(address, context)) {
    if (address.item && collection === address.item.collection && item.id === address.item.value.id) continue;
    const omitted = leftOutOfLists[collection] ?? [];
    const listed = Object.fromEntries(Object.entries(item).filter(([field]) => !omitted.includes(field)));
    links.push(...linksIn(listed, itemFileOf(collection, item.id), "", context.scopes, markdownTexts));
  }
  return links;
}

/** "/careers#openings?x" -> its path and anchor; null for a link that leaves the site. */
export function internalTarget(href: string): { pathname: string; anchor?: string } | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const [, path = "", anchor] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href) ?? [];
  return { pathname: path.length > 1 ? path.replace(/\/+$/, "") : path, anchor };
}
