import type { DocumentNode } from "@humanwhocodes/momoa";
import type { ImageFile } from "../../images/read-image-file.ts";
import type { Diagnostic } from "../../validation/diagnostic.ts";
import { DependencyMap } from "../../validation/dependency-map.ts";
import { fileRole } from "../../validation/file-roles.ts";
import { problemAt, type ParsedFile } from "../../validation/json-source.ts";
import { siteScopes } from "../../validation/tokens.ts";
import type { ReferenceFields } from "../reference-fields.ts";
import type { SiteData } from "../types.ts";
import { addressFacts, lintKeys, type AddressFacts, type LintContext } from "./address-facts.ts";
import { altTexts } from "./alt-texts.ts";
import { callsToActionInARow } from "./calls-to-action-in-a-row.ts";
import { duplicateTitles } from "./duplicate-titles.ts";
import { emptySelections } from "./empty-selections.ts";
import { expiredOpenings } from "./expired-openings.ts";
import { illustrationCaptions } from "./illustration-captions.ts";
import { lonelyLastImage } from "./lonely-last-image.ts";
import { orphanPages, SiteReach } from "./orphan-pages.ts";
import { defaultPageWeightBudgetKb, pageWeights } from "./page-weights.ts";
import { placeholderLinks } from "./placeholder-links.ts";
import type { Placed } from "./placed.ts";
import { selfLinks } from "./self-links.ts";
import { siteAddresses } from "./site-addresses.ts";
import { snippetLengths } from "./snippet-lengths.ts";
import { untabbedItems } from "./untabbed-items.ts";

export interface LintResult {
  /** What the site must not be built with. */
  errors: Diagnostic[];
  /** Worth a look, but the site builds. */
  warnings: Diagnostic[];
  /** The addresses whose facts were worked out again (all of them the first time). */
  relinted: string[];
}

/** What the lint takes from validation: the files with their syntax trees, and where their Markdown texts are. */
export interface LintInput {
  parsedFiles: Map<string, ParsedFile>;
  markdownByFile: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/**
 * Content lint: what the schemas cannot see because it takes the whole site, read as visitors and search engines
 * read it (every address, placeholders filled in). It runs on site data that passed validation. Each address's facts
 * (address-facts.ts) are worked out once and kept until a file they read changes, so linting again after a change costs
 * the addresses that change touches; the rules then read every address's facts, which is cheap.
 */
export interface SiteLint {
  lint(siteData: SiteData, input: LintInput, today: Date): LintResult;
  /**
   * The addresses (by key, see site-addresses.ts) whose facts read any of `keys` (lintKeys) in the latest lint: where
   * a change of those files may show, for the reach of a change before it is published (change-reach.ts).
   */
  readersOf(keys: Iterable<string>): Set<string>;
}

/** The keys of what changed between two sets of files: each changed file, and the collection of a changed item. */
function changedKeys(before: Map<string, ParsedFile> | null, after: Map<string, ParsedFile>): Set<string> {
  const keys = new Set<string>();
  const changed = (file: string) => {
    keys.add(lintKeys.file(file));
    const role = fileRole(file);
    if (role?.kind === "item") keys.add(lintKeys.collection(role.collection));
  };
  for (const [file, parsed] of after) if (before?.get(file) !== parsed) changed(file);
  for (const file of before?.keys() ?? []) if (!after.has(file)) changed(file);
  return keys;
}

/**
 * `readImage` reads a picture's file (its bytes and size), for the weight of a page's pictures; without it (a lint of
 * data alone) pictures weigh nothing.
 */
export function createSiteLint(
  referenceFields: ReferenceFields,
  readImage: (src: string) => ImageFile | null = () => null,
): SiteLint {
  let files: Map<string, ParsedFile> | null = null;
  let scopes: { text: string; value: Record<string, unknown> } | null = null;
  const factsByAddress = new Map<string, AddressFacts>();
  const reads = new DependencyMap();
  const reach = new SiteReach();

  /** Each finding positioned once: a finding of facts kept from one change to the next is the same object. */
  const positionedFindings = new WeakMap<Placed, { ast: DocumentNode; diagnostic: Diagnostic }>();
  const positioned =
    (parsedFiles: Map<string, ParsedFile>) =>
    (placed: Placed): Diagnostic => {
      const parsed = parsedFiles.get(placed.file)!;
      const known = positionedFindings.get(placed);
      if (known?.ast === parsed.ast) return known.diagnostic;
      const { pointer, code, message, hint, params } = placed;
      const diagnostic = problemAt(parsed, pointer, { code, message, hint, params });
      positionedFindings.set(placed, { ast: parsed.ast, diagnostic });
      return diagnostic;
    };

  return {
    lint(siteData, { parsedFiles, markdownByFile }, today) {
      const keys = changedKeys(files, parsedFiles);
      files = parsedFiles;
      const siteScopesNow = siteScopes(siteData.site.company, today.getFullYear());
      const scopesText = JSON.stringify(siteScopesNow);
      if (scopes?.text !== scopesText) {
        scopes = { text: scopesText, value: siteScopesNow };
        keys.add(lintKeys.scopes);
      }
      const context: LintContext = { siteData, referenceFields, scopes: scopes.value, markdownByFile };

      const stale = reads.readersOf(keys);
      const addresses: AddressFacts[] = [];
      const relinted: string[] = [];
      for (const address of siteAddresses(siteData)) {
        let facts = factsByAddress.get(address.key);
        if (!facts || stale.has(address.key)) {
          if (facts) reach.count(facts, -1);
          facts = addressFacts(address, context);
          factsByAddress.set(address.key, facts);
          reads.set(address.key, facts.reads);
          reach.count(facts, 1);
          relinted.push(address.pathname);
        }
        addresses.push(facts);
      }
      if (addresses.length !== factsByAddress.size) {
        const current = new Set(addresses.map((facts) => facts.address.key));
        for (const [key, facts] of factsByAddress) {
          if (current.has(key)) continue;
          reach.count(facts, -1);
          factsByAddress.delete(key);
          reads.delete(key);
        }
      }

      const place = positioned(parsedFiles);
      return {
        errors: [...selfLinks(addresses), ...duplicateTitles(addresses)].map(place),
        warnings: [
          // A page nothing links to yet is published all the same: linking it may be an admin's to do.
          ...orphanPages(reach, siteData, context.scopes),
          ...snippetLengths(addresses),
          ...expiredOpenings(siteData, today.toISOString().slice(0, 10)),
          // Valid, but probably not what the editor meant.
          ...callsToActionInARow(siteData),
          ...untabbedItems(addresses),
          ...lonelyLastImage(siteData),
          ...emptySelections(addresses),
          ...placeholderLinks(parsedFiles),
          ...illustrationCaptions(parsedFiles),
          // What a good editor checks before publishing: a picture a screen reader cannot describe.
          ...altTexts(parsedFiles),
          // ... and a page whose pictures are too heavy for a phone.
          ...pageWeights(
            addresses,
            parsedFiles,
            readImage,
            siteData.site.editing?.pageWeightBudgetKb ?? defaultPageWeightBudgetKb,
          ),
        ].map(place),
        relinted,
      };
    },
    readersOf: (keys) => reads.readersOf(keys),
  };
}
