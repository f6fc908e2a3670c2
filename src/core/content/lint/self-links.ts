import { internalTarget } from "./internal-target.ts";
import { oncePerPlace, placed, type Placed, type PlacedLink } from "./placed.ts";
import type { SiteAddress } from "./site-addresses.ts";

/**
 * The links in an address's content that lead to the address itself: the visitor who follows one lands where they
 * already are. A section of the same page ("/careers#openings") is a real destination and is fine.
 */
export function selfLinksOn(address: SiteAddress, links: PlacedLink[]): Placed[] {
  return links.flatMap((link) => {
    const target = internalTarget(link.href);
    if (!target || target.anchor || target.pathname !== address.pathname) return [];
    return [placed(link.file, link.pointer, "link-to-own-page", { href: link.href, pathname: address.pathname })];
  });
}

/** Every place that links to the page it is shown on, once (named after the first address it is found on). */
export const selfLinks = (addresses: readonly { selfLinks: Placed[] }[]): Placed[] =>
  oncePerPlace(addresses.map((address) => address.selfLinks));
