/**
 * Every problem site data can have, as `npm run validate`, the build, `npm run dev` and the site editor report it:
 * each with a permanent code, a title, its message made from typed arguments, and a hint. A check never writes a
 * sentence itself: it names a code and gives the arguments (`diagnosticAt(file, pointer, "duplicate-key", { key })`
 * in json-source.ts, `problem(code, args)` below), and the diagnostic carries the code and the arguments (`params`),
 * so that the editor and the tests match on those, never on the wording. docs/errors.md is written from this file
 * (`npm run gen:errors`; `npm run check:errors` fails when it is stale).
 *
 * Codes are kebab-case names of the mistake ("missing-required-field"). A code is permanent: once it is in a commit of
 * main it is never renamed, never given another meaning and never reused. A message or hint may be reworded (editors
 * read them), its code stays. A problem that can no longer happen keeps its code out of use: move it to
 * `retiredCodes`.
 *
 * Adding a problem: one entry below, in the part of the reporter that finds it (or a new reporter), with its
 * arguments' type on `message`, and an `example` of them for the docs. Then report it with its code where it is
 * found, run `npm run gen:errors`, and make a fixture (tests/fixtures/invalid/) or a test produce it:
 * tests/unit/validation/error-catalogue.test.ts fails until one does, or until the code is listed there as not
 * reachable from fixtures, with the reason.
 */
import { listOf } from "./did-you-mean.ts";
import { siteDataLayout } from "./file-roles.ts";

export type Severity = "error" | "warning";

/** What a block's "from" names and why it does not fit (src/core/validation/from-fields.ts). */
interface FromMisfit {
  blockType: string;
  /** What the block shows: "a list of texts". */
  shows: string;
  from: string;
  collection: string;
  /** What the field holds instead. */
  holds: string;
  /** The fields of the collection the block can show. */
  fitting: string[];
}

/** The parts of the checks that report problems, in the order docs/errors.md lists them, with where their code is. */
export const reporters = {
  syntax: {
    title: "JSON syntax",
    files: ["src/core/validation/json-source.ts"],
    about: "Each file is read as JSON first; a file that is not valid JSON is not checked further.",
  },
  files: {
    title: "Files and folders",
    files: ["src/core/validation/site-validator.ts"],
    about: "Where a file lives says what it is: site.json, a page, or an item of a collection.",
  },
  schema: {
    title: "Schemas",
    files: ["src/core/validation/ajv-messages.ts"],
    about:
      "Each file against its JSON Schema in schemas/ (ajv), in words for editors. A hint taken from the schema is the field's description there.",
  },
  references: {
    title: "References, images and Markdown in a field",
    files: [
      "src/core/validation/ajv-instance.ts",
      "src/core/validation/markdown-facts.ts",
      "src/core/validation/source-checks.ts",
    ],
    about:
      'Schema keywords that read the rest of the site: an id of a collection item ("collectionRef"), an image file under public/ ("publicFile"), Markdown text ("markdown").',
  },
  links: {
    title: "Links",
    files: ["src/core/validation/site-index.ts"],
    about:
      'Every internal link (a "href", a link in Markdown) must lead to a page of the site, and "#anchor" to a section of it.',
  },
  pages: {
    title: "Pages, ids and placeholders",
    files: ["src/core/validation/site-checks.ts"],
    about:
      "What takes more than one file to see: ids against file names, page paths, the not-found page, {placeholders}.",
  },
  sources: {
    title: "What blocks draw from collections",
    files: ["src/core/validation/source-checks.ts"],
    about: 'A source\'s ids, the fields its filter, sort and tabs name, and "from".',
  },
  forms: {
    title: "Forms",
    files: ["src/core/validation/form-checks.ts"],
    about: "What the forms schema cannot say on its own, for each form in site-data/collections/forms/.",
  },
  pagination: {
    title: "Listings split into pages",
    files: ["src/core/validation/pagination-checks.ts"],
    about: 'A grid with "pageSize", and tabs that are links ("linksTo").',
  },
  images: {
    title: "Image files",
    files: ["src/core/validation/image-checks.ts"],
    about: "Every image of site data against its file under public/.",
  },
  lint: {
    title: "Content lint",
    files: ["src/core/content/lint/"],
    about:
      "The whole site read as visitors and search engines read it (every address, placeholders filled in), once the rest is valid.",
  },
} as const;

export type Reporter = keyof typeof reporters;

/** One kind of problem. `A` is the type of its arguments, which every diagnostic of it carries as `params`. */
export interface ErrorEntry<A extends object> {
  /** What the problem is, in a few words (docs/errors.md's heading). */
  title: string;
  severity: Severity;
  reporter: Reporter;
  message: (args: A) => string;
  hint?: string | ((args: A) => string | undefined);
  /** Arguments that make a typical message, for docs/errors.md. */
  example: A;
}

/** An entry, its arguments' type read from `message`. */
/** "a text", "an email": a field type as a sentence names it. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

function entry<A extends object = Record<never, never>>(value: {
  title: string;
  severity?: Severity;
  reporter: Reporter;
  message: (args: A) => string;
  hint?: string | ((args: NoInfer<A>) => string | undefined);
  example: NoInfer<A>;
}): ErrorEntry<A> {
  return { severity: "error", ...value };
}

// Words shared by several messages.
const quoted = (value: string) => `"${value}"`;
/** `sentence` with `. Did you mean "guess"?` after it, when there is a guess. */
const orGuess = (sentence: string, guess: string | undefined, shown = quoted(guess ?? "")) =>
  guess ? `${sentence}. Did you mean ${shown}?` : sentence;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const reexport =
  "Export it again at most 3000 px wide as a JPEG of quality 85 (usually under 2 MB) and replace the file: the build makes the small copies visitors download.";
/** A link found in Markdown text says so first. */
const inTextPrefix = (inText: boolean | undefined) => (inText ? "in the text, " : "");
const writeTextHere = "Write the text itself here.";

/** What a field's schema says of it (its "description"): the hint of most schema problems. */
type Described = { description?: string };
export const hintFromSchema = ({ description }: Described) => description;

/** The words naming a value in a schema message: `"icon"`, `item 2`, `the file's content`. */
type Subject = { subject: string };

export const errors = {
  // JSON syntax: src/core/validation/json-source.ts
  "malformed-json": entry({
    title: "The file is not valid JSON",
    reporter: "syntax",
    message: (
      args: { found: "end" } | { found: "value" } | { found: "closer"; closer: string } | { found: "character" },
    ) => {
      if (args.found === "end") return "malformed JSON: the file ends too early (an unclosed { or [ ?)";
      if (args.found === "value") return "malformed JSON: unexpected value here (is a comma missing before it?)";
      if (args.found === "closer")
        return `malformed JSON: unexpected "${args.closer}" (a value missing before it, or a trailing comma?)`;
      return "malformed JSON: unexpected character (text must be in double quotes)";
    },
    hint: "Look just before this position for a missing comma, a trailing comma before } or ], a missing value, or an unclosed quote or bracket.",
    example: { found: "closer", closer: "}" },
  }),
  "duplicate-key": entry({
    title: "A field appears twice in one object",
    reporter: "syntax",
    message: ({ key }: { key: string }) => `field "${key}" appears twice in the same object`,
    hint: "Only the last one would be used. Keep one and delete the other.",
    example: { key: "title" },
  }),

  // Files and folders: src/core/validation/site-validator.ts
  "file-in-unknown-place": entry({
    title: "A file where the site does not read",
    reporter: "files",
    message: () => "this file is not in a place the site reads",
    hint: `Site data lives in ${siteDataLayout}.`,
    example: {},
  }),
  "unknown-collection-folder": entry({
    title: "A folder under collections/ that is no collection",
    reporter: "files",
    message: ({ collection }: { collection: string; known: string[] }) => `unknown collection folder "${collection}"`,
    hint: ({ known }) => `Collections: ${known.join(", ")}.`,
    example: { collection: "servics", known: ["clients", "posts", "services"] },
  }),
  "wrong-schema-path": entry({
    title: '"$schema" does not lead to the file\'s schema',
    reporter: "files",
    message: ({ expected }: { expected: string }) => `"$schema" should be "${expected}"`,
    hint: "It tells your editor which schema to use for autocompletion and checks while typing.",
    example: { expected: "../../schemas/page.schema.json" },
  }),
  "missing-site-json": entry({
    title: "site-data/site.json is missing",
    reporter: "files",
    message: () => "site-data/site.json is missing",
    hint: "It holds the company details, navigation, footer and labels of every page.",
    example: {},
  }),

  // Schemas: src/core/validation/ajv-messages.ts, one code per ajv keyword.
  "missing-required-field": entry({
    title: "A required field is missing",
    reporter: "schema",
    message: ({ field }: { field: string } & Described) => `missing required field "${field}"`,
    hint: hintFromSchema,
    example: { field: "subtitle", description: "One or two sentences under the headline." },
  }),
  "unknown-field": entry({
    title: "A field the schema does not have",
    reporter: "schema",
    message: ({ field, guess }: { field: string; guess?: string; allowed: string[] }) =>
      orGuess(`unknown field "${field}"`, guess),
    hint: ({ allowed }) => `Allowed fields here: ${allowed.join(", ")}.`,
    example: { field: "cod", guess: "code", allowed: ["type", "id", "code", "title", "message", "action"] },
  }),
  "block-without-type": entry({
    title: 'A block without "type"',
    reporter: "schema",
    message: (_: { types: string[] }) => 'a block needs a "type"',
    hint: ({ types }) => `Block types: ${types.join(", ")}.`,
    example: { types: ["hero", "featureGrid", "serviceGrid"] },
  }),
  "unknown-block-type": entry({
    title: "A block type that does not exist",
    reporter: "schema",
    message: ({ type, guess }: { type: string; guess?: string; types: string[] }) =>
      orGuess(`unknown block type "${type}"`, guess),
    hint: ({ types }) => `Block types: ${types.join(", ")}.`,
    example: { type: "heroo", guess: "hero", types: ["hero", "featureGrid", "serviceGrid"] },
  }),
  "value-not-allowed": entry({
    title: "A value that is not one of those allowed",
    reporter: "schema",
    message: ({ subject, value, guess }: Subject & { value: unknown; guess?: string; allowed: unknown[] }) =>
      orGuess(`${JSON.stringify(value)} is not an allowed value for ${subject}`, guess),
    hint: ({ allowed }) => `Allowed values: ${listOf(allowed)}.`,
    example: { subject: '"icon"', value: "cod", guess: "code", allowed: ["code", "cloud", "lock"] },
  }),
  "value-must-be": entry({
    title: "A field that must have one given value",
    reporter: "schema",
    message: ({ subject, allowed }: Subject & { allowed: unknown } & Described) =>
      `${subject} must be ${JSON.stringify(allowed)}`,
    hint: hintFromSchema,
    example: { subject: '"type"', allowed: "hero", description: "The block type." },
  }),
  "wrong-type": entry({
    title: "A value of the wrong type",
    reporter: "schema",
    message: ({ subject, expected, found }: Subject & { expected: string; found: string } & Described) =>
      `${subject} should be ${expected}, not ${found}`,
    hint: hintFromSchema,
    example: {
      subject: '"founded"',
      expected: "a whole number",
      found: 'the text "2015"',
      description: "The year the company was founded.",
    },
  }),
  "empty-text": entry({
    title: "A text that must not be empty",
    reporter: "schema",
    message: ({ subject }: Subject & Described) => `${subject} must not be empty`,
    hint: hintFromSchema,
    example: { subject: '"alt"', description: "Describe what the image shows." },
  }),
  "text-too-short": entry({
    title: "A text shorter than its minimum",
    reporter: "schema",
    message: ({ subject, limit }: Subject & { limit: number } & Described) =>
      `${subject} is too short (at least ${limit} characters)`,
    hint: hintFromSchema,
    example: { subject: '"phone"', limit: 7 },
  }),
  "text-must-be-empty": entry({
    title: "A text that must be empty here",
    reporter: "schema",
    message: ({ subject }: Subject & Described) => `${subject} must be empty here`,
    hint: hintFromSchema,
    example: {
      subject: '"alt"',
      description:
        'A decorative image has empty alt text ("alt": ""). If the image shows something a reader needs, remove "decorative" and describe it.',
    },
  }),
  "text-too-long": entry({
    title: "A text longer than its maximum",
    reporter: "schema",
    message: ({ subject, length, limit }: Subject & { length: number; limit: number } & Described) =>
      `${subject} is too long (${length} characters, at most ${limit})`,
    hint: hintFromSchema,
    example: { subject: '"title"', length: 5000, limit: 300 },
  }),
  "too-few-items": entry({
    title: "A list with fewer items than it needs",
    reporter: "schema",
    message: ({ subject, limit }: Subject & { limit: number } & Described) =>
      `${subject} needs at least ${limit} item${limit === 1 ? "" : "s"}`,
    hint: hintFromSchema,
    example: { subject: '"features"', limit: 1 },
  }),
  "too-many-items": entry({
    title: "A list with more items than it takes",
    reporter: "schema",
    message: ({ subject, limit }: Subject & { limit: number } & Described) => `${subject} has more than ${limit} items`,
    hint: hintFromSchema,
    example: { subject: '"stats"', limit: 6 },
  }),
  "repeated-item": entry({
    title: "A list that names the same entry twice",
    reporter: "schema",
    message: ({ subject, item, repeats }: Subject & { item: number; repeats: number }) =>
      `item ${item} repeats item ${repeats} of ${subject}`,
    hint: "Each entry may appear only once.",
    example: { subject: '"services"', item: 3, repeats: 1 },
  }),
  "pattern-mismatch": entry({
    title: "A value not in the form its field takes",
    reporter: "schema",
    message: ({ subject, value }: Subject & { value: unknown } & Described) =>
      `${JSON.stringify(value)} is not a valid value for ${subject}`,
    hint: hintFromSchema,
    example: { subject: '"id"', value: "Our Services", description: "Lowercase letters, digits and dashes." },
  }),
  "format-mismatch": entry({
    title: "A value not in its format (a date, an e-mail address, ...)",
    reporter: "schema",
    // `format`: the schema's ("date", "email", "uri"), for the editor, which words a date its own way.
    message: ({ subject, value }: Subject & { value: unknown; format?: string } & Described) =>
      `${JSON.stringify(value)} is not a valid value for ${subject}`,
    hint: hintFromSchema,
    example: {
      subject: '"date"',
      value: "14/03/2026",
      description: 'Publication date, YYYY-MM-DD, e.g. "2026-03-14".',
    },
  }),
  "number-too-small": entry({
    title: "A number under its minimum",
    reporter: "schema",
    message: ({ subject, limit }: Subject & { limit: number } & Described) => `${subject} must be at least ${limit}`,
    hint: hintFromSchema,
    example: { subject: '"pageSize"', limit: 1 },
  }),
  "number-too-large": entry({
    title: "A number over its maximum",
    reporter: "schema",
    message: ({ subject, limit }: Subject & { limit: number } & Described) => `${subject} must be at most ${limit}`,
    hint: hintFromSchema,
    example: { subject: '"pageSize"', limit: 60 },
  }),
  "give-one-not-both": entry({
    title: "Two fields that say the same thing, both given",
    reporter: "schema",
    message: ({ fields }: { fields: string[] }) => `give ${fields.map(quoted).join(" or ")}, not both`,
    hint: "They are two ways to say the same thing: keep the one you mean and delete the other.",
    example: { fields: ["text", "from"] },
  }),
  "schema-rule": entry({
    title: "Another rule of the schema (ajv's own words)",
    reporter: "schema",
    message: ({ subject, rule }: Subject & { keyword: string; rule: string } & Described) => `${subject} ${rule}`,
    hint: hintFromSchema,
    example: { subject: '"maxSizeMb"', keyword: "exclusiveMinimum", rule: "must be > 0" },
  }),

  // References, images and Markdown in a field: src/core/validation/ajv-instance.ts, markdown-facts.ts
  "unknown-item-id": entry({
    title: "An id that names no item of its collection",
    reporter: "references",
    message: ({
      collection,
      id,
      guess,
      where,
    }: {
      collection: string;
      id: string;
      guess?: string;
      ids: string[];
      /** A reference field suggests in its hint; a block's source (source-checks.ts) in its message. */
      where: "field" | "source";
    }) => {
      const sentence = `there is no ${collection} item with the id "${id}" (site-data/collections/${collection}/${id}.json)`;
      return where === "source" && guess ? `${sentence}. Did you mean "${guess}"?` : sentence;
    },
    hint: ({ guess, ids, where }) =>
      where === "field" && guess ? `Did you mean "${guess}"?` : `Existing ids: ${ids.join(", ")}.`,
    example: {
      collection: "services",
      id: "consultng",
      guess: "consulting",
      ids: ["consulting", "software"],
      where: "field",
    },
  }),
  "missing-image-file": entry({
    title: "An image file that does not exist",
    reporter: "references",
    message: ({ src }: { src: string; sameName?: string }) => `image file "public${src}" does not exist`,
    hint: ({ sameName }) =>
      sameName
        ? `Did you mean "${sameName}"? That file exists.`
        : 'Check the spelling and the folder, or add the file under public/. Paths start at public/, e.g. "/images/hero/office.svg".',
    example: { src: "/images/acme.png", sameName: "/images/acme.svg" },
  }),
  "markdown-html": entry({
    title: "HTML in Markdown text",
    reporter: "references",
    message: () => "HTML is not allowed in text",
    hint: 'Write Markdown instead: **bold**, *italic*, [a link](/contact), lists with "- ", headings with "## ".',
    example: {},
  }),
  "markdown-too-deep": entry({
    title: "Markdown text that nests quotes or lists too deeply",
    reporter: "references",
    message: ({ levels }: { levels: number }) =>
      `this text nests too deeply to show (more than ${levels} levels of quotes or lists)`,
    hint: 'Remove some of the ">" or "-" at the start of its lines: a quote or a list inside another needs only one more.',
    example: { levels: 20 },
  }),
  "markdown-link-scheme": entry({
    title: "A link in Markdown text to a kind of address the site does not take",
    reporter: "references",
    message: ({ href }: { href: string }) =>
      `link "${href}" is not allowed in text: links go to a page of this site ("/contact"), a section ("#faq"), or an https://, mailto: or tel: address`,
    hint: "Write the link as [words](/a-page) or [words](https://example.org/page).",
    example: { href: "javascript:alert(1)" },
  }),
  "markdown-level-one-heading": entry({
    title: "A level-1 heading in Markdown text",
    reporter: "references",
    message: ({ heading }: { heading: string }) => `the text has a level-1 heading ("${heading}")`,
    hint: 'The page\'s title is its only level-1 heading: start headings in text at "## ", with "### " under them.',
    example: { heading: "# Our approach" },
  }),
  "markdown-skipped-heading-level": entry({
    title: "A heading in Markdown text that skips a level",
    reporter: "references",
    message: ({ heading, previousDepth }: { heading: string; text: string; previousDepth: number }) =>
      `the heading "${heading}" skips a level: it comes ${previousDepth === 1 ? "before any level-2 heading" : `after a level-${previousDepth} heading`}`,
    hint: ({ text, previousDepth }) =>
      `Make it "${"#".repeat(previousDepth + 1)} ${text}", or add the missing level above it: headings go down one level at a time, starting at "## ".`,
    example: { heading: "#### In detail", text: "In detail", previousDepth: 2 },
  }),

  // Links: src/core/validation/site-index.ts. `inText`: the link is in Markdown text.
  "link-to-unknown-page": entry({
    title: "A link to an address no page has",
    reporter: "links",
    message: ({ pathname, inText }: { pathname: string; guess?: string; inText?: boolean }) =>
      `${inTextPrefix(inText)}link to "${pathname}": no page of the site has this address`,
    hint: ({ guess }) =>
      guess
        ? `Did you mean "${guess}"?`
        : 'Use the "path" of a page in site-data/pages/, or a full https:// address for another site.',
    example: { pathname: "/service/software", guess: "/services/software" },
  }),
  "link-to-unknown-item": entry({
    title: "A link to the page of an item that does not exist",
    reporter: "links",
    message: ({
      pathname,
      collection,
      id,
      inText,
    }: {
      pathname: string;
      collection: string;
      id: string;
      /** The address of the item whose id is closest. */
      guess?: string;
      /** The collection's ids, when there are few enough to name. */
      existing?: string[];
      inText?: boolean;
    }) => `${inTextPrefix(inText)}link to "${pathname}": there is no ${collection} item "${id}"`,
    hint: ({ guess, existing, collection }) =>
      guess
        ? `Did you mean "${guess}"?`
        : existing
          ? `Existing ${collection}: ${existing.join(", ")}.`
          : `The ids are the file names in site-data/collections/${collection}/.`,
    example: { pathname: "/services/softwre", collection: "services", id: "softwre", guess: "/services/software" },
  }),
  "link-to-item-elsewhere": entry({
    title: "A link to an item's page at another address than its own",
    reporter: "links",
    message: ({
      pathname,
      collection,
      id,
      address,
      inText,
    }: {
      pathname: string;
      collection: string;
      id: string;
      address: string;
      inText?: boolean;
    }) => `${inTextPrefix(inText)}link to "${pathname}": the ${collection} item "${id}" has its page at "${address}"`,
    hint: ({ address }) => `Link to "${address}".`,
    example: {
      pathname: "/support/knowledge-base/accounts/understanding-your-invoice",
      collection: "kbArticles",
      id: "understanding-your-invoice",
      address: "/support/knowledge-base/billing/understanding-your-invoice",
    },
  }),
  "link-to-unknown-section": entry({
    title: 'A link to a "#section" the page does not have',
    reporter: "links",
    message: ({
      href,
      anchor,
      inText,
    }: {
      href: string;
      anchor: string;
      guess?: string;
      anchors: string[];
      inText?: boolean;
    }) => `${inTextPrefix(inText)}link to "${href}": the page has no section with the id "${anchor}"`,
    hint: ({ guess, anchors }) =>
      guess
        ? `Did you mean "#${guess}"?`
        : anchors.length
          ? `Section ids on that page: ${anchors.join(", ")}.`
          : 'Give the target block an "id" to link to it.',
    example: { href: "/#contct", anchor: "contct", guess: "contact", anchors: ["services", "contact"] },
  }),

  // Pages, ids and placeholders: src/core/validation/site-checks.ts
  "duplicate-page-id": entry({
    title: "A page with the id of another page",
    reporter: "pages",
    message: ({ id }: { id: string; name: string }) =>
      `duplicate page id "${id}": site-data/pages/${id}.json already uses it`,
    hint: ({ name }) => `A page's id is its file name: set "id": "${name}".`,
    example: { id: "not-found", name: "oops" },
  }),
  "id-not-file-name": entry({
    title: "An id that is not the file's name",
    reporter: "pages",
    message: ({ id, name }: { id: string; name: string }) => `id "${id}" does not match the file name "${name}.json"`,
    hint: ({ id, name }) => `Rename the file to "${id}.json" or set "id": "${name}".`,
    example: { id: "service-details", name: "service-detail" },
  }),
  "duplicate-section-id": entry({
    title: "Two sections of a page with one id",
    reporter: "pages",
    message: ({ id, section }: { id: string; section: number }) =>
      `duplicate section id "${id}": section ${section} already uses it`,
    hint: "Section ids are link targets (#id) and must be unique on a page.",
    example: { id: "contact", section: 3 },
  }),
  "duplicate-page-path": entry({
    title: "Two pages with one path",
    reporter: "pages",
    message: ({ path, other }: { path: string; other: string }) =>
      `duplicate page path "${path}": ${other} already has it`,
    hint: "Two pages cannot share an address; change one of them.",
    example: { path: "/", other: "site-data/pages/home.json" },
  }),
  "detail-path-shape": entry({
    title: "A detail path that does not end in its parameter",
    reporter: "pages",
    message: ({ path }: { path: string }) => `path "${path}" must end in its parameter and start with a fixed part`,
    hint: 'e.g. "/services/:serviceId". A parameter before the last names a field of the item, e.g. "/support/knowledge-base/:topic/:articleId".',
    example: { path: "/:serviceId/details" },
  }),
  "path-parameter-twice": entry({
    title: "A path that names one parameter twice",
    reporter: "pages",
    message: ({ path }: { path: string }) => `path "${path}" names the same parameter twice`,
    hint: "Give each parameter its own name.",
    example: { path: "/services/:id/:id" },
  }),
  "detail-path-without-collection": entry({
    title: 'A path with a parameter on a page without "collection"',
    reporter: "pages",
    message: ({ path }: { path: string }) => `path "${path}" has a parameter but the page names no "collection"`,
    hint: 'Add e.g. "collection": "services" so each item of that collection gets a page.',
    example: { path: "/services/:serviceId" },
  }),
  "detail-page-without-not-found": entry({
    title: 'A detail page without "notFound"',
    reporter: "pages",
    message: ({ path }: { path: string }) => `detail page "${path}" has no "notFound" state`,
    hint: 'Add "notFound" with a title, a description and a notFound block for addresses whose id does not exist.',
    example: { path: "/services/:serviceId" },
  }),
  "collection-without-parameter": entry({
    title: '"collection" on a page whose path has no parameter',
    reporter: "pages",
    message: ({ path }: { path: string }) => `"collection" is set but the path "${path}" has no parameter`,
    hint: 'A detail page\'s path ends in a parameter, e.g. "/services/:serviceId".',
    example: { path: "/services" },
  }),
  "no-catch-all-page": entry({
    title: 'No page has the path "*"',
    reporter: "pages",
    message: () => 'no page has the path "*", so unknown addresses have nothing to show',
    hint: 'Add site-data/pages/not-found.json with "path": "*".',
    example: {},
  }),
  "second-catch-all-page": entry({
    title: 'A second page with the path "*"',
    reporter: "pages",
    message: () => 'another page already has the path "*"',
    hint: "Only one page can be the not-found page.",
    example: {},
  }),
  "unknown-placeholder": entry({
    title: "A placeholder that names nothing",
    reporter: "pages",
    message: ({ token }: { token: string }) => `unknown placeholder "{${token}}"`,
    hint: "Placeholders are {company.<field>}, {year}, {item.<field>} on detail pages, and {value.<field>} in a form's mail subject.",
    example: { token: "compnay.name" },
  }),
  "unknown-form-answer-placeholder": entry({
    title: "A placeholder a form service answer does not fill",
    reporter: "pages",
    message: ({ token }: { token: string; named: string[] }) => `unknown placeholder "{${token}}"`,
    hint: ({ named }) => `Placeholders here: ${[...named, "{company.<field>}"].join(", ")} and {year}.`,
    example: { token: "minutes", named: ["{wait}", "{seconds}"] },
  }),
  "unknown-company-placeholder": entry({
    title: "A {company.x} placeholder for a field the company does not have",
    reporter: "pages",
    message: ({ token, guess }: { token: string; guess?: string; fields: string[] }) =>
      orGuess(`unknown placeholder "{${token}}"`, guess, `"{company.${guess}}"`),
    hint: ({ fields }) => `Company fields: ${fields.map((field) => `{company.${field}}`).join(", ")}.`,
    example: { token: "company.phon", guess: "phone", fields: ["name", "phone", "email"] },
  }),
  "item-placeholder-in-item": entry({
    title: "An {item.x} placeholder in a collection item",
    reporter: "pages",
    message: ({ token }: { token: string }) =>
      `"{${token}}" only works in the text of a detail page, not in a collection item`,
    hint: writeTextHere,
    example: { token: "item.title" },
  }),
  "item-placeholder-off-detail-page": entry({
    title: "An {item.x} placeholder on a page that is not a detail page",
    reporter: "pages",
    message: ({ token }: { token: string }) => `"{${token}}" only works on a detail page (a page with "collection")`,
    hint: writeTextHere,
    example: { token: "item.description" },
  }),
  "item-placeholder-missing-field": entry({
    title: "An {item.x} placeholder for a field some items do not have",
    reporter: "pages",
    message: ({
      token,
      lacking,
      total,
      collection,
      field,
      lackingId,
    }: {
      token: string;
      lacking: number;
      total: number;
      collection: string;
      field: string;
      /** The id of an item without the field. */
      lackingId: string;
      textFields: string[];
    }) =>
      `"{${token}}": ${lacking} of ${total} ${collection} items have no text field "${field}" (e.g. "${lackingId}")`,
    hint: ({ textFields }) => `Text fields of an item: ${textFields.join(", ")}.`,
    example: {
      token: "item.subtitle",
      lacking: 2,
      total: 2,
      collection: "services",
      field: "subtitle",
      lackingId: "consulting",
      textFields: ["id", "title", "description"],
    },
  }),
  "form-subject-unknown-field": entry({
    title: "A {value.x} placeholder in a form's mail subject for a field the form does not have",
    reporter: "pages",
    message: ({ token, field, guess }: { token: string; field: string; guess?: string; names: string[] }) =>
      orGuess(`this form has no field "${field}" for "{${token}}"`, guess, `"{value.${guess}}"`),
    hint: ({ names }) => `Fields of this form: ${names.map((name) => `{value.${name}}`).join(", ")}.`,
    example: { token: "value.nmae", field: "nmae", guess: "name", names: ["name", "email", "message"] },
  }),

  // What blocks draw from collections: src/core/validation/source-checks.ts
  "collection-has-no-field": entry({
    title: "A field its collection's items do not have",
    reporter: "sources",
    message: ({
      collection,
      field,
      purpose,
      guess,
    }: {
      collection: string;
      field: string;
      /** What the field is named for: "show", "filter on", "sort by", ... */
      purpose: string;
      guess?: string;
      known: string[];
    }) => orGuess(`${collection} items have no field "${field}" to ${purpose}`, guess),
    hint: ({ collection, known }) => `Fields of ${collection}: ${known.join(", ")}.`,
    example: {
      collection: "services",
      field: "titel",
      purpose: "filter on",
      guess: "title",
      known: ["id", "title", "description"],
    },
  }),
  "from-without-item": entry({
    title: '"from" on a page that has no item',
    reporter: "sources",
    message: ({ from, inNotFound }: { from: string; inNotFound: boolean }) =>
      `"from": "${from}" shows a field of the page's own item, but this ${inNotFound ? "is a not-found state, which has no item" : "page is not a detail page"}`,
    hint: 'Only a page with "collection" (e.g. "/services/:serviceId") has an item; write the content itself here instead.',
    example: { from: "overview", inNotFound: false },
  }),
  "from-field-does-not-fit": entry({
    title: '"from" names a field that holds something else',
    reporter: "sources",
    message: ({ blockType, shows, from, collection, holds }: FromMisfit) =>
      `a ${blockType} shows ${shows}, and "${from}" of ${collection} items is ${holds}`,
    hint: ({ collection, fitting }) =>
      fitting.length
        ? `Fields of ${collection} it can show: ${fitting.join(", ")}.`
        : `No field of ${collection} holds what it shows: write the content into the block itself instead of "from".`,
    example: {
      blockType: "checkList",
      shows: "a list of texts",
      from: "approach",
      collection: "services",
      holds: "a list of objects with title, description",
      fitting: ["features", "benefits", "technologies"],
    },
  }),
  "grid-collection-without-card": entry({
    title: "A grid of a collection that has no card",
    reporter: "sources",
    message: ({ collection }: { collection: string; withCards: readonly string[] }) =>
      `a collectionGrid shows each item as a card, and ${collection} items have no card`,
    hint: ({ collection, withCards }) =>
      `Collections with a card: ${withCards.join(", ")}. To show ${collection}, use a linkList (a link to each item) instead, or ask a developer for a card (src/site/blocks/cards/).`,
    example: { collection: "clients", withCards: ["jobs", "posts", "projects"] },
  }),
  "source-from-without-item": entry({
    title: 'A source\'s "from" on a page that has no item',
    reporter: "sources",
    message: ({ from }: { from: string }) =>
      `"from": "${from}" reads the page's own item, but this page is not a detail page`,
    hint: 'List the items with "ids" instead.',
    example: { from: "relatedServices" },
  }),
  "search-with-page-option": entry({
    title: 'A search with "from" or "excludeCurrent"',
    reporter: "sources",
    message: ({ key }: { key: "from" | "excludeCurrent" }) =>
      `a search finds items across the whole site: "${key}" does not apply to it`,
    hint: ({ key }) => `Delete "${key}": a search box lists the same matches on every page that has it.`,
    example: { key: "excludeCurrent" },
  }),

  // Forms: src/core/validation/form-checks.ts
  "form-field-name-underscore": entry({
    title: 'A form field whose name starts with "_"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `field name "${name}" starts with "_"`,
    hint: "Names starting with _ are the form service's own (_gotcha, _next); choose another name.",
    example: { name: "_next" },
  }),
  "form-field-name-twice": entry({
    title: "Two fields of a form with one name",
    reporter: "forms",
    message: ({ name }: { name: string }) => `the form has two fields named "${name}"`,
    hint: "Each field needs its own name: it is the key of the value sent.",
    example: { name: "email" },
  }),
  "select-without-options": entry({
    title: 'A select without "options"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `select "${name}" has no "options"`,
    hint: 'List its choices: "options": [{ "value": "general", "label": "General" }].',
    example: { name: "topic" },
  }),
  "options-off-select": entry({
    title: '"options" on a field that is not a select',
    reporter: "forms",
    message: ({ name, type }: { name: string; type: string }) =>
      `"options" only applies to a select, and "${name}" is ${withArticle(type)} field`,
    hint: 'Make it "type": "select", or delete "options".',
    example: { name: "topic", type: "text" },
  }),
  "file-field-without-accept": entry({
    title: 'A file field without "accept"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `file field "${name}" does not say which file types it takes`,
    hint: 'Add "accept", e.g. [".pdf", ".doc", ".docx"].',
    example: { name: "resume" },
  }),
  "file-field-without-max-size": entry({
    title: 'A file field without "maxSizeMb"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `file field "${name}" has no "maxSizeMb"`,
    hint: 'Add the largest file it takes, e.g. "maxSizeMb": 5.',
    example: { name: "resume" },
  }),
  "form-without-no-file-label": entry({
    title: 'A form with a file field but no "noFileLabel"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `the form has a file field ("${name}") but no "noFileLabel"`,
    hint: 'Add the words for an empty file field, which name the button that clears a chosen file, e.g. "noFileLabel": "No file selected".',
    example: { name: "resume" },
  }),
  "file-setting-off-file-field": entry({
    title: '"accept" or "maxSizeMb" on a field that is not a file field',
    reporter: "forms",
    message: ({ key, name, type }: { key: "accept" | "maxSizeMb"; name: string; type: string }) =>
      `"${key}" only applies to a file field, and "${name}" is ${withArticle(type)} field`,
    hint: ({ key }) => `Delete "${key}", or make it "type": "file".`,
    example: { key: "accept", name: "message", type: "textarea" },
  }),
  "hidden-field-without-from-item": entry({
    title: 'A hidden field without "fromItem"',
    reporter: "forms",
    message: ({ name }: { name: string }) => `hidden field "${name}" does not say what it sends`,
    hint: 'Add "fromItem": the field of the page\'s item it sends, e.g. "title".',
    example: { name: "role" },
  }),
  "from-item-off-hidden-field": entry({
    title: '"fromItem" on a field that is not hidden',
    reporter: "forms",
    message: (_: { name: string }) => '"fromItem" only applies to a hidden field',
    hint: 'Make it "type": "hidden", or delete "fromItem".',
    example: { name: "role" },
  }),
  "prefill-not-an-option": entry({
    title: "A select's prefill value that is not one of its options",
    reporter: "forms",
    message: ({ value, name }: { value: string; name: string; options: unknown[] }) =>
      `"${value}" is not one of the options of "${name}"`,
    hint: ({ options }) => `Options: ${options.join(", ")}.`,
    example: { value: "senior", name: "level", options: ["junior"] },
  }),
  "prefill-value-or-collection": entry({
    title: 'A prefill rule with both or neither of "value" and "collection"',
    reporter: "forms",
    message: () => 'a prefill rule gives "value" or "collection", one of the two',
    hint: '"value" fills in fixed text; "collection" (with "prefix") fills in the title of the item the address names.',
    example: {},
  }),

  // Listings split into pages: src/core/validation/pagination-checks.ts
  "second-paged-grid": entry({
    title: 'A second grid with "pageSize" on one page',
    reporter: "pagination",
    message: ({ firstId, firstPointer }: { firstId?: string; firstPointer: string }) =>
      `a second grid split into pages: the grid ${firstId !== undefined ? `"${firstId}" (${firstPointer})` : `at ${firstPointer}`} already has "pageSize", and a page can have only one`,
    hint: 'The page\'s next pages (/page/2, /page/3, ...) follow one list. Show this grid on a page of its own, or show only its first items: give its source a "limit" (e.g. the 4 newest) and delete "pageSize".',
    example: { firstId: "all-posts", firstPointer: "/sections/1" },
  }),
  "tabs-without-listing-page": entry({
    title: "Link tabs without a page listing every item",
    reporter: "pagination",
    message: ({ allLabel, collection, folder }: { allLabel: string; collection: string; folder?: string }) =>
      `the first tab ("${allLabel}") leads to the page listing every ${collection} item, but ${folder === undefined ? `no page shows ${collection} items` : `no page has the path "${folder}"`}`,
    hint: `Link tabs need a page listing the grid's items above their own pages (the blog at /blog for posts at /blog/<id>). Add it, or delete "linksTo" to make the tabs filters.`,
    example: { allLabel: "All", collection: "posts", folder: "/blog" },
  }),
  "tabs-collection-without-pages": entry({
    title: "Link tabs to a collection whose items have no pages",
    reporter: "pagination",
    message: ({ collection }: { collection: string }) =>
      `the tabs lead to the pages of ${collection} items, but no page shows ${collection} items`,
    hint: ({ collection }) =>
      `Add a detail page with "collection": "${collection}", or link to a collection that has one.`,
    example: { collection: "blogCategories" },
  }),
  "tab-item-missing": entry({
    title: "A link tab to the page of an item that does not exist",
    reporter: "pagination",
    message: ({
      label,
      collection,
      value,
      guess,
    }: {
      label: string;
      collection: string;
      value: string;
      guess?: string;
      ids: string[];
    }) =>
      orGuess(`the tab "${label}" leads to the page of the ${collection} item "${value}", which does not exist`, guess),
    hint: ({ collection, ids }) => `Items of ${collection}: ${ids.join(", ")}.`,
    example: {
      label: "Software",
      collection: "services",
      value: "softwre",
      guess: "software",
      ids: ["consulting", "software"],
    },
  }),

  // Image files: src/core/validation/image-checks.ts
  "image-not-what-its-name-says": entry({
    title: "An image file whose content is not the type its name says",
    reporter: "images",
    message: ({
      src,
      expected,
      foundName,
      otherType,
    }: {
      src: string;
      /** The type its name says, in words ("JPEG"). */
      expected: string;
      /** The type it is, when the site takes that type: "png", and in words "PNG". */
      foundType?: string;
      foundName?: string;
      /** Another type of image the site does not take ("gif"). */
      otherType?: string;
    }) => {
      const content = foundName
        ? `a ${foundName} image`
        : otherType
          ? `a ${otherType.toUpperCase()} image, which the site does not take`
          : "not an image the site can read";
      return `"public${src}" is not the ${expected} its name says: its content is ${content}`;
    },
    hint: ({ expected, foundType }) =>
      foundType
        ? `Rename it to end in .${foundType === "jpeg" ? "jpg" : foundType} (and change "src"), or export it again as ${expected}.`
        : "Export the picture again as JPEG (a photo), PNG (a screenshot or flat colours) or SVG (a drawing), and replace the file.",
    example: { src: "/images/acme-logo.jpg", expected: "JPEG", foundType: "png", foundName: "PNG" },
  }),
  "image-too-large-file": entry({
    title: "An image file over the size the site takes",
    reporter: "images",
    message: ({ src, bytes, limitMb }: { src: string; bytes: number; limitMb: number }) =>
      `"public${src}" is ${megabytes(bytes)}; the site takes images up to ${limitMb} MB`,
    hint: reexport,
    example: { src: "/images/acme-original.jpg", bytes: 22020096, limitMb: 20 },
  }),
  "image-unreadable": entry({
    title: "An image file that cannot be read",
    reporter: "images",
    message: ({ src, expected }: { src: string; expected: string }) =>
      `"public${src}" cannot be read as a ${expected} image (the file may be damaged)`,
    hint: "Export the picture again and replace the file.",
    example: { src: "/images/team.jpg", expected: "JPEG" },
  }),
  "image-too-many-pixels": entry({
    title: "An image with more pixels on a side than the site takes",
    reporter: "images",
    message: ({ src, width, height, limit }: { src: string; width: number; height: number; limit: number }) =>
      `"public${src}" is ${width} × ${height} pixels; the site takes images up to ${limit} pixels on a side`,
    hint: reexport,
    example: { src: "/images/acme-banner.png", width: 8400, height: 300, limit: 8000 },
  }),
  "svg-unsafe": entry({
    title: "An SVG with a script, an event handler or a reference to another file",
    reporter: "images",
    message: ({ src, found }: { src: string; found: string }) => `the SVG "public${src}" contains ${found}`,
    hint: "Remove it: the site shows drawings as pictures, which need no scripts, event handlers or other files. Save the drawing again as plain SVG, with its fonts and pictures inside it or turned into shapes.",
    example: { src: "/images/acme-script.svg", found: "a script (<script>)" },
  }),
  "image-size-not-the-files": entry({
    title: 'A "width" or "height" that is not the file\'s',
    reporter: "images",
    message: ({
      side,
      written,
      src,
      width,
      height,
    }: {
      side: "width" | "height";
      written: string;
      src: string;
      width: number;
      height: number;
    }) => `"${side}" is ${written}, but "public${src}" is ${width} × ${height} pixels`,
    hint: ({ width, height }) =>
      `Set "width": ${width} and "height": ${height}, or leave both out: the build reads them from the file.`,
    example: { side: "width", written: "400", src: "/images/acme.svg", width: 240, height: 96 },
  }),
  "share-image-too-small": entry({
    title: "A share image smaller than social networks show it",
    severity: "warning",
    reporter: "images",
    message: ({
      src,
      width,
      height,
      neededWidth,
      neededHeight,
    }: {
      src: string;
      width: number;
      height: number;
      neededWidth: number;
      neededHeight: number;
    }) =>
      `the share image "public${src}" is ${width} × ${height} pixels; social networks show ${neededWidth} × ${neededHeight}, so it will look blurry there`,
    hint: ({ neededWidth, neededHeight }) =>
      `Use a picture at least ${neededWidth} × ${neededHeight} pixels: the build crops it to that shape from the middle.`,
    example: { src: "/images/share.jpg", width: 800, height: 420, neededWidth: 1200, neededHeight: 630 },
  }),
  "logo-too-small": entry({
    title: "A logo picture too small to look sharp",
    severity: "warning",
    reporter: "images",
    message: ({
      src,
      width,
      height,
      shownWidth,
      density,
    }: {
      src: string;
      width: number;
      height: number;
      shownWidth: number;
      density: number;
      needed: number;
    }) =>
      `the logo "public${src}" is ${width} × ${height} pixels; it is shown ${shownWidth} px wide, so it will look blurry on screens with ${density} device pixels per pixel (most phones, many laptops)`,
    hint: ({ needed }) => `Use an SVG, or a picture at least ${needed} px wide.`,
    example: { src: "/images/clients/acme.png", width: 120, height: 56, shownWidth: 120, density: 2, needed: 240 },
  }),
  "photo-too-small": entry({
    title: "A photo narrower than its place on the page needs",
    severity: "warning",
    reporter: "images",
    message: ({
      src,
      width,
      shown,
      density,
      needed,
    }: {
      src: string;
      width: number;
      shown: number;
      density: number;
      needed: number;
      /** The widest copy the build makes, when less than needed would do. */
      plenty?: number;
    }) =>
      `the photo "public${src}" is ${width} px wide, but its place on the page is up to ${shown} px wide: on screens with ${density} device pixels per pixel (most phones, many laptops) it needs ${needed} px, or it looks blurry`,
    hint: ({ needed, plenty }) =>
      `Use a photo at least ${needed} px wide${plenty !== undefined ? ` (${plenty} px or more is plenty)` : ""}: the build makes the smaller copies phones download.`,
    example: { src: "/images/small-team.jpg", width: 600, shown: 1440, density: 2, needed: 1920 },
  }),
  "heavy-image": entry({
    title: "An image file heavier than it needs to be",
    severity: "warning",
    reporter: "images",
    message: ({ src, bytes }: { src: string; bytes: number }) =>
      `"public${src}" is ${megabytes(bytes)}: visitors get the small copies the build makes, but the original stays in the repository, in every copy of it and every build`,
    hint: reexport,
    example: { src: "/images/camera-original.jpg", bytes: 6606028 },
  }),

  // Content lint: src/core/content/lint/
  "link-to-own-page": entry({
    title: "A link to the page it is shown on",
    reporter: "lint",
    message: ({ href, pathname }: { href: string; pathname: string }) =>
      `the link to "${href}" leads to ${pathname}, the page it is shown on`,
    hint: ({ pathname }) =>
      `Visitors who follow it land where they already are. Link to another page, or to a section of this one ("${pathname}#<section id>").`,
    example: { href: "/", pathname: "/" },
  }),
  "orphan-page": entry({
    title: "A page nothing links to",
    // A warning: a new page is published before it is linked (by an editor whom the admin lets change the navigation
    // or the footer, from the page's form, or by an admin), never held back by a link only an admin can add.
    severity: "warning",
    reporter: "lint",
    message: ({ path, detail }: { path: string; detail: boolean }) =>
      `no other page, the navigation or the footer links to ${detail ? `any page of "${path}"` : `"${path}"`}`,
    hint: 'Visitors can only reach it by typing its address (the sitemap is for search engines). Link to it from another page, the navigation or the footer, or add "landing": true if visitors arrive from outside the site on purpose (an advert, an e-mail).',
    example: { path: "/offers", detail: false },
  }),
  "duplicate-title": entry({
    title: "Two addresses with the same title",
    reporter: "lint",
    message: ({ pathname, first, text }: { pathname: string; first: string; text: string }) =>
      `the title of ${pathname} is the same as the title of ${first}: "${text}"`,
    hint: "Search results and browser tabs tell pages apart by their titles: give this page one of its own.",
    example: { pathname: "/services", first: "/", text: "Home" },
  }),
  "duplicate-description": entry({
    title: "Two addresses with the same description",
    reporter: "lint",
    message: ({ pathname, first, text }: { pathname: string; first: string; text: string }) =>
      `the description of ${pathname} is the same as the description of ${first}: "${text}"`,
    hint: "Search results show the description under the title: give this page one that says what is on it.",
    example: { pathname: "/services/software", first: "/services/consulting", text: "IT consultancy." },
  }),
  "title-too-long": entry({
    title: "A title longer than search results show",
    severity: "warning",
    reporter: "lint",
    message: ({ pathname, title, length, limit }: { pathname: string; title: string; length: number; limit: number }) =>
      `the title of ${pathname}, "${title}" with the site's name, is ${length} characters; search results show about ${limit}`,
    hint: "Shorten it, or put the words that matter first: search results cut long titles off.",
    example: {
      pathname: "/",
      title: "Software development, IT consulting and managed services in Lagos | Nerivo",
      length: 74,
      limit: 60,
    },
  }),
  "description-length": entry({
    title: "A description shorter or longer than search results show",
    severity: "warning",
    reporter: "lint",
    message: ({ pathname, length, min, max }: { pathname: string; length: number; min: number; max: number }) =>
      `the description of ${pathname} is ${length} characters; search results show ${min} to ${max}`,
    hint: ({ min, max }) =>
      `Write one or two sentences of ${min}-${max} characters: search engines cut longer ones off, and may replace shorter ones with any text from the page.`,
    example: { pathname: "/", length: 22, min: 50, max: 160 },
  }),
  "expired-opening": entry({
    title: "An opening whose last day to apply has passed",
    severity: "warning",
    reporter: "lint",
    message: ({ title, validThrough }: { title: string; validThrough: string }) =>
      `the last day to apply for "${title}" (${validThrough}) has passed: search engines' job listings have dropped it, but its page still takes applications`,
    hint: 'If the role is still open, move "validThrough" on; if it is filled, delete the opening\'s file.',
    example: { title: "Senior Backend Engineer", validThrough: "2024-03-31" },
  }),
  "calls-to-action-in-a-row": entry({
    title: "Two calls to action one after the other",
    severity: "warning",
    reporter: "lint",
    message: ({ first, second, list }: { first: number; second: number; list: string }) =>
      `two calls to action in a row (sections ${first} and ${second} of ${list})`,
    hint: "A visitor is asked the same thing twice. Delete one, or merge their words into one block.",
    example: { first: 4, second: 5, list: "sections" },
  }),
  "untabbed-item": entry({
    title: "An item a grid with tabs shows under no tab but the first",
    severity: "warning",
    reporter: "lint",
    message: ({
      value,
      pathname,
      allLabel,
    }: {
      value: string;
      pathname: string;
      allLabel: string;
      pageFile: string;
      tabsPointer: string;
      field: string;
      options: string[];
    }) => `"${value}" has no tab on ${pathname}: this item shows only under "${allLabel}" there`,
    hint: ({ value, pathname, pageFile, field, options }) =>
      `Add a tab for "${value}" to the grid on ${pathname} (${pageFile}), or give the item a ${field} that has one (${options.map(quoted).join(", ")}).`,
    example: {
      value: "fintech",
      pathname: "/blog",
      allLabel: "All",
      pageFile: "site-data/pages/blog.json",
      tabsPointer: "/sections/1/tabs/options",
      field: "category",
      options: ["engineering", "security"],
    },
  }),
  "lonely-last-image": entry({
    title: "A gallery whose last row holds one picture alone",
    severity: "warning",
    reporter: "lint",
    message: ({ count, columns }: { count: number; columns: number }) =>
      `the gallery's last row holds one picture alone (${count} pictures, ${columns} to a row)`,
    hint: ({ columns }) =>
      `Add ${columns - 1} picture${columns - 1 === 1 ? "" : "s"}, take one away, or set "columns" so the rows come out even.`,
    example: { count: 4, columns: 3 },
  }),
  "empty-selection": entry({
    title: "A list or grid that selects no item",
    severity: "warning",
    reporter: "lint",
    message: ({ type, count, first }: { type: string; count: number; first: string }) =>
      `this ${type} selects no item${count === 1 ? ` on ${first}` : ` for any of the ${count} addresses of this page`}`,
    hint: "Check its collection, ids, filter value and limit: a block with nothing to show is left out of the page (or shows only its note).",
    example: { type: "collectionGrid", count: 1, first: "/portfolio" },
  }),
  "placeholder-address": entry({
    title: "A link to an example address nobody replaced",
    severity: "warning",
    reporter: "lint",
    message: ({ address }: { address: string }) => `"${address}" is a placeholder address, not a real one`,
    hint: "Visitors who follow it find nothing (or a stranger's page). Put the real address here, or leave the field out where it may be left out (a client without a website to link to, a network the company is not on).",
    example: { address: "https://ridgewaycredit.example.com" },
  }),
  "whatsapp-on-landline": entry({
    title: "WhatsApp links to a number that is not a mobile",
    severity: "warning",
    reporter: "lint",
    message: ({ number }: { number: string; field: "whatsapp" | "phone" }) =>
      `the WhatsApp links of the site open a chat with ${number}, which is not a mobile number`,
    hint: `WhatsApp runs on mobile numbers: put the mobile that answers the chats in "company" as "whatsapp", e.g. "whatsapp": "+234 809 631 0482".`,
    example: { number: "+234 1 453 0000", field: "phone" },
  }),
  "drawing-called-photo": entry({
    title: "A drawing (an SVG) called a photo",
    severity: "warning",
    reporter: "lint",
    message: ({ src }: { src: string }) => `this text calls "${src}" a photo, but it is a drawing (an SVG)`,
    hint: 'Pictures never pretend: say what it is ("Illustration of ..."), or replace it with a real photograph (JPEG, PNG, WebP or AVIF) uploaded in the editor.',
    example: { src: "/images/culture/team.svg" },
  }),
  // The checks a good editor makes before publishing (src/core/content/lint/alt-texts.ts, page-weights.ts and the
  // server's link check):
  // warnings, unless the site's settings ("publishChecks") make one block publishing.
  "alt-text-missing": entry({
    title: "An image whose alt text says nothing of it",
    severity: "warning",
    reporter: "lint",
    message: ({ src, alt, why }: { src: string; alt: string; why: "blank" | "file-name" | "placeholder" }) =>
      why === "blank"
        ? `the alt text of "${src}" is blank`
        : `the alt text of "${src}" is ${why === "file-name" ? "its file's name" : "a placeholder"} ("${alt}"), not a description`,
    hint: 'Screen readers read "alt" aloud in place of the picture: say what it shows in a short sentence, or set "decorative": true with "alt": "" for a picture that adds nothing.',
    example: { src: "/images/blog/team.jpg", alt: "IMG_2041", why: "placeholder" },
  }),
  "external-link-broken": entry({
    title: "A link to a page outside the site that answers with an error",
    severity: "warning",
    reporter: "lint",
    message: ({ href, status }: { href: string; status: number }) =>
      `the link to ${href} answered ${status} when it was checked before publishing: visitors who follow it find ${status >= 500 ? "an error" : "no page"}`,
    hint: "Open the address to see: correct it, link to the page that replaced it, or remove the link. (Asked with a short timeout: a site that did not answer at all is not reported.)",
    example: { href: "https://www.cbn.gov.ng/old-circular.pdf", status: 404 },
  }),
  "page-too-heavy": entry({
    title: "A page whose pictures weigh more on a phone than the site's budget",
    severity: "warning",
    reporter: "lint",
    message: ({
      pathname,
      bytes,
      budgetKb,
    }: {
      pathname: string;
      bytes: number;
      budgetKb: number;
      heaviestBytes: number;
    }) =>
      `the pictures of ${pathname} weigh about ${Math.round(bytes / 1024)} kB on a phone, over the site's budget of ${budgetKb} kB ("editing.pageWeightBudgetKb")`,
    hint: "Estimated from the stored pictures, at a phone's width: this one is the heaviest. Use a smaller picture (fewer pixels, or a JPEG rather than a PNG photo), or fewer pictures.",
    example: { pathname: "/blog/launch-week", bytes: 1_468_006, budgetKb: 500, heaviestBytes: 900_000 },
  }),
};

/**
 * Codes no longer reported, kept so that none is given to another problem. Never delete one from here, nor from
 * `errors` without adding it here.
 */
export const retiredCodes: readonly string[] = [];

export type ErrorCode = keyof typeof errors;

/** The arguments of a code's message: what a diagnostic of it carries as `params`. */
export type ErrorArgs<C extends ErrorCode> = (typeof errors)[C] extends ErrorEntry<infer A> ? A : never;

/** The arguments as `problem` takes them (a rest parameter): none to give for a code without any. */
export type ProblemArgs<C extends ErrorCode> =
  Record<never, never> extends ErrorArgs<C> ? [args?: ErrorArgs<C>] : [args: ErrorArgs<C>];

/** A problem in words, not yet placed in its file. */
export interface Problem {
  code: ErrorCode;
  message: string;
  hint?: string;
  /** The arguments its message was made from (the missing field's name, the link, ...). */
  params: Record<string, unknown>;
}

export const errorCodes = Object.keys(errors) as ErrorCode[];

/** The catalogue entry of a code. */
export const errorEntry = (code: ErrorCode): ErrorEntry<Record<string, unknown>> =>
  errors[code] as unknown as ErrorEntry<Record<string, unknown>>;

/** The problem of a code, in words made from its arguments. */
export function problem<C extends ErrorCode>(code: C, ...[args]: ProblemArgs<C>): Problem {
  const entry = errorEntry(code);
  const params = (args ?? {}) as Record<string, unknown>;
  const hint = typeof entry.hint === "function" ? entry.hint(params) : entry.hint;
  return hint === undefined
    ? { code, message: entry.message(params), params }
    : { code, message: entry.message(params), hint, params };
}
