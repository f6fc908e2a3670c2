import type { Site } from "../../generated/site-data.ts";
import { fillTokens } from "../fill-tokens.ts";
import { documentTitle } from "../site-settings.ts";
import type { Placed } from "./placed.ts";
import type { SiteAddress } from "./site-addresses.ts";
import { textPlace } from "./text-place.ts";

/** What search engines show of a result before cutting it off, in characters (their descriptions: at least this much too). */
export const snippetLimits = { title: 60, description: { min: 50, max: 160 } } as const;

/**
 * Warnings, not errors: a title longer than search results show (with the site's name after it, as the browser tab
 * has it), a description shorter or longer than they show. Each place is named once, whatever number of items share it.
 */
export function snippetLengths(addresses: SiteAddress[], site: Site): Placed[] {
  const found = new Map<string, Placed>();
  const warn = (placed: Placed) => {
    const key = `${placed.file}\u0000${placed.pointer}`;
    if (!found.has(key)) found.set(key, placed);
  };
  for (const address of addresses) {
    const title = documentTitle(site, fillTokens(address.page.title, address.scopes));
    if (title.length > snippetLimits.title) {
      warn({
        ...textPlace(address, "title", true),
        message: `the title of ${address.pathname}, "${title}" with the site's name, is ${title.length} characters; search results show about ${snippetLimits.title}`,
        hint: "Shorten it, or put the words that matter first: search results cut long titles off.",
      });
    }
    const description = fillTokens(address.page.description, address.scopes);
    const { min, max } = snippetLimits.description;
    if (description.length < min || description.length > max) {
      warn({
        ...textPlace(address, "description", true),
        message: `the description of ${address.pathname} is ${description.length} characters; search results show ${min} to ${max}`,
        hint: `Write one or two sentences of ${min}-${max} characters: search engines cut longer ones off, and may replace shorter ones with any text from the page.`,
      });
    }
  }
  return [...found.values()];
}
