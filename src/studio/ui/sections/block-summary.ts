import { readableText } from "../../state/readable-text.ts";
import { humanize } from "../../state/schema-tree.ts";

type Json = Record<string, unknown>;

/**
 * What a block says first, to tell it apart in the list: its title, its heading's title, or its first line of text,
 * with the site's placeholders filled in as visitors read them ("About {company.shortName}" is "About Nerivo") and those
 * of the page's item said by name ("[the product's name]"); `item` is what the page's item is called.
 */
export function summaryOf(block: unknown, site: unknown = {}, item?: string): string {
  const record = (block ?? {}) as Json;
  const heading = record.heading as Json | undefined;
  const candidates = [record.title, heading?.title, record.text, record.message, record.id];
  const found = candidates.find((candidate) => typeof candidate === "string" && candidate.trim());
  return typeof found === "string" ? readableText(found, site, item).replace(/\s+/g, " ").slice(0, 80) : "";
}

export const blockTitle = (block: unknown) => humanize(String((block as Json | null)?.type ?? "block"));

/** A copy of a block for the same list: its section id (a link target, unique on the page) made unique. */
export function withUniqueId(block: unknown, others: unknown[]): unknown {
  const record = structuredClone(block) as Json;
  if (typeof record.id !== "string") return record;
  const taken = new Set(others.map((other) => (other as Json | null)?.id));
  const stem = record.id.replace(/-\d+$/, "");
  let candidate = record.id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem}-${n}`;
  record.id = candidate;
  return record;
}
