import { formatDiagnostic, sortDiagnostics, type Diagnostic } from "./diagnostic.ts";
import { parseSourceFile, locate, type ParsedFile, type SourceFile } from "./json-source.ts";
import { expectedSchemaRef, fileRole, siteDataLayout } from "./file-roles.ts";
import { indexRoute, type SiteIndex } from "./site-index.ts";
import { schemaProblems } from "./ajv-messages.ts";
import { checkIdentity, checkRouteShapes, checkTokens, type RoledFile } from "./site-checks.ts";
import type { SchemaValidators } from "./ajv-instance.ts";
import { checkSources, type CollectionFields } from "./source-checks.ts";
import { checkForms } from "./form-checks.ts";
import { checkPagination } from "./pagination-checks.ts";
import { checkImages, type PlacedImageUse } from "./image-checks.ts";
import type { ImageFile } from "../images/read-image-file.ts";

export interface ValidationInput {
  files: SourceFile[];
  validators: SchemaValidators;
  /** The image file at "/images/x.jpg" under public/, as its header tells (null when there is none). */
  publicImage(src: string): ImageFile | null;
}

export interface ValidationResult {
  diagnostics: Diagnostic[];
  /** Files that parsed, by path: the site data itself when there are no diagnostics. */
  values: Map<string, unknown>;
  /** The same files with their syntax trees, to position what later checks find. */
  parsedFiles: Map<string, ParsedFile>;
  fileCount: number;
  blockCount: number;
  /** Every string the schemas mark as Markdown (before placeholders are filled in). */
  markdownTexts: Set<string>;
  /** What is worth a look but builds: an image too small for its place, a very heavy one. */
  warnings: Diagnostic[];
  /** Every image file site data shows on its pages ("/images/x.jpg"), for the build to make its copies. */
  imageSources: Set<string>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Items count by file name even when unreadable, so one broken item is not reported again at every reference. */
function buildIndex(files: RoledFile[], complete: boolean, publicFileExists: (src: string) => boolean): SiteIndex {
  const collectionIds: Record<string, Set<string>> = {};
  const routes = [];
  for (const { parsed, role } of files) {
    const data = parsed.value as Json;
    if (role.kind === "item") {
      // Both, so an id that does not match its file name is reported once, not again at every reference.
      const ids = (collectionIds[role.collection] ??= new Set());
      ids.add(role.name);
      if (isObject(data) && typeof data.id === "string") ids.add(data.id);
    }
    if (role.kind === "page" && isObject(data)) {
      const route = indexRoute(data);
      if (route) routes.push(route);
    }
  }
  return { routes, collectionIds, complete, publicFileExists, markdownTexts: new Set(), imageUses: [] };
}

/** Each collection's field names, from the "properties" of its schema. */
function collectionFields(validators: SchemaValidators): CollectionFields {
  const fields: CollectionFields = {};
  for (const name of validators.names) {
    const collection = /^collections\/(\w+)\.schema\.json$/.exec(name)?.[1];
    const schema = collection ? (validators.get(name)?.schema as { properties?: Record<string, unknown> } | undefined) : undefined;
    if (collection && schema?.properties) fields[collection] = Object.keys(schema.properties).filter((field) => field !== "$schema");
  }
  return fields;
}

/** Validates all site data: syntax, schemas, and the checks across files. Every problem is reported, none stops the others. */
export function validateSiteData({ files, validators, publicImage }: ValidationInput): ValidationResult {
  const diagnostics: Diagnostic[] = [];
  const roled: RoledFile[] = [];
  for (const source of files) {
    const role = fileRole(source.file);
    if (!role) {
      diagnostics.push({ file: source.file, line: 1, column: 1, pointer: "", message: "this file is not in a place the site reads", hint: `Site data lives in ${siteDataLayout}.` });
      continue;
    }
    if (role.kind === "item" && !validators.get(role.schema)) {
      const known = validators.names.filter((name) => name.startsWith("collections/")).map((name) => name.slice(12, -12));
      diagnostics.push({ file: source.file, line: 1, column: 1, pointer: "", message: `unknown collection folder "${role.collection}"`, hint: `Collections: ${known.join(", ")}.` });
      continue;
    }
    const { parsed, diagnostics: syntax } = parseSourceFile(source);
    diagnostics.push(...syntax);
    if (parsed) roled.push({ parsed, role });
  }

  // Cross-file checks only read files that are objects; the schema reports the others.
  const readable = roled.filter(({ parsed }) => isObject(parsed.value));
  const pageFiles = files.filter(({ file }) => fileRole(file)?.kind === "page").length;
  const allPagesReadable = readable.filter(({ role }) => role.kind === "page").length === pageFiles;
  const index = buildIndex(roled, allPagesReadable, (src) => publicImage(src) !== null);
  validators.setIndex(index);
  const schemaValid = new Set<string>();
  const imageUses: PlacedImageUse[] = [];
  for (const { parsed, role } of roled) {
    const validate = validators.get(role.schema)!;
    const imagesBefore = index.imageUses.length;
    const valid = validate(parsed.value);
    imageUses.push(...index.imageUses.slice(imagesBefore).map((use) => ({ ...use, file: parsed })));
    if (valid) schemaValid.add(parsed.file);
    else {
      for (const problem of schemaProblems(validate.errors ?? [])) {
        diagnostics.push({ file: parsed.file, ...locate(parsed.ast, problem.pointer, problem.atKey ? "key" : "value"), pointer: problem.pointer, message: problem.message, hint: problem.hint });
      }
    }
    const schemaRef = (parsed.value as Json)?.$schema;
    const expected = expectedSchemaRef(parsed.file, role.schema);
    if (typeof schemaRef === "string" && schemaRef !== expected) {
      diagnostics.push({ file: parsed.file, ...locate(parsed.ast, "/$schema"), pointer: "/$schema", message: `"$schema" should be "${expected}"`, hint: "It tells your editor which schema to use for autocompletion and checks while typing." });
    }
  }

  const site = readable.find(({ role }) => role.kind === "site");
  if (!files.some(({ file }) => file === "site-data/site.json")) {
    diagnostics.push({ file: "site-data/site.json", line: 1, column: 1, pointer: "", message: "site-data/site.json is missing", hint: "It holds the company details, navigation, footer and labels of every page." });
  }
  const collections: Record<string, Json[]> = {};
  for (const { parsed, role } of readable) {
    if (role.kind === "item" && schemaValid.has(parsed.file)) (collections[role.collection] ??= []).push(parsed.value as Json);
  }
  const company = site && isObject((site.parsed.value as Json).company) ? ((site.parsed.value as Json).company as Json) : null;
  const images = checkImages(imageUses, publicImage);
  diagnostics.push(
    ...images.errors,
    ...checkIdentity(readable),
    ...checkRouteShapes(readable, !allPagesReadable),
    ...checkTokens(readable, company, collections),
    ...checkSources(readable, collectionFields(validators), index.collectionIds),
    ...checkForms(readable),
    ...checkPagination(readable),
  );

  const blockCount = roled.reduce((sum, { parsed, role }) => {
    const sections = role.kind === "page" ? (parsed.value as Json).sections : undefined;
    return sum + (Array.isArray(sections) ? sections.length : 0);
  }, 0);
  return {
    diagnostics: sortDiagnostics(diagnostics),
    values: new Map(roled.map(({ parsed }) => [parsed.file, parsed.value])),
    parsedFiles: new Map(roled.map(({ parsed }) => [parsed.file, parsed])),
    fileCount: files.length,
    blockCount,
    markdownTexts: index.markdownTexts,
    warnings: sortDiagnostics(images.warnings),
    // The share image is not shown on a page: the build makes its one JPEG apart.
    imageSources: new Set(imageUses.flatMap(({ image, place }) => (place !== "share" && isObject(image) && typeof image.src === "string" ? [image.src] : []))),
  };
}

export function formatReport(diagnostics: Diagnostic[]): string {
  const count = `${diagnostics.length} problem${diagnostics.length === 1 ? "" : "s"} in site data`;
  return `${diagnostics.map(formatDiagnostic).join("\n\n")}\n\n${count}. Fix ${diagnostics.length === 1 ? "it" : "them"} and save; nothing is built until site data is valid.`;
}
