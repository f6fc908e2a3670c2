import type { AddressFacts } from "./address-facts.ts";
import type { Placed } from "./placed.ts";
import { textPlace } from "./text-place.ts";

const hints = {
  title: "Search results and browser tabs tell pages apart by their titles: give this page one of its own.",
  description: "Search results show the description under the title: give this page one that says what is on it.",
};

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
      found.push({
        ...textPlace(facts.address, field, false),
        message: `the ${field} of ${facts.address.pathname} is the same as the ${field} of ${first.address.pathname}: "${text}"`,
        hint: hints[field],
      });
    }
  }
  return found;
}
