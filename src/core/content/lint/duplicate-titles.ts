import type { AddressFacts } from "./address-facts.ts";
import { placed, type Placed } from "./placed.ts";
import { textPlace } from "./text-place.ts";

/** Two addresses with the same title, or the same description, as visitors read them (placeholders filled in). */
export function duplicateTitles(addresses: AddressFacts[]): Placed[] {
  const found: Placed[] = [];
  for (const field of ["title", "description"] as const) {
    const firstWith = new Map<string, AddressFacts>();
    for (const facts of addresses) {
      const text = facts[field];
      const first = firstWith.get(text);
      if (!first) {
        firstWith.set(text, facts);
        continue;
      }
      const { file, pointer } = textPlace(facts.address, field, false);
      found.push(
        placed(file, pointer, field === "title" ? "duplicate-title" : "duplicate-description", {
          pathname: facts.address.pathname,
          first: first.address.pathname,
          text,
        }),
      );
    }
  }
  return found;
}
