import { escapePointerSegment } from "./json-pointer.ts";

/** `{company.name}`, `{item.title}`, `{year}`: placeholders in site-data text, filled in when pages are built. */
export const tokenPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)\}/g;

export function tokensIn(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((match) => match[1]);
}

/** Every string in a JSON value with its JSON pointer. */
export function* stringsIn(value: unknown, pointer = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, `${pointer}/${i}`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${pointer}/${escapePointerSegment(key)}`);
}
