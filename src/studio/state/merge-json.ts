import type { Path } from "../../core/validation/json-pointer.ts";

/**
 * Three-way merge of a file's value: what it was when a draft started (`base`), what it is now on disk after someone
 * else's publish (`theirs`), and the draft (`mine`). What only one side changed is taken from that side; what both
 * changed alike is taken once; what both changed differently is a conflict, answered with `mine` until the person
 * chooses. Objects merge field by field; lists item by item, lined up by the items both sides left as they were (an
 * item added on one side and an item edited on the other both arrive). Without a base (a draft from before drafts kept
 * one), every difference is a conflict: nothing of either side is dropped without a question.
 */

export interface MergeConflict {
  /** Where in the merged value: a field's key, an item's index in the merged list. */
  path: Path;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

export interface Merged {
  value: unknown;
  conflicts: MergeConflict[];
}

const key = (value: unknown) => JSON.stringify(value);
export const same = (a: unknown, b: unknown) => a === b || key(a) === key(b);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function mergeValues(base: unknown, theirs: unknown, mine: unknown, known = true): Merged {
  const conflicts: MergeConflict[] = [];
  const value = merge(base, theirs, mine, known, [], conflicts);
  return { value, conflicts };
}

function merge(
  base: unknown,
  theirs: unknown,
  mine: unknown,
  known: boolean,
  path: Path,
  conflicts: MergeConflict[],
): unknown {
  if (same(theirs, mine)) return theirs;
  if (known && same(base, theirs)) return mine;
  if (known && same(base, mine)) return theirs;
  if (isObject(theirs) && isObject(mine)) {
    const from = isObject(base) ? base : {};
    const merged: Record<string, unknown> = {};
    // Mine's order, then what only theirs has.
    for (const name of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const next = merge(
        from[name],
        theirs[name],
        mine[name],
        known && (isObject(base) || base === undefined),
        [...path, name],
        conflicts,
      );
      if (next !== undefined) merged[name] = next;
    }
    return merged;
  }
  if (Array.isArray(theirs) && Array.isArray(mine)) {
    if (known && Array.isArray(base)) return mergeLists(base, theirs, mine, path, conflicts);
    if (theirs.length === mine.length)
      return theirs.map((item, index) => merge(undefined, item, mine[index], false, [...path, index], conflicts));
  }
  conflicts.push({ path, base, theirs, mine });
  return mine;
}

/** The pairs of indexes (in a, in b) of a longest common run of equal items, in order. */
function commonItems(a: unknown[], b: unknown[]): [number, number][] {
  const ak = a.map(key);
  const bk = b.map(key);
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i][j] = ak[i] === bk[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (ak[i] === bk[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * A stretch one side edited in place (as many items as the base) and the other reshaped (added or removed items): the
 * reshaped order, with each base item it kept as the other side edited it. Null when one side removed an item the
 * other edited.
 */
function editsWithReshape(base: unknown[], edited: unknown[], reshaped: unknown[]): unknown[] | null {
  const kept = new Map(commonItems(reshaped, base));
  const keptBase = new Set(kept.values());
  if (base.some((item, index) => !keptBase.has(index) && !same(item, edited[index]))) return null;
  return reshaped.map((item, index) => (kept.has(index) ? edited[kept.get(index)!] : item));
}

/**
 * Lists, as diff3 merges lines: the base items that both sides kept as they were are fixed points; between two fixed
 * points, a stretch only one side changed is taken from it; a stretch both changed is merged item by item when the
 * three have as many items, and is a conflict of the whole list otherwise.
 */
function mergeLists(
  base: unknown[],
  theirs: unknown[],
  mine: unknown[],
  path: Path,
  conflicts: MergeConflict[],
): unknown[] {
  const inTheirs = new Map(commonItems(base, theirs));
  const inMine = new Map(commonItems(base, mine));
  const fixed = base.flatMap((_, index) =>
    inTheirs.has(index) && inMine.has(index) ? [[index, inTheirs.get(index)!, inMine.get(index)!]] : [],
  );
  const merged: unknown[] = [];
  const conflictsBefore = conflicts.length;
  let [b, t, m] = [0, 0, 0];
  for (const [nextB, nextT, nextM] of [...fixed, [base.length, theirs.length, mine.length]]) {
    const stretch = { base: base.slice(b, nextB), theirs: theirs.slice(t, nextT), mine: mine.slice(m, nextM) };
    if (same(stretch.base, stretch.theirs)) merged.push(...stretch.mine);
    else if (same(stretch.base, stretch.mine) || same(stretch.theirs, stretch.mine)) merged.push(...stretch.theirs);
    else if (stretch.base.length === stretch.theirs.length && stretch.base.length === stretch.mine.length) {
      stretch.base.forEach((item, index) => {
        merged.push(merge(item, stretch.theirs[index], stretch.mine[index], true, [...path, merged.length], conflicts));
      });
    } else {
      const combined =
        stretch.base.length === stretch.theirs.length
          ? editsWithReshape(stretch.base, stretch.theirs, stretch.mine)
          : stretch.base.length === stretch.mine.length
            ? editsWithReshape(stretch.base, stretch.mine, stretch.theirs)
            : null;
      if (!combined) {
        // The whole list is the question: what was asked about its items is part of it.
        conflicts.splice(conflictsBefore);
        conflicts.push({ path, base, theirs, mine });
        return mine;
      }
      merged.push(...combined);
    }
    if (nextB < base.length) merged.push(base[nextB]);
    [b, t, m] = [nextB + 1, nextT + 1, nextM + 1];
  }
  return merged;
}
