import type { Site } from "../../generated/site-data.ts";
import { documentTitle } from "../site-settings.ts";
import { oncePerPlace, placed, type Placed } from "./placed.ts";
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
    const { file, pointer } = textPlace(address, "title", true);
    found.push(
      placed(file, pointer, "title-too-long", {
        pathname: address.pathname,
        title,
        length: title.length,
        limit: snippetLimits.title,
      }),
    );
  }
  const { min, max } = snippetLimits.description;
  if (description.length < min || description.length > max) {
    const { file, pointer } = textPlace(address, "description", true);
    found.push(
      placed(file, pointer, "description-length", { pathname: address.pathname, length: description.length, min, max }),
    );
  }
  return found;
}

/** Each place with a title or description of the wrong length, named once whatever number of items share it. */
export const snippetLengths = (addresses: readonly { snippets: Placed[] }[]): Placed[] =>
  oncePerPlace(addresses.map((address) => address.snippets));
