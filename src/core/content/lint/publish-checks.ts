import type { Site } from "../../generated/site-data.ts";
import type { Diagnostic } from "../../validation/diagnostic.ts";

/**
 * The checks a good editor makes before publishing (a picture without a description, and more to come) are warnings:
 * the change is published all the same. An admin may make some of them block a publish in the site's settings; those
 * found anywhere on the site are then problems to fix first, with the same words and the same field.
 */
export function publishChecks(
  site: Pick<Site, "editing">,
  warnings: readonly Diagnostic[],
): { warnings: Diagnostic[]; blocking: Diagnostic[] } {
  const block = blockingChecks(site);
  if (!block.size) return { warnings: [...warnings], blocking: [] };
  return {
    warnings: warnings.filter((warning) => !block.has(warning.code)),
    blocking: warnings
      .filter((warning) => block.has(warning.code))
      .map((warning) => ({ ...warning, params: { ...warning.params, blocksPublishing: true } })),
  };
}

/** The codes of the checks the site's settings make block a publish. */
export function blockingChecks(site: Pick<Site, "editing">): Set<string> {
  const ticked = Object.entries(site.editing?.publishChecksThatBlock ?? {});
  return new Set(ticked.flatMap(([code, blocks]) => (blocks === true ? [code] : [])));
}
