/** Every string in a value, at any depth, in order. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === "object") for (const child of Object.values(value)) yield* stringsIn(child);
}

const itemStringsCache = new WeakMap<object, readonly string[]>();

/** Every string of an item, once per item object: a build's pages list the same items again and again. */
export function itemStrings(item: object): readonly string[] {
  let strings = itemStringsCache.get(item);
  if (!strings) {
    strings = [...stringsIn(item)];
    itemStringsCache.set(item, strings);
  }
  return strings;
}
