/** Immutable edits of plain JSON values, at a path (src/core/validation/json-pointer.ts). */
import type { Path } from "../../core/validation/json-pointer.ts";

/**
 * `root` with the value at `path` replaced (undefined removes an object's key). A key new to its object goes where
 * `keyOrder` (the schema's order of properties) puts it among the keys already there, so a file keeps its order.
 */
export function withValueAt(
  root: unknown,
  path: Path,
  next: unknown,
  keyOrder: (path: Path) => string[] = () => [],
): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, next, (p) => keyOrder([head, ...p]));
    return copy;
  }
  const object = (root && typeof root === "object" ? root : {}) as Record<string, unknown>;
  const key = String(head);
  const child = rest.length ? withValueAt(object[key], rest, next, (p) => keyOrder([head, ...p])) : next;
  if (child === undefined) {
    const { [key]: _removed, ...others } = object;
    return others;
  }
  if (key in object) return { ...object, [key]: child };
  const order = keyOrder([]);
  const position = order.indexOf(key);
  const keys = Object.keys(object);
  // After the last key that comes before it in the schema's order, or at the end.
  let insertAt = keys.length;
  if (position >= 0) {
    const after = keys.findIndex((existing) => order.indexOf(existing) > position);
    if (after >= 0) insertAt = after;
  }
  const entries = Object.entries(object);
  entries.splice(insertAt, 0, [key, child]);
  return Object.fromEntries(entries);
}
