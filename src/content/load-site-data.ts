import { join } from "node:path";
import type { Page, Site } from "../generated/site-data.ts";
import { createSchemaValidators } from "../validation/ajv-instance.ts";
import type { Diagnostic } from "../validation/diagnostic.ts";
import { publicFileChecker, readSiteFiles } from "../validation/read-site-files.ts";
import { readSchemaFiles } from "../validation/schema-files.ts";
import { fileRole } from "../validation/file-roles.ts";
import { formatReport, validateSiteData } from "../validation/validate-site-data.ts";
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
}

/** Reading speed for the read time of a post: a comfortable pace for articles on screen. */
const wordsPerMinute = 200;

function withReadTimes(collections: Collections): Collections {
  const posts = collections.posts.map((post) => ({ ...post, readMinutes: Math.max(1, Math.round(post.body.split(/\s+/).filter(Boolean).length / wordsPerMinute)) }));
  return { ...collections, posts };
}

/** Reads and validates site-data/ under the project root; throws SiteDataError listing every problem. */
export function loadSiteData(projectRoot: string, options: { schemasDir?: string } = {}): LoadedSite {
  const schemasDir = options.schemasDir ?? join(projectRoot, "schemas");
  const result = validateSiteData({
    files: readSiteFiles(projectRoot),
    validators: createSchemaValidators(schemasDir),
    publicFileExists: publicFileChecker(join(projectRoot, "public")),
  });
  if (result.diagnostics.length) throw new SiteDataError(result.diagnostics);

  const collections = Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as Collections;
  const pages: Page[] = [];
  let site: Site | undefined;
  for (const [file, value] of result.values) {
    const role = fileRole(file)!;
    if (role.kind === "site") site = value as Site;
    else if (role.kind === "page") pages.push(value as Page);
    else (collections[role.collection as keyof Collections] as unknown[]).push(value);
  }
  return {
    siteData: { site: site!, pages, collections: withReadTimes(collections), markdownTexts: result.markdownTexts },
    referenceFields: referenceFieldsFromSchemas(readSchemaFiles(schemasDir)),
    fileCount: result.fileCount,
    blockCount: result.blockCount,
  };
}
