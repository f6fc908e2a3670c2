import type { AddressFacts } from "./address-facts.ts";
import type { Placed } from "./placed.ts";

/**
 * An item a grid with tabs shows, that no tab but the first ("All") holds: a post whose category has no tab on /blog
 * is found only by visitors who look through every post. Each address's items are found with its facts
 * (address-facts.ts), once per item and address.
 */
export function untabbedItems(addresses: AddressFacts[]): Placed[] {
  return addresses.flatMap((facts) => facts.untabbed);
}
