import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { readSchemaFiles } from "./schema-files.ts";
import { checkInternalLink, type SiteIndex } from "./site-index.ts";
import { closestMatch } from "./did-you-mean.ts";

export interface SchemaValidators {
  /** The validator for a schema by its name relative to schemas/, e.g. "page.schema.json". */
  get(name: string): ValidateFunction | undefined;
  /** Every schema name, e.g. to list the block types. */
  names: string[];
  /** Set before validating: the custom keywords read the rest of the site from here. */
  setIndex(index: SiteIndex): void;
}

/**
 * Ajv over every schema in schemas/, plus three keywords for what one file cannot tell:
 * "collectionRef" (an id that must exist in a collection), "publicFile" (a file that must exist under public/)
 * and "siteLink" (an internal link that must lead to a page, and to a section of it for "#anchor").
 */
export function createSchemaValidators(schemasDir: string): SchemaValidators {
  let index: SiteIndex | undefined;
  const currentIndex = () => {
    if (!index) throw new Error("setIndex() must be called before validating.");
    return index;
  };
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);

  ajv.addKeyword({
    keyword: "collectionRef",
    type: "string",
    schemaType: "string",
    errors: true,
    validate: function collectionRef(collection: string, id: string): boolean {
      const ids = [...(currentIndex().collectionIds[collection] ?? [])];
      if (ids.includes(id)) return true;
      const guess = closestMatch(id, ids);
      collectionRef.errors = [{
        keyword: "collectionRef",
        message: `there is no ${collection} item with the id "${id}" (site-data/collections/${collection}/${id}.json)`,
        params: { hint: guess ? `Did you mean "${guess}"?` : `Existing ids: ${ids.join(", ")}.` },
      }];
      return false;
    } as ((collection: string, id: string) => boolean) & { errors?: unknown[] },
  });

  ajv.addKeyword({
    keyword: "publicFile",
    type: "string",
    schemaType: "boolean",
    errors: true,
    validate: function publicFile(_required: boolean, src: string): boolean {
      if (currentIndex().publicFileExists(src)) return true;
      publicFile.errors = [{
        keyword: "publicFile",
        message: `image file "public${src}" does not exist`,
        params: { hint: "Check the spelling and the folder, or add the file under public/. Paths start at public/, e.g. \"/images/hero/office.svg\"." },
      }];
      return false;
    } as ((required: boolean, src: string) => boolean) & { errors?: unknown[] },
  });

  ajv.addKeyword({
    keyword: "siteLink",
    type: "string",
    schemaType: "boolean",
    errors: true,
    validate: function siteLink(_required: boolean, href: string, _parent: unknown, context?: { rootData: unknown }): boolean {
      const problem = checkInternalLink(currentIndex(), href, context?.rootData);
      if (!problem) return true;
      siteLink.errors = [{ keyword: "siteLink", message: problem.message, params: { hint: problem.hint } }];
      return false;
    } as ((required: boolean, href: string, parent: unknown, context?: { rootData: unknown }) => boolean) & { errors?: unknown[] },
  });

  const files = readSchemaFiles(schemasDir);
  for (const { name, schema } of files) ajv.addSchema(schema, pathToFileURL(join(schemasDir, name)).href);
  const validators = new Map<string, ValidateFunction>();

  return {
    names: files.map((file) => file.name),
    get(name) {
      if (!files.some((file) => file.name === name)) return undefined;
      if (!validators.has(name)) validators.set(name, ajv.getSchema(pathToFileURL(join(schemasDir, name)).href)!);
      return validators.get(name);
    },
    setIndex(next) {
      index = next;
    },
  };
}
