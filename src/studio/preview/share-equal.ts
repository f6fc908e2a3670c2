/**
 * `next`, with every part that equals the same part of `previous` replaced by that part of `previous` (structural
 * sharing, as TanStack Query keeps its data): a preview that arrives as a new copy at every keystroke (posted between
 * frames) keeps the objects of everything that did not change, so each block of the page is drawn again only when its
 * own data changed. Plain JSON only: objects, arrays, strings, numbers, booleans and null.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => shareEqual(previous[index], item));
    const same = previous.length === next.length && shared.every((item, index) => item === previous[index]);
    return (same ? previous : shared) as T;
  }
  if (isRecord(previous) && isRecord(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    for (const key of keys) shared[key] = shareEqual(previous[key], next[key]);
    const same =
      Object.keys(previous).length === keys.length &&
      keys.every((key) => Object.hasOwn(previous, key) && shared[key] === previous[key]);
    return (same ? previous : shared) as T;
  }
  return next;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
