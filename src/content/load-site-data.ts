import { join } from "node:path";
import type { Page, Site } from "../generated/site-data.ts";
import { createSchemaValidators, type SchemaValidators } from "../validation/ajv-instance.ts";
import { sortDiagnostics, type Diagnostic } from "../validation/diagnostic.ts";
import { publicImageReader, readSiteFiles } from "../validation/read-site-files.ts";
import { fileRole } from "../validation/file-roles.ts";
import { formatReport, validateSiteData, type ValidationInput, type ValidationResult } from "../validation/validate-site-data.ts";
import { lintSite } from "./lint/lint-site.ts";
import { referenceFieldsFromSchemas, type ReferenceFields } from "./reference-fields.ts";
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
  /** What validation and the content lint (src/content/lint/) advise without stopping the build. */
  warnings: Diagnostic[];
  /** Every image file site data names ("/images/x.jpg"): the build makes the copies visitors download. */
  imageSources: Set<string>;
}

/** Reading speed for the read time of a post: a comfortable pace for articles on screen. */
const wordsPerMinute = 200;

function withReadTimes(collections: Collections): Collections {
  const posts = collections.posts.map((post) => ({ ...post, readMinutes: Math.max(1, Math.round(post.body.split(/\s+/).filter(Boolean).length / wordsPerMinute)) }));
  return { ...collections, posts };
}

/**
 * The site data of the files that parsed: the whole site once validation passed. The editor's preview also reads it
 * from data that is still being fixed, for what can be shown meanwhile.
 */
export function siteDataOf(result: ValidationResult): SiteData {
  const collections = Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as Collections;
  const pages: Page[] = [];
  let site: Site | undefined;
  for (const [file, value] of result.values) {
    const role = fileRole(file)!;
    if (role.kind === "site") site = value as Site;
    else if (role.kind === "page") pages.push(value as Page);
    else (collections[role.collection as keyof Collections] as unknown[]).push(value);
  }
  return { site: site!, pages, collections: withReadTimes(collections), markdownTexts: result.markdownTexts };
}

export function referenceFieldsOf(validators: SchemaValidators): ReferenceFields {
  return referenceFieldsFromSchemas(validators.names.map((name) => ({ name, schema: validators.get(name)!.schema as Record<string, unknown> })));
}

export interface SiteCheck extends ValidationResult {
  /** When nothing is wrong: the site data, ready to build. */
  loaded?: LoadedSite;
}

/**
 * Validates site data and, once it is valid, lints its content as a whole (src/content/lint/): `diagnostics` holds
 * everything an editor must fix, in one list. `today` is the build's day: {year}, the figures worked out from it and
 * the openings past their closing date follow it.
 */
export function checkSiteData(input: ValidationInput, today = new Date()): SiteCheck {
  const result = validateSiteData(input);
  if (result.diagnostics.length) return result;
  const siteData = siteDataOf(result);
  const { validators } = input;
  const referenceFields = referenceFieldsOf(validators);
  const lint = lintSite(siteData, result.parsedFiles, referenceFields, today);
  const warnings = sortDiagnostics([...result.warnings, ...lint.warnings]);
  if (lint.errors.length) return { ...result, diagnostics: sortDiagnostics(lint.errors), warnings };
  return { ...result, warnings, loaded: { siteData, referenceFields, fileCount: result.fileCount, blockCount: result.blockCount, warnings, imageSources: result.imageSources } };
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
