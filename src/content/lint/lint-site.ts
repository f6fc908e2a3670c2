import type { Diagnostic } from "../../validation/diagnostic.ts";
import { locate, type ParsedFile } from "../../validation/json-source.ts";
import { siteScopes } from "../../validation/tokens.ts";
import type { ReferenceFields } from "../reference-fields.ts";
import type { SiteData } from "../types.ts";
import { callsToActionInARow } from "./calls-to-action-in-a-row.ts";
import { duplicateTitles } from "./duplicate-titles.ts";
import { emptySelections } from "./empty-selections.ts";
import { lonelyLastImage } from "./lonely-last-image.ts";
import { untabbedItems } from "./untabbed-items.ts";
import { expiredOpenings } from "./expired-openings.ts";
import { orphanPages } from "./orphan-pages.ts";
import type { Placed } from "./placed.ts";
import { selfLinks } from "./self-links.ts";
import { siteAddresses } from "./site-addresses.ts";
import { snippetLengths } from "./snippet-lengths.ts";

export interface LintResult {
  /** What the site must not be built with. */
  errors: Diagnostic[];
  /** Worth a look, but the site builds. */
  warnings: Diagnostic[];
}

/**
 * Content lint: what the schemas cannot see because it takes the whole site, read as visitors and search engines
 * read it (every address, placeholders filled in). Runs on site data that passed validation.
 */
export function lintSite(siteData: SiteData, files: Map<string, ParsedFile>, referenceFields: ReferenceFields, today: Date): LintResult {
  const scopes = siteScopes(siteData.site.company, today.getFullYear());
  const addresses = siteAddresses(siteData, scopes);
  const context = { siteData, referenceFields, scopes };
  const positioned = ({ file, pointer, message, hint }: Placed): Diagnostic => ({ file, ...locate(files.get(file)!.ast, pointer), pointer, message, hint });
  return {
    errors: [...selfLinks(addresses, context), ...orphanPages(addresses, context), ...duplicateTitles(addresses)].map(positioned),
    warnings: [
      ...snippetLengths(addresses, siteData.site),
      ...expiredOpenings(siteData, today.toISOString().slice(0, 10)),
      // Valid, but probably not what the editor meant.
      ...callsToActionInARow(siteData),
      ...untabbedItems(addresses, context),
      ...lonelyLastImage(siteData),
      ...emptySelections(addresses, context),
    ].map(positioned),
  };
}
