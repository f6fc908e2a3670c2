import { fileDiagnostic, sortDiagnostics, type Diagnostic } from "./diagnostic.ts";
import { diagnosticAt, locate, parseSourceFile, type ParsedFile, type SourceFile } from "./json-source.ts";
import { bookkeepingFields, expectedSchemaRef, fileRole, type FileRole } from "./file-roles.ts";
import { schemaProblems } from "./ajv-messages.ts";
import type { SchemaValidators } from "./ajv-instance.ts";
import {
  checkCatchAll,
  checkIdentity,
  checkRouteShape,
  checkTokens,
  checkUniquePaths,
  type RoledFile,
} from "./site-checks.ts";
import { createFromShapes } from "./from-fields.ts";
import { placeholderPlacesOf } from "./placeholder-places.ts";
import { checkSources, type CollectionFields } from "./source-checks.ts";
import { checkForm } from "./form-checks.ts";
import { checkPagination } from "./pagination-checks.ts";
import { checkImages } from "./image-checks.ts";
import { DependencyMap } from "./dependency-map.ts";
import { readSiteFacts, changedFacts, type SiteFacts } from "./site-facts.ts";
import { factKeys, type FileCollector, type SiteIndex } from "./site-index.ts";
import { SiteTotals, type FileContribution } from "./site-totals.ts";
import type { ImageFile } from "../images/read-image-file.ts";

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
  /** The same, by file and JSON pointer: where each Markdown text is. */
  markdownByFile: Map<string, ReadonlyMap<string, string>>;
  /** What is worth a look but builds: an image too small for its place, a very heavy one. */
  warnings: Diagnostic[];
  /** Every image file site data shows on its pages ("/images/x.jpg"), for the build to make its copies. */
  imageSources: Set<string>;
  /** The files this result checked again (all of them the first time): the changed ones and those that read what changed. */
  rechecked: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What the schema and the checks across files found in one file, and what they read of the rest of the site. */
interface FileChecks {
  schemaValid: boolean;
  diagnostics: Diagnostic[];
  warnings: Diagnostic[];
  collector: FileCollector;
}

/** One site-data file as the validator holds it between updates. */
interface FileEntry {
  source: SourceFile;
  role: FileRole | null;
  /** Known from the text alone: a file in no place the site reads, a collection with no schema, malformed JSON, a key twice. */
  textDiagnostics: Diagnostic[];
  parsed: ParsedFile | null;
  /** Parsed, and an object: what the checks across files read. */
  readable: boolean;
  /** Schema, images and the checks across files (phase 1). */
  checks?: FileChecks;
  /** Placeholders (phase 2), which need to know which items passed their schema. */
  tokens?: Diagnostic[];
}

/**
 * The whole site's validation, kept current as files change: each file is parsed and checked once, and checked again
 * only when it changes or when something it read of the rest of the site changes (a collection's ids, the site's
 * routes, a page's anchors, an image file, ...: see site-index.ts). What a change costs is the changed file and its
 * dependents, not the site; the result is always the whole site's, exactly as a check from nothing would give it.
 */
export interface SiteValidator {
  /** New texts of site-data files (null: the file is gone). Returns the whole site's result. */
  update(changes: Iterable<readonly [string, string | null]>): ValidationResult;
  /** An image under public/ changed ("/images/x.jpg"): files showing it are checked again at the next update. */
  imageChanged(src: string): void;
}

/** Each collection's field names, from the "properties" of its schema. */
function collectionFields(validators: SchemaValidators): CollectionFields {
  const fields: CollectionFields = {};
  for (const name of validators.names) {
    const collection = /^collections\/(\w+)\.schema\.json$/.exec(name)?.[1];
    const schema = collection
      ? (validators.schema(name) as { properties?: Record<string, unknown> } | undefined)
      : undefined;
    if (collection && schema?.properties)
      fields[collection] = Object.keys(schema.properties).filter((field) => !bookkeepingFields.has(field));
  }
  return fields;
}

export function createSiteValidator(
  validators: SchemaValidators,
  publicImage: (src: string) => ImageFile | null,
): SiteValidator {
  const fields = collectionFields(validators);
  const fromShapes = createFromShapes((name) => validators.schema(name));
  // Where the schemas let a text name more placeholders: read once, for every file and keystroke after.
  const placeholderPlaces = placeholderPlacesOf(
    validators.names.map((name) => ({ name, schema: validators.schema(name)! })),
  );
  const knownCollections = validators.names
    .filter((name) => name.startsWith("collections/"))
    .map((name) => name.slice(12, -12));
  const entries = new Map<string, FileEntry>();
  let sortedFiles: string[] = [];
  let facts: SiteFacts | null = null;
  /** Who read what: phase 1 (schema and checks across files) and phase 2 (placeholders) separately. */
  const checksRead = new DependencyMap();
  const tokensRead = new DependencyMap();
  /** The image files read so far, as last read: an update asks again, and a different answer is a change. */
  const images = new Map<string, ImageFile | null>();
  const changedImages = new Set<string>();
  const totals = new SiteTotals();

  const readImage = (src: string) => {
    if (!images.has(src)) images.set(src, publicImage(src));
    return images.get(src)!;
  };

  /** The index as one file's checks see it: every read is noted against the file. */
  const indexFor = (current: SiteFacts, reads: Set<string>): SiteIndex => {
    const noted = <T>(key: string, read: () => T): T => {
      reads.add(key);
      return read();
    };
    return {
      routes: () => noted(factKeys.routes, () => current.routes),
      anchors: (path) => noted(factKeys.anchors(path), () => current.anchors.get(path) ?? new Set()),
      ids: (collection) => noted(factKeys.ids(collection), () => current.ids.get(collection) ?? new Set()),
      addressFields: (collection, id) =>
        noted(factKeys.ids(collection), () => current.addressFields.get(collection)?.get(id)),
      formerIds: (collection) => noted(factKeys.ids(collection), () => current.formerIds.get(collection) ?? new Map()),
      pageNames: () => noted(factKeys.pageNames, () => current.pageNames),
      company: () => noted(factKeys.company, () => current.company),
      validItems: (collection) =>
        noted(factKeys.validItems(collection), () => current.validItems.get(collection) ?? []),
      publicImage: (src) => noted(factKeys.publicImage(src), () => readImage(src)),
    };
  };

  function readEntry(source: SourceFile): FileEntry {
    const role = fileRole(source.file);
    const entry: FileEntry = { source, role, textDiagnostics: [], parsed: null, readable: false };
    if (!role) {
      entry.textDiagnostics.push(fileDiagnostic(source.file, "file-in-unknown-place"));
    } else if (role.kind === "item" && !validators.schema(role.schema)) {
      entry.textDiagnostics.push(
        fileDiagnostic(source.file, "unknown-collection-folder", {
          collection: role.collection,
          known: knownCollections,
        }),
      );
    } else {
      const { parsed, diagnostics } = parseSourceFile(source);
      entry.textDiagnostics.push(...diagnostics);
      entry.parsed = parsed;
      entry.readable = parsed !== null && isObject(parsed.value);
    }
    return entry;
  }

  function runChecks(entry: FileEntry, current: SiteFacts): void {
    const { parsed, role } = entry;
    if (!parsed || !role) return;
    const reads = new Set<string>();
    const index = indexFor(current, reads);
    const collector: FileCollector = { markdown: new Map(), imageUses: [] };
    validators.setContext(index, collector);
    const validate = validators.get(role.schema)!;
    const schemaValid = validate(parsed.value) as boolean;
    const diagnostics: Diagnostic[] = [];
    if (!schemaValid) {
      for (const { pointer, atKey, ...problem } of schemaProblems(validate.errors ?? [])) {
        diagnostics.push({
          file: parsed.file,
          ...locate(parsed.ast, pointer, atKey ? "key" : "value"),
          pointer,
          ...problem,
        });
      }
    }
    const schemaRef = (parsed.value as Json)?.$schema;
    const expected = expectedSchemaRef(parsed.file, role.schema);
    if (typeof schemaRef === "string" && schemaRef !== expected) {
      diagnostics.push(diagnosticAt(parsed, "/$schema", "wrong-schema-path", { expected }));
    }
    const images = checkImages(
      collector.imageUses.map((use) => ({ ...use, file: parsed })),
      index.publicImage,
    );
    diagnostics.push(...images.errors);
    if (entry.readable) {
      const roled: RoledFile = { parsed, role };
      diagnostics.push(
        ...checkIdentity(roled, index),
        ...checkRouteShape(roled),
        ...checkSources(roled, fields, index, fromShapes),
        ...checkForm(roled),
        ...checkPagination(roled, index),
      );
    }
    entry.checks = { schemaValid, diagnostics, warnings: images.warnings, collector };
    checksRead.set(parsed.file, reads);
  }

  function runTokenChecks(entry: FileEntry, current: SiteFacts): void {
    if (!entry.readable || !entry.parsed || !entry.role) return;
    const reads = new Set<string>();
    entry.tokens = checkTokens({ parsed: entry.parsed, role: entry.role }, indexFor(current, reads), placeholderPlaces);
    tokensRead.set(entry.parsed.file, reads);
  }

  function forget(file: string): void {
    entries.delete(file);
    checksRead.delete(file);
    tokensRead.delete(file);
  }

  return {
    imageChanged(src) {
      changedImages.add(src);
    },

    update(changes) {
      const changed = new Set<string>();
      let filesAddedOrRemoved = false;
      for (const [file, text] of changes) {
        const known = entries.get(file);
        if (text === null ? !known : known?.source.text === text) continue;
        changed.add(file);
        filesAddedOrRemoved ||= !known || text === null;
        forget(file);
        if (text !== null) entries.set(file, readEntry({ file, text }));
      }
      if (filesAddedOrRemoved) sortedFiles = [...entries.keys()].sort((a, b) => a.localeCompare(b));
      const ordered = sortedFiles.map((file) => entries.get(file)!);

      // Images read before are asked again: a different answer is a changed file (replaced, added or removed).
      for (const [src, before] of [...images]) {
        images.delete(src);
        if (readImage(src) !== before) changedImages.add(src);
      }
      const previous = facts;
      facts = readSiteFacts(ordered, previous, changed);
      const changedKeys = changedFacts(previous, facts);
      for (const src of changedImages) changedKeys.add(factKeys.publicImage(src));
      changedImages.clear();

      // Phase 1: the changed files, and every file that read a fact that changed.
      const recheck = new Set([...changed].filter((file) => entries.has(file)));
      for (const file of checksRead.readersOf(changedKeys)) recheck.add(file);
      for (const file of sortedFiles) if (recheck.has(file)) runChecks(entries.get(file)!, facts);

      // Phase 2: placeholders on detail pages read which items passed their schema, known only now.
      const withItems = facts;
      facts = { ...withItems, validItems: validItemsOf(ordered, previous, new Set([...changed, ...recheck])) };
      for (const key of changedFacts(previous, facts, "validItems")) changedKeys.add(key);
      const recheckTokens = new Set([...changed].filter((file) => entries.has(file)));
      for (const file of tokensRead.readersOf(changedKeys)) recheckTokens.add(file);
      for (const file of sortedFiles) if (recheckTokens.has(file)) runTokenChecks(entries.get(file)!, facts);

      const touched = new Set([...changed, ...recheck, ...recheckTokens]);
      for (const file of touched) totals.set(file, entries.has(file) ? contributionOf(entries.get(file)!) : undefined);
      totals.reorder(sortedFiles);
      return assemble(new Set([...recheck, ...recheckTokens]));
    },
  };

  /** The items of each collection that passed their schema, in file order; from `previous` for a collection whose files were not checked again. */
  function validItemsOf(ordered: FileEntry[], previous: SiteFacts | null, touched: Set<string>): Map<string, Json[]> {
    const touchedCollections = new Set(
      [...touched].flatMap((file) => /^site-data\/collections\/([^/]+)\//.exec(file)?.[1] ?? []),
    );
    const items = new Map<string, Json[]>();
    for (const [collection, list] of previous?.validItems ?? [])
      if (!touchedCollections.has(collection)) items.set(collection, list);
    for (const entry of ordered) {
      if (entry.role?.kind !== "item" || (previous && !touchedCollections.has(entry.role.collection))) continue;
      if (!entry.readable || !entry.checks?.schemaValid) continue;
      const list = items.get(entry.role.collection) ?? items.set(entry.role.collection, []).get(entry.role.collection)!;
      list.push(entry.parsed!.value as Json);
    }
    return items;
  }

  /** What one file adds to the result, as it stands now. */
  function contributionOf(entry: FileEntry): FileContribution {
    const { parsed, role, checks, readable } = entry;
    const contribution: FileContribution = {
      diagnostics: [...entry.textDiagnostics, ...(checks?.diagnostics ?? []), ...(entry.tokens ?? [])],
      warnings: checks?.warnings ?? [],
      images: [],
      blocks: 0,
    };
    if (!parsed || !role) return contribution;
    contribution.parsed = parsed;
    if (role.kind === "page") {
      const sections = (parsed.value as Json)?.sections;
      contribution.blocks = Array.isArray(sections) ? sections.length : 0;
      if (readable) contribution.readablePage = { parsed, role };
    }
    if (checks) {
      contribution.markdown = checks.collector.markdown;
      // The share image is not shown on a page: the build makes its one JPEG apart.
      for (const { image, place } of checks.collector.imageUses)
        if (place !== "share" && isObject(image) && typeof image.src === "string") contribution.images.push(image.src);
    }
    return contribution;
  }

  function assemble(rechecked: Set<string>): ValidationResult {
    const { diagnostics, warnings, readablePages, ...totalled } = totals.snapshot();
    const somePageUnreadable = !facts!.routes.complete;
    diagnostics.push(...checkUniquePaths(readablePages), ...checkCatchAll(readablePages, somePageUnreadable));
    if (!entries.has("site-data/site.json"))
      diagnostics.push(fileDiagnostic("site-data/site.json", "missing-site-json"));
    return {
      ...totalled,
      diagnostics: sortDiagnostics(diagnostics),
      warnings: sortDiagnostics(warnings),
      fileCount: entries.size,
      rechecked: sortedFiles.filter((file) => rechecked.has(file)),
    };
  }
}
