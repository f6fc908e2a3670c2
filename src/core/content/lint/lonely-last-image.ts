import type { SiteData } from "../types.ts";
import { placed, type Placed } from "./placed.ts";
import { pageBlocks } from "./page-blocks.ts";
import { itemFileOf, pageFileOf } from "./site-addresses.ts";

/** What schemas/blocks/imageGallery.schema.json says a gallery shows per row on large screens when "columns" is not set. */
const defaultColumns = 3;

const lonely = (count: number, columns: number) => count > columns && count % columns === 1;

const warning = (file: string, pointer: string, count: number, columns: number): Placed =>
  placed(file, pointer, "lonely-last-image", { count, columns });

/**
 * A gallery whose last row on large screens holds a single picture, which then sits alone beside an empty space. For
 * a gallery of the page's item ("from"), each item's list is counted, and the warning is at the item's field.
 */
export function lonelyLastImage(siteData: SiteData): Placed[] {
  const found: Placed[] = [];
  for (const page of siteData.pages) {
    for (const { block, pointer } of pageBlocks(page)) {
      if (block.type !== "imageGallery") continue;
      const columns = typeof block.columns === "number" ? block.columns : defaultColumns;
      if (Array.isArray(block.images) && lonely(block.images.length, columns))
        found.push(warning(pageFileOf(page), `${pointer}/images`, block.images.length, columns));
      if (typeof block.from !== "string" || !page.collection) continue;
      for (const item of siteData.collections[page.collection] as unknown as Record<string, unknown>[]) {
        const images = item[block.from];
        if (Array.isArray(images) && lonely(images.length, columns))
          found.push(warning(itemFileOf(page.collection, String(item.id)), `/${block.from}`, images.length, columns));
      }
    }
  }
  return found;
}
