import { fillTokens } from "../fill-tokens.ts";
import type { Placed } from "./placed.ts";
import type { SiteAddress } from "./site-addresses.ts";
import { textPlace } from "./text-place.ts";

const hints = {
  title: "Search results and browser tabs tell pages apart by their titles: give this page one of its own.",
  description: "Search results show the description under the title: give this page one that says what is on it.",
};

/** Two addresses with the same title, or the same description, as visitors read them (placeholders filled in). */
export function duplicateTitles(addresses: SiteAddress[]): Placed[] {
  const found: Placed[] = [];
  for (const field of ["title", "description"] as const) {
    const firstWith = new Map<string, SiteAddress>();
    for (const address of addresses) {
      const text = fillTokens(address.page[field], address.scopes);
      const first = firstWith.get(text);
      if (!first) {
        firstWith.set(text, address);
        continue;
      }
      found.push({
        ...textPlace(address, field, false),
        message: `the ${field} of ${address.pathname} is the same as the ${field} of ${first.pathname}: "${text}"`,
        hint: hints[field],
      });
    }
  }
  return found;
}
