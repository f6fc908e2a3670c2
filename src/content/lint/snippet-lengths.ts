import type { Site } from "../../generated/site-data.ts";
import { documentTitle } from "../site-settings.ts";
import type { AddressFacts } from "./address-facts.ts";
import type { Placed } from "./placed.ts";
import type { SiteAddress } from "./site-addresses.ts";
import { textPlace } from "./text-place.ts";

/** What search engines show of a result before cutting it off, in characters (their descriptions: at least this much too). */
export const snippetLimits = { title: 60, description: { min: 50, max: 160 } } as const;

/**
 * Warnings, not errors: a title longer than search results show (with the site's name after it, as the browser tab
 * has it), a description shorter or longer than they show. `title` and `description` as the address shows them.
 */
export function snippetLengthsOf(
  address: SiteAddress,
  site: Pick<Site, "company">,
  pageTitle: string,
  description: string,
): Placed[] {
  const found: Placed[] = [];
  const title = documentTitle(site, pageTitle);
  if (title.length > snippetLimits.title) {
    found.push({
      ...textPlace(address, "title", true),
      message: `the title of ${address.pathname}, "${title}" with the site's name, is ${title.length} characters; search results show about ${snippetLimits.title}`,
      hint: "Shorten it, or put the words that matter first: search results cut long titles off.",
    });
  }
  const { min, max } = snippetLimits.description;
  if (description.length < min || description.length > max) {
    found.push({
      ...textPlace(address, "description", true),
      message: `the description of ${address.pathname} is ${description.length} characters; search results show ${min} to ${max}`,
      hint: `Write one or two sentences of ${min}-${max} characters: search engines cut longer ones off, and may replace shorter ones with any text from the page.`,
    });
  }
  return found;
}

/** Each place with a title or description of the wrong length, named once whatever number of items share it. */
export function snippetLengths(addresses: AddressFacts[]): Placed[] {
  const found = new Map<string, Placed>();
  for (const { snippets } of addresses) {
    for (const placed of snippets) {
      const key = `${placed.file}\u0000${placed.pointer}`;
      if (!found.has(key)) found.set(key, placed);
    }
  }
  return [...found.values()];
}
