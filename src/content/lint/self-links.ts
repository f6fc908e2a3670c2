import type { Placed } from "./placed.ts";
import { internalTarget, linksOn, type LintContext } from "./shown-on-address.ts";
import type { SiteAddress } from "./site-addresses.ts";

/**
 * A link in a page's content that leads to the page itself: the visitor who follows it lands where they already are.
 * A section of the same page ("/careers#openings") is a real destination and is fine.
 */
export function selfLinks(addresses: SiteAddress[], context: LintContext): Placed[] {
  const found = new Map<string, Placed>();
  for (const address of addresses) {
    for (const link of linksOn(address, context)) {
      const target = internalTarget(link.href);
      if (!target || target.anchor || target.pathname !== address.pathname) continue;
      const key = `${link.file}\u0000${link.pointer}`;
      if (found.has(key)) continue;
      found.set(key, {
        file: link.file,
        pointer: link.pointer,
        message: `the link to "${link.href}" leads to ${address.pathname}, the page it is shown on`,
        hint: `Visitors who follow it land where they already are. Link to another page, or to a section of this one ("${address.pathname}#<section id>").`,
      });
    }
  }
  return [...found.values()];
}
