import { join } from "node:path";
import type { Page, Site } from "../generated/site-data.ts";
import { createSchemaValidators, type SchemaValidators } from "../validation/ajv-instance.ts";
import { sortDiagnostics, type Diagnostic } from "../validation/diagnostic.ts";
import { publicImageReader, readSiteFiles } from "../validation/read-site-files.ts";
import { fileRole } from "../validation/file-roles.ts";
import type { ImageFile } from "../images/read-image-file.ts";
import { createSiteValidator } from "../validation/site-validator.ts";
import { formatReport, type ValidationInput, type ValidationResult } from "../validation/validate-site-data.ts";
import { createSiteLint } from "./lint/lint-site.ts";
import { publishChecks } from "./lint/publish-checks.ts";
import { referenceFieldsFromSchemas, type ReferenceFields } from "./reference-fields.ts";
import { withDerivedFields } from "./derived-fields.ts";
import { collectionNames, type Collections, type SiteData } from "./types.ts";

export class SiteDataError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(formatReport(diagnostics));
    this.name = "SiteDataError";
  }
}

export interface LoadedSite {
  siteData: SiteData;
  referenceFields: ReferenceFields;
  fileCount: number;
  blockCount: number;
  /** What validation and the content lint (src/core/content/lint/) advise without stopping the build. */
  warnings: Diagnostic[];
  /** Every image file site data names ("/images/x.jpg"): the build makes the copies visitors download. */
  imageSources: Set<string>;
  /**
   * The addresses (by key) whose content lint facts read any of these keys, as this check left them; only a checker
   * that keeps them has it, and only until its next check.
   */
  readersOf?: (keys: Iterable<string>) => Set<string>;
}

/** `list` itself when it holds exactly the items of `previous` (so what was worked out from that list still holds), else `list`. */
const sameOrNew = <T>(list: T[], previous: T[] | undefined): T[] =>
  previous && previous.length === list.length && list.every((item, i) => item === previous[i]) ? previous : list;

/**
 * The site data of the files that parsed: the whole site once validation passed. The editor's preview also reads it
 * from data that is still being fixed, for what can be shown meanwhile. An item is the same object from one check to
 * the next while its file does not change, and with `previous` (the site data of the check before) a collection or
 * the list of pages is the same array while none of its files changed, so what is worked out from them can be kept.
 */
export function siteDataOf(result: ValidationResult, previous?: SiteData): SiteData {
  // Every collection has a list, even one whose schema is newer than src/core/generated/collections.ts (npm run gen:types).
  const lists: Record<string, unknown[]> = Object.fromEntries(collectionNames.map((name) => [name, []]));
  let pages: Page[] = [];
  let site: Site | undefined;
  for (const [file, value] of result.values) {
    const role = fileRole(file)!;
    if (role.kind === "site") site = value as Site;
    else if (role.kind === "page") pages.push(value as Page);
    else {
      lists[role.collection] ??= [];
      lists[role.collection].push(withDerivedFields(role.collection, value as object));
    }
  }
  if (previous) {
    pages = sameOrNew(pages, previous.pages);
    const before = previous.collections as unknown as Record<string, unknown[]>;
    for (const name of Object.keys(lists)) lists[name] = sameOrNew(lists[name], before[name]);
  }
  const collections = lists as unknown as Collections;
  return { site: site!, pages, collections, markdownTexts: result.markdownTexts };
}

export function referenceFieldsOf(validators: SchemaValidators): ReferenceFields {
  return referenceFieldsFromSchemas(validators.names.map((name) => ({ name, schema: validators.schema(name)! })));
}

export interface SiteCheck extends ValidationResult {
  /** When nothing is wrong: the site data, ready to build. */
  loaded?: LoadedSite;
  /** The addresses the content lint worked out again (none when validation found problems: the lint waits for valid data). */
  relinted: string[];
}

/**
 * Validation and content lint of the whole site, kept current as files change (src/core/validation/site-validator.ts,
 * src/core/content/lint/lint-site.ts): a change costs what it touches, and the result is the whole site's. `diagnostics`
 * holds everything an editor must fix, in one list. `today` is the day of the check: {year}, the figures worked out
 * from it and the openings past their closing date follow it.
 */
export interface SiteChecker {
  /** New texts of site-data files (null: the file is gone); the first call gives every file. */
  update(changes: Iterable<readonly [string, string | null]>, today?: Date): SiteCheck;
}

export function createSiteChecker(
  validators: SchemaValidators,
  publicImage: (src: string) => ImageFile | null,
): SiteChecker {
  const validator = createSiteValidator(validators, publicImage);
  const referenceFields = referenceFieldsOf(validators);
  const lint = createSiteLint(referenceFields, publicImage);
  let previous: SiteData | undefined;
  return {
    update(changes, today = new Date()) {
      const result = validator.update(changes);
      if (result.diagnostics.length) return { ...result, relinted: [] };
      const siteData = siteDataOf(result, previous);
      previous = siteData;
      const linted = lint.lint(siteData, result, today);
      // The checks the site's settings make block a publish are problems like any other: the editor's save, the build
      // and `npm run validate` all refuse them, at their field.
      const { warnings, blocking } = publishChecks(siteData.site, [...result.warnings, ...linted.warnings]);
      const checked = { ...result, warnings: sortDiagnostics(warnings), relinted: linted.relinted };
      if (linted.errors.length || blocking.length)
        return { ...checked, diagnostics: sortDiagnostics([...linted.errors, ...blocking]) };
      return {
        ...checked,
        loaded: {
          siteData,
          referenceFields,
          fileCount: result.fileCount,
          blockCount: result.blockCount,
          warnings: checked.warnings,
          imageSources: result.imageSources,
          readersOf: lint.readersOf,
        },
      };
    },
  };
}

/** Validates and lints the given site data at once (see SiteChecker). */
export function checkSiteData({ files, validators, publicImage }: ValidationInput, today = new Date()): SiteCheck {
  return createSiteChecker(validators, publicImage).update(
    files.map(({ file, text }) => [file, text] as const),
    today,
  );
}

/** Reads, validates and lints site-data/ under the project root; throws SiteDataError listing every problem. */
export function loadSiteData(projectRoot: string, options: { schemasDir?: string } = {}): LoadedSite {
  const check = checkSiteData({
    files: readSiteFiles(projectRoot),
    validators: createSchemaValidators(options.schemasDir ?? join(projectRoot, "schemas")),
    publicImage: publicImageReader(join(projectRoot, "public")),
  });
  if (!check.loaded) throw new SiteDataError(check.diagnostics);
  return check.loaded;
}
