/**
 * Who read what: each reader (a file, an address) and the facts (keys, see site-index.ts) its last check read, both
 * ways round, so that a change to some facts names exactly the readers to check again.
 */
export class DependencyMap {
  private readonly keysOf = new Map<string, ReadonlySet<string>>();
  private readonly readersOfKey = new Map<string, Set<string>>();

  /** What `reader` read in its latest check (replacing what it read before). */
  set(reader: string, keys: ReadonlySet<string>): void {
    this.delete(reader);
    this.keysOf.set(reader, keys);
    for (const key of keys) (this.readersOfKey.get(key) ?? this.readersOfKey.set(key, new Set()).get(key)!).add(reader);
  }

  delete(reader: string): void {
    for (const key of this.keysOf.get(reader) ?? []) {
      const readers = this.readersOfKey.get(key)!;
      readers.delete(reader);
      if (!readers.size) this.readersOfKey.delete(key);
    }
    this.keysOf.delete(reader);
  }

  /** Every reader that read any of `keys`. */
  readersOf(keys: Iterable<string>): Set<string> {
    const readers = new Set<string>();
    for (const key of keys) for (const reader of this.readersOfKey.get(key) ?? []) readers.add(reader);
    return readers;
  }

  /** What `reader` read in its latest check. */
  readsOf(reader: string): ReadonlySet<string> {
    return this.keysOf.get(reader) ?? new Set();
  }
}
