import { tokensIn } from "../../validation/tokens.ts";
import type { SiteAddress } from "./site-addresses.ts";

/**
 * Where an editor changes an address's title or description: on a detail page whose text comes from its item
 * ("{item.title}"), the item's field; otherwise the page's own field. With `whole`, only a text that is nothing but
 * the item's field is blamed on the item ("Apply: {item.title}" is the page's to shorten).
 */
export function textPlace(
  address: SiteAddress,
  field: "title" | "description",
  whole: boolean,
): { file: string; pointer: string } {
  const template = address.page[field];
  const itemField = tokensIn(template)
    .find((token) => token.startsWith("item."))
    ?.slice(5);
  const fromItem = address.item && itemField && (!whole || template === `{item.${itemField}}`);
  return fromItem
    ? { file: address.item!.file, pointer: `/${itemField}` }
    : { file: address.pageFile, pointer: `/${field}` };
}
