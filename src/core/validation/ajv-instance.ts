import Ajv, { type SchemaValidateFunction, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { readSchemaFiles } from "./schema-files.ts";
import { checkInternalLink, type FileCollector, type SiteIndex } from "./site-index.ts";
import { closestMatch } from "./did-you-mean.ts";
import { problem, type Problem } from "./errors.ts";
import { hasAllowedLinkScheme, markdownFacts, tooDeepProblem } from "./markdown-facts.ts";
import { imagePlaceNames, type ImagePlaceName } from "../images/image-places.ts";
import { placeholderNamePattern, unknownPlaceholderCodes } from "./placeholder-places.ts";

/** The image formats schemas/common/image.schema.json accepts. */
const imageExtensions = ["svg", "png", "jpg", "jpeg", "webp", "avif"];

export interface SchemaValidators {
  /** The validator for a schema by its name relative to schemas/, e.g. "page.schema.json". */
  get(name: string): ValidateFunction | undefined;
  /** Every schema name, e.g. to list the block types. */
  names: string[];
  /** A schema as written, by name (without compiling it: compiling is what costs). */
  schema(name: string): Record<string, unknown> | undefined;
  /**
   * Set before validating each file: the custom keywords read the rest of the site from `index`, and put what they
   * find in the file (its Markdown texts, its images) in `collector`.
   */
  setContext(index: SiteIndex, collector: FileCollector): void;
}

/**
 * Ajv over every schema in schemas/, plus keywords for what one file cannot tell:
 * "collectionRef" (an id that must exist in a collection), "publicFile" (a file that must exist under public/),
 * "siteLink" (an internal link that must lead to a page, and to a section of it for "#anchor"), "markdown" (text whose
 * links are checked) and "imagePlace" (where an image is shown: its file is checked by src/core/validation/image-checks.ts).
 */
export function createSchemaValidators(schemasDir: string): SchemaValidators {
  let context: { index: SiteIndex; collector: FileCollector } | undefined;
  const current = () => {
    if (!context) throw new Error("setContext() must be called before validating.");
    return context;
  };
  const currentIndex = () => current().index;
  const ajv = new Ajv({
    inlineRefs: false,
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
    // Ajv's passes over the code it generates halve what compiling costs when left out (0.4 s -> 0.2 s for every
    // schema, paid by each process that validates: a build, a publish, `npm run edit`), and the code they would
    // tidy is no slower to run: at a thousand more posts the whole check took no longer (npm run bench).
    code: { optimize: false },
  });
  addFormats(ajv);
  // Read by json-schema-to-typescript only.
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  // Read by the editor only: a field for whoever sets the site up (an id, an address), shown under "Advanced".
  ajv.addKeyword({ keyword: "advanced", schemaType: "boolean" });
  // Read by the editor only: a field's label when its name says little to a person ("href" is "Link to").
  ajv.addKeyword({ keyword: "editorLabel", schemaType: "string" });
  // Read by the editor only: the words of each value of an "enum", in its order, where the value itself is a code
  // ("asc" is "Oldest, smallest or A first").
  ajv.addKeyword({ keyword: "enumLabels", schemaType: "array" });
  // Read by the cross-file checks (from-fields.ts): what a block's "from" may name, when it is not what the block's own
  // list holds (a featureGrid's cards from an item may leave out the icon).
  ajv.addKeyword({ keyword: "fromShape", schemaType: "object" });
  // Read by the loader (src/core/content/reference-fields.ts): a field a page leaves out when it carries the item in a list
  // (long texts only the item's own page shows; who a form's e-mails go to, which no browser needs).
  ajv.addKeyword({ keyword: "inLists", schemaType: "boolean" });
  // Read by the editor and the admin's history (src/core/content/collection-words.ts): what people call an item of the
  // collection ("Blog post", "post" in a sentence, "New post" on the button that makes one).
  ajv.addKeyword({
    keyword: "itemWords",
    schemaType: "object",
    metaSchema: {
      type: "object",
      additionalProperties: false,
      required: ["one", "short", "new"],
      properties: Object.fromEntries(["one", "short", "new"].map((key) => [key, { type: "string", minLength: 1 }])),
    },
  });
  // Read by the placeholder check (./placeholder-places.ts): the placeholders a text may name besides the company's,
  // {year} and an item's, which the code showing it fills in ({page.number} in a pagination label), and which problem
  // one it does not fill is.
  ajv.addKeyword({
    keyword: "placeholders",
    schemaType: "array",
    metaSchema: { type: "array", items: { type: "string", pattern: placeholderNamePattern } },
  });
  ajv.addKeyword({
    keyword: "unknownPlaceholderCode",
    schemaType: "string",
    metaSchema: { enum: unknownPlaceholderCodes },
  });

  /** A keyword whose check returns a problem (src/core/validation/errors.ts) or null. */
  const addCheck = <S>(
    keyword: string,
    schemaType: "string" | "boolean",
    check: (schemaValue: S, value: string, rootData: unknown) => Problem | null,
  ) => {
    const validate: SchemaValidateFunction = (schemaValue: S, value: string, _parentSchema, keywordContext) => {
      const found = check(schemaValue, value, keywordContext?.rootData);
      validate.errors = found ? [{ keyword, message: found.message, params: { problem: found } }] : [];
      return !found;
    };
    ajv.addKeyword({ keyword, type: "string", schemaType, errors: true, validate });
  };

  addCheck<string>("collectionRef", "string", (collection, id) => {
    const ids = currentIndex().ids(collection);
    if (ids.has(id)) return null;
    return problem("unknown-item-id", {
      collection,
      id,
      guess: closestMatch(id, [...ids]),
      ids: [...ids],
      where: "field",
    });
  });

  addCheck<boolean>("publicFile", "boolean", (_required, src) => {
    const publicFileExists = (candidate: string) => currentIndex().publicImage(candidate) !== null;
    if (publicFileExists(src)) return null;
    // The same picture saved in another format: a .png where the file is .svg.
    const stem = src.replace(/\.[a-z]+$/i, "");
    const sameName = imageExtensions
      .map((extension) => `${stem}.${extension}`)
      .find((candidate) => candidate !== src && publicFileExists(candidate));
    return problem("missing-image-file", { src, sameName });
  });

  addCheck<boolean>("siteLink", "boolean", (_required, href, rootData) =>
    checkInternalLink(currentIndex(), href, rootData),
  );

  // Markdown text (read by ./markdown-facts.ts): each of its links must lead somewhere, like any other link of the site.
  const checkMarkdown: SchemaValidateFunction = (_isMarkdown: boolean, text: string, _parentSchema, keywordContext) => {
    current().collector.markdown.set(keywordContext?.instancePath ?? "", text);
    const found = markdownProblem(text, keywordContext?.rootData);
    checkMarkdown.errors = found ? [{ keyword: "markdown", message: found.message, params: { problem: found } }] : [];
    return !found;
  };
  const markdownProblem = (text: string, rootData: unknown): Problem | null => {
    const facts = markdownFacts(text);
    if (facts.tooDeep) return tooDeepProblem();
    if (facts.hasRawHtml) return problem("markdown-html");
    if (facts.headingProblem) return facts.headingProblem;
    for (const href of facts.links) {
      if (!hasAllowedLinkScheme(href)) return problem("markdown-link-scheme", { href });
      const link = checkInternalLink(currentIndex(), href, rootData, true);
      if (link) return link;
    }
    return null;
  };
  ajv.addKeyword({ keyword: "markdown", type: "string", schemaType: "boolean", errors: true, validate: checkMarkdown });

  // Beside each image field: the place it is shown in (src/core/images/image-places.ts). It collects the image for the
  // checks of its file, which need the whole of it (src, width, height) and may only warn.
  const recordImageUse: SchemaValidateFunction = (
    place: ImagePlaceName,
    image: unknown,
    _parentSchema,
    keywordContext,
  ) => {
    const pointer = keywordContext?.instancePath ?? "";
    const uses = current().collector.imageUses;
    if (!uses.some((use) => use.pointer === pointer && use.image === image)) uses.push({ pointer, place, image });
    return true;
  };
  ajv.addKeyword({
    keyword: "imagePlace",
    schemaType: "string",
    metaSchema: { enum: imagePlaceNames },
    validate: recordImageUse,
  });

  const files = readSchemaFiles(schemasDir);
  for (const { name, schema } of files) ajv.addSchema(schema, pathToFileURL(join(schemasDir, name)).href);
  const validators = new Map<string, ValidateFunction>();

  return {
    names: files.map((file) => file.name),
    schema: (name) => files.find((file) => file.name === name)?.schema,
    get(name) {
      if (!files.some((file) => file.name === name)) return undefined;
      if (!validators.has(name)) validators.set(name, ajv.getSchema(pathToFileURL(join(schemasDir, name)).href)!);
      return validators.get(name);
    },
    setContext(index, collector) {
      context = { index, collector };
    },
  };
}
