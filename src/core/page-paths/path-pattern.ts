/**
 * Page paths: "/about", or a detail path whose last part is the item's id, "/services/:serviceId". A parameter before
 * the last names a field of the item that holds another item's id, so an item's address can sit under the page of
 * the item it belongs to: "/support/knowledge-base/:topic/:articleId" puts an article with "topic": "billing" at
 * "/support/knowledge-base/billing/<id>". Validation guarantees that shape.
 */

/** The values an item's address is made of: its id and the fields a path's earlier parameters name. */
export type AddressedItem = { id: string };

/** How `pathname` fits `pattern`: not at all, exactly (a static path), or with the id and the named fields' values. */
export function matchPathPattern(
  pattern: string,
  pathname: string,
): { id?: string; fields?: Record<string, string> } | null {
  const expected = pattern.replace(/\/+$/, "").split("/");
  const actual = pathname.replace(/\/+$/, "").split("/");
  if (expected.length !== actual.length) return null;
  const last = expected.length - 1;
  const isDetail = expected[last].startsWith(":");
  const fields: Record<string, string> = {};
  for (const [i, part] of expected.entries()) {
    if (isDetail && i === last) continue;
    if (part.startsWith(":") && actual[i] !== "") fields[part.slice(1)] = actual[i];
    else if (part !== actual[i]) return null;
  }
  if (!isDetail) return {};
  return Object.keys(fields).length ? { id: actual[last], fields } : { id: actual[last] };
}

/** Whether an item is the one a match names: each field an earlier parameter names holds the address's value. */
export function itemFitsMatch(item: Record<string, unknown>, fields: Record<string, string> | undefined): boolean {
  return Object.entries(fields ?? {}).every(([field, value]) => item[field] === value);
}

/** The folder a detail path's items live in: "/services" for "/services/:serviceId", "/support/knowledge-base/:topic" for an article. */
export function detailFolder(pattern: string): string {
  return pattern.slice(0, pattern.lastIndexOf("/"));
}

/** The fields a folder's parameters name: ["topic"] for "/support/knowledge-base/:topic". */
export function folderFields(folder: string): string[] {
  return folder.split("/").flatMap((part) => (part.startsWith(":") ? [part.slice(1)] : []));
}

/** An item's folder, its parameters filled in from the item: "/support/knowledge-base/billing". */
export function itemFolder(folder: string, item: object): string {
  return folder.replace(/:([a-zA-Z]+)/g, (_, field: string) => String((item as Record<string, unknown>)[field] ?? ""));
}

/** An item's address under a folder (a detail path's folder, see `detailFolder`): "/services/software-development". */
export function itemAddress(folder: string, item: AddressedItem): string {
  return `${itemFolder(folder, item)}/${item.id}`;
}
