import type { Block } from "../generated/site-data.ts";

/**
 * Whether a block is left out of the page, section and all: every field of the page's item it shows ("from", its
 * source's or its tabs' "from") is one this item leaves empty, an optional list such as a product's testimonials (its schema says
 * the section is then left out). The renderer (src/site/blocks/PageSections.tsx) and the build's check for empty sections
 * (src/pipeline/empty-sections.ts) both ask this.
 */
export function isLeftOut(block: Block, item: Record<string, unknown> | undefined): boolean {
  if (!item) return false;
  const fields = fromFieldsOf(block, true);
  return fields.length > 0 && fields.every((field) => isEmpty(item[field]));
}

const isEmpty = (value: unknown) => value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The fields of the page's item a block shows: its "from", its source's, its tabs'; not those of blocks inside it. */
function fromFieldsOf(value: unknown, isTheBlock: boolean): string[] {
  if (Array.isArray(value)) return value.flatMap((entry) => fromFieldsOf(entry, false));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (!isTheBlock && typeof record.type === "string") return [];
  return Object.entries(record).flatMap(([key, child]) =>
    key === "from" ? (typeof child === "string" ? [child] : []) : fromFieldsOf(child, false),
  );
}
