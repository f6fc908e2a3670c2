/**
 * The site-data validator against tests/fixtures/invalid/<kind>/: each folder is valid-site with one mistake.
 * Where each diagnostic must point is marked in the fixture's file (⟨here⟩, or a name where a file has several:
 * fixture-marks.ts), never counted by hand; a test fails on a wrong position, a wrong code (src/core/validation/errors.ts)
 * or arguments, and on any extra diagnostic (one focused error per mistake is a design goal). The wording is the
 * catalogue's: "wording" below reads one message and hint of each family in full.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSiteData, loadSiteData, SiteDataError } from "../../../src/core/content/load-site-data.ts";
import { formatDiagnostic, type Diagnostic } from "../../../src/core/validation/diagnostic.ts";
import { problem } from "../../../src/core/validation/errors.ts";
import { validateSiteData, formatReport } from "../../../src/core/validation/validate-site-data.ts";
import {
  fixtureFiles,
  fixtureMarks,
  fixturePublicImages,
  invalidDir,
  invalidKinds,
  overlaySiteFiles,
  projectRoot,
  schemasDir,
  schemaValidators,
  validateFixture,
  validSiteDir,
} from "./fixture-site.ts";
import { generateFixtureImages, removeFixtureImages } from "./fixture-images.ts";
import { placeIn, placeOf, withoutMarks, type Place } from "./fixture-marks.ts";

const SITE = "site-data/site.json";
const HOME = "site-data/pages/home.json";
const NOT_FOUND = "site-data/pages/not-found.json";
const SERVICE_DETAIL = "site-data/pages/service-detail.json";
const APPLY_FORM = "site-data/collections/forms/apply.json";
const SOFTWARE = "site-data/collections/services/software.json";
const CONSULTING = "site-data/collections/services/consulting.json";
const ACME = "site-data/collections/clients/acme.json";

/** The block types in the order schemas/block.schema.json lists them, as the validator's hint names them. */
const blockTypes = (
  JSON.parse(readFileSync(join(schemasDir, "block.schema.json"), "utf8")) as { oneOf: { $ref: string }[] }
).oneOf.map(({ $ref }) => /blocks\/(\w+)\.schema\.json$/.exec($ref)![1]);
const BLOCK_TYPES_HINT = `Block types: ${blockTypes.join(", ")}.`;
/** The collections that have a schema, as the validator lists them for an unknown folder. */
const collectionFolders = readdirSync(join(schemasDir, "collections"))
  .map((file) => file.replace(/\.schema\.json$/, ""))
  .sort();

/** A file of the valid fixture site, as the validator reads it. */
const validText = (file: string) => fixtureFiles().find((source) => source.file === file)!.text;

beforeAll(generateFixtureImages);
afterAll(removeFixtureImages);

/**
 * A diagnostic as the expectations name it: its file, where in it (`at`: the name of the marker in the fixture's file,
 * "here" when not given), its code, and the arguments that say which one it is.
 */
type Expected = Pick<Diagnostic, "file" | "pointer" | "code"> & {
  at?: string | Place;
  params?: Record<string, unknown>;
};

/** A file the fixture removes (or a folder) has no text to mark: its diagnostic points at the start. */
const startOfFile: Place = { line: 1, column: 1 };

/** A diagnostic as the validator must report it: its place, and the rest. */
type Placed = Omit<Expected, "at"> & Place;

/** The expected diagnostics of a fixture, each with the line and column of its marker in the fixture's file. */
function placed(kind: string): Placed[] {
  const marks = fixtureMarks(kind);
  return expected[kind].map(({ at = "here", ...diagnostic }) => {
    const place = typeof at === "string" ? marks.get(diagnostic.file)?.get(at) : at;
    if (!place) throw new Error(`${kind}: no marker ⟨${at}⟩ in ${diagnostic.file}`);
    return { ...diagnostic, ...place };
  });
}

/** Diagnostics that are exactly these, in this order: each with its place and code, and at least these arguments. */
const matching = (list: Placed[]) =>
  list.map(({ params, ...place }) =>
    expect.objectContaining({ ...place, params: expect.objectContaining(params ?? {}) }),
  );

/** The complete diagnostics expected for each kind of mistake, in the order the validator sorts them. */
const expected: Record<string, Expected[]> = {
  // home.json lost the comma after "title": the parser stops at the next key.
  // Nothing else may be reported: links to "/" from the other files are not broken, home.json just could not be read.
  "malformed-json-missing-comma": [
    {
      file: HOME,
      pointer: "",
      code: "malformed-json",
      params: { found: "value" },
    },
  ],
  // not-found.json: the section's last field ends in a comma, so its "}" follows a comma.
  "malformed-json-trailing-comma": [
    {
      file: NOT_FOUND,
      pointer: "",
      code: "malformed-json",
      params: { found: "closer", closer: "}" },
    },
  ],
  // not-found.json lost its closing "}": the file ends after the "]" of its sections.
  "malformed-json-unclosed-brace": [
    {
      file: NOT_FOUND,
      pointer: "",
      code: "malformed-json",
      params: { found: "end" },
    },
  ],
  // The hero (home.json lines 8-12) lost "subtitle".
  "missing-required-field": [
    {
      file: HOME,
      pointer: "/sections/0",
      code: "missing-required-field",
      params: { field: "subtitle" },
    },
  ],
  // consulting.json lost "description". The detail page's {item.description} is not a second mistake.
  "missing-required-field-in-item": [
    {
      file: CONSULTING,
      pointer: "",
      code: "missing-required-field",
      params: { field: "description" },
    },
  ],
  "wrong-type": [
    {
      file: SITE,
      pointer: "/company/founded",
      code: "wrong-type",
    },
  ],
  // An optional field misspelled: "cod" for "code" in the notFound block.
  "unknown-property": [
    {
      file: NOT_FOUND,
      pointer: "/sections/0/cod",
      code: "unknown-field",
      params: { field: "cod", guess: "code" },
    },
  ],
  // A required field misspelled: the did-you-mean already explains the missing "subtitle".
  "misspelled-required-field": [
    {
      file: HOME,
      pointer: "/sections/0/subtitel",
      code: "unknown-field",
      params: { field: "subtitel", guess: "subtitle" },
    },
  ],
  "bad-enum-value": [
    {
      file: SOFTWARE,
      pointer: "/icon",
      code: "value-not-allowed",
      params: { value: "cod", guess: "code" },
    },
  ],
  "unknown-block-type": [
    {
      file: HOME,
      pointer: "/sections/0/type",
      code: "unknown-block-type",
      params: { type: "heroo", guess: "hero" },
    },
  ],
  // The hero lost its "type" line: one diagnostic, the one that lists the block types.
  "block-without-type": [
    {
      file: HOME,
      pointer: "/sections/0",
      code: "block-without-type",
    },
  ],
  "broken-internal-link": [
    {
      file: NOT_FOUND,
      pointer: "/sections/0/action/href",
      code: "link-to-unknown-page",
      params: { pathname: "/service/software", guess: "/services/software" },
    },
  ],
  "broken-anchor": [
    {
      file: HOME,
      pointer: "/sections/0/primaryAction/href",
      code: "link-to-unknown-section",
      params: { href: "/#contct", anchor: "contct", guess: "contact" },
    },
  ],
  "missing-collection-item": [
    {
      file: HOME,
      pointer: "/sections/3/primaryAction/href",
      code: "link-to-unknown-item",
      params: { pathname: "/services/softwre", collection: "services", id: "softwre", guess: "/services/software" },
    },
  ],
  // The same broken link inside a navigation dropdown (an anyOf of navLink | navMenu in site.schema.json):
  // only the link is wrong, so the dropdown itself must not be reported as a malformed link.
  "broken-link-in-navigation": [
    {
      file: SITE,
      pointer: "/navigation/items/1/links/0/href",
      code: "link-to-unknown-item",
      params: { pathname: "/services/softwre", collection: "services", id: "softwre", guess: "/services/software" },
    },
  ],
  "missing-image-file": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "missing-image-file",
      // The fixture's logo is an SVG: the validator names the file that exists under another extension.
      params: { src: "/images/acme.png", sameName: "/images/acme.svg" },
    },
  ],
  // acme.json's logo is a file whose content is a PNG under a .jpg name (made by fixture-images.ts).
  "image-not-what-its-name-says": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "image-not-what-its-name-says",
      params: { src: "/images/acme-logo.jpg", foundType: "png", foundName: "PNG" },
    },
  ],
  "image-over-8000-pixels": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "image-too-many-pixels",
      params: { src: "/images/acme-banner.png", width: 8400, height: 300, limit: 8000 },
    },
  ],
  "image-over-20-mb": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "image-too-large-file",
      params: { src: "/images/acme-original.jpg", limitMb: 20 },
    },
  ],
  // The logo says "width": 400; acme.svg is 240 × 96.
  "image-size-not-the-files": [
    {
      file: ACME,
      pointer: "/logo/width",
      code: "image-size-not-the-files",
      params: { side: "width", written: "400", src: "/images/acme.svg", width: 240, height: 96 },
    },
  ],
  // The drawings in each fixture's public/images/: a <script>, an onload attribute, an <image> from another site.
  "svg-with-script": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "svg-unsafe",
      params: { src: "/images/acme-script.svg", found: "a script (<script>)" },
    },
  ],
  "svg-with-event-handler": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "svg-unsafe",
      params: { src: "/images/acme-onload.svg", found: 'an event handler (onload="alert(document.domain)")' },
    },
  ],
  "svg-with-outside-reference": [
    {
      file: ACME,
      pointer: "/logo/src",
      code: "svg-unsafe",
      params: {
        src: "/images/acme-tracker.svg",
        found: "a reference to another file (https://tracker.example.com/pixel.png)",
      },
    },
  ],
  "missing-alt-text": [
    {
      file: ACME,
      pointer: "/logo/alt",
      code: "empty-text",
    },
  ],
  "decorative-image-with-alt": [
    {
      file: SITE,
      pointer: "/defaults/heroBackground/alt",
      code: "text-must-be-empty",
    },
  ],
  // pages/welcome.json: a copy of home.json with "id": "welcome", so it also has the path "/".
  "duplicate-page-path": [
    {
      file: "site-data/pages/welcome.json",
      pointer: "/path",
      code: "duplicate-page-path",
      params: { path: "/", other: "site-data/pages/home.json" },
    },
  ],
  // pages/oops.json: a copy of not-found.json with "path": "/missing", so it keeps "id": "not-found".
  // One diagnostic: the id-vs-file-name one would advise renaming oops.json to not-found.json, which already exists.
  "duplicate-page-id": [
    {
      file: "site-data/pages/oops.json",
      pointer: "/id",
      code: "duplicate-page-id",
      params: { id: "not-found", name: "oops" },
    },
  ],
  // pages/oops.json: a copy of not-found.json with "id": "oops", so a second page has the path "*".
  "second-catch-all-page": [
    {
      file: "site-data/pages/oops.json",
      pointer: "/path",
      code: "second-catch-all-page",
    },
  ],
  // The logoRow got "id": "contact", the id of the callToAction after it: the second of the two is reported.
  "duplicate-section-id": [
    {
      file: HOME,
      pointer: "/sections/3/id",
      code: "duplicate-section-id",
      params: { id: "contact", section: 3 },
    },
  ],
  "dangling-collection-reference": [
    {
      file: HOME,
      pointer: "/sections/1/services/1",
      code: "unknown-item-id",
      params: { collection: "services", id: "consultng", guess: "consulting", where: "field" },
    },
  ],
  // "Consulting" breaks the id pattern and names no item: one diagnostic, the one with the suggestion.
  "collection-reference-bad-pattern": [
    {
      file: HOME,
      pointer: "/sections/1/services/1",
      code: "unknown-item-id",
      params: { collection: "services", id: "Consulting", guess: "consulting", where: "field" },
    },
  ],
  "id-not-matching-file-name": [
    {
      file: SERVICE_DETAIL,
      pointer: "/id",
      code: "id-not-file-name",
      params: { id: "service-details", name: "service-detail" },
    },
  ],
  // consulting.json says "id": "consultancy". home.json refers to "consulting", the file that exists:
  // it must not be told that site-data/collections/services/consulting.json does not exist.
  "item-id-not-matching-file-name": [
    {
      file: CONSULTING,
      pointer: "/id",
      code: "id-not-file-name",
      params: { id: "consultancy", name: "consulting" },
    },
  ],
  "unknown-company-placeholder": [
    {
      file: HOME,
      pointer: "/sections/3/description",
      code: "unknown-company-placeholder",
      params: { token: "company.phon", guess: "phone" },
    },
  ],
  // Placeholders are checked in collection items too: software.json's description misspells {company.name}.
  "unknown-placeholder-in-item": [
    {
      file: SOFTWARE,
      pointer: "/description",
      code: "unknown-company-placeholder",
      params: { token: "company.nmae", guess: "name" },
    },
  ],
  // software.json's overview uses {item.title}, which only a detail page can fill.
  "item-placeholder-in-item": [
    {
      file: SOFTWARE,
      pointer: "/overview",
      code: "item-placeholder-in-item",
      params: { token: "item.title" },
    },
  ],
  // offers.json filters services on "titel", a field services do not have.
  "source-unknown-field": [
    {
      file: "site-data/pages/offers.json",
      pointer: "/sections/0/source/filter/fields/0",
      code: "collection-has-no-field",
      params: { collection: "services", field: "titel", purpose: "filter on", guess: "title" },
    },
  ],
  // offers.json: "from" reads the page's own item, and /offers is not a detail page.
  "from-on-ordinary-page": [
    {
      file: "site-data/pages/offers.json",
      pointer: "/sections/0/from",
      code: "from-without-item",
      params: { from: "overview" },
    },
  ],
  // Markdown in consulting.json's overview: a link to a page that does not exist, raw HTML, a javascript: link.
  "markdown-broken-link": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "link-to-unknown-page",
      params: { pathname: "/servics/software", guess: "/services/software", inText: true },
    },
  ],
  "markdown-raw-html": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "markdown-html",
    },
  ],
  "markdown-javascript-link": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "markdown-link-scheme",
      params: { href: "javascript:alert(1)" },
    },
  ],
  // apply.json: a file field without types, size or the form's noFileLabel, a repeated name, a select prefilled with
  // a value that is not one of its options.
  "form-incomplete-fields": [
    {
      file: APPLY_FORM,
      at: "form",
      pointer: "",
      code: "form-without-no-file-label",
      params: { name: "resume" },
    },
    {
      file: APPLY_FORM,
      at: "name-twice",
      pointer: "/fields/1/name",
      code: "form-field-name-twice",
      params: { name: "email" },
    },
    {
      file: APPLY_FORM,
      at: "file-field",
      pointer: "/fields/2",
      code: "file-field-without-accept",
      params: { name: "resume" },
    },
    {
      file: APPLY_FORM,
      at: "file-field",
      pointer: "/fields/2",
      code: "file-field-without-max-size",
      params: { name: "resume" },
    },
    {
      file: APPLY_FORM,
      at: "prefill",
      pointer: "/fields/3/prefill/0/value",
      code: "prefill-not-an-option",
      params: { value: "senior", name: "level" },
    },
  ],
  // service-detail.json: a richText block gives both its text and a field to take it from.
  "text-and-from": [
    {
      file: SERVICE_DETAIL,
      pointer: "/sections/1",
      code: "give-one-not-both",
    },
  ],
  "item-placeholder-without-collection": [
    {
      file: HOME,
      pointer: "/sections/0/subtitle",
      code: "item-placeholder-off-detail-page",
      params: { token: "item.description" },
    },
  ],
  // service-detail.json lost "collection". Its {item.x} texts and the links to /services/software are consequences,
  // not further mistakes: the one fix is to add "collection" back.
  "detail-path-without-collection": [
    {
      file: SERVICE_DETAIL,
      pointer: "",
      code: "detail-path-without-collection",
      params: { path: "/services/:serviceId" },
    },
  ],
  "no-catch-all-page": [
    {
      file: "site-data/pages",
      at: startOfFile,
      pointer: "",
      code: "no-catch-all-page",
    },
  ],
  // Without site.json the company fields are unknown, so {company.name} in home.json is not a second mistake.
  "missing-site-json": [
    {
      file: SITE,
      at: startOfFile,
      pointer: "",
      code: "missing-site-json",
    },
  ],
  "wrong-schema-path": [
    {
      file: HOME,
      pointer: "/$schema",
      code: "wrong-schema-path",
    },
  ],
  "duplicate-key": [
    {
      file: SOFTWARE,
      pointer: "/title",
      code: "duplicate-key",
      params: { key: "title" },
    },
  ],
  "file-in-unknown-place": [
    {
      file: "site-data/misc/software.json",
      pointer: "",
      code: "file-in-unknown-place",
    },
  ],
  // Markdown headings: the page's title is its only h1, and text headings go down one level at a time from "## ".
  "markdown-level-one-heading": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "markdown-level-one-heading",
      params: { heading: "# Our approach" },
    },
  ],
  "markdown-skipped-heading-level": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "markdown-skipped-heading-level",
      params: { heading: "#### In detail", text: "In detail", previousDepth: 2 },
    },
  ],
  // Content lint (src/core/content/lint/), on site data that is otherwise valid.
  // home.json: the closing call to action leads back to "/" itself.
  "link-to-own-page": [
    {
      file: HOME,
      pointer: "/sections/3/primaryAction/href",
      code: "link-to-own-page",
      params: { href: "/", pathname: "/" },
    },
  ],
  // consulting.json: the service's overview, shown on its own page, links to that page.
  "markdown-link-to-own-page": [
    {
      file: CONSULTING,
      pointer: "/overview",
      code: "link-to-own-page",
      params: { href: "/services/consulting", pathname: "/services/consulting" },
    },
  ],
  // pages/offers.json: a new page nothing links to (a warning: it is published all the same, and linked later).
  "orphan-page": [
    {
      file: "site-data/pages/offers.json",
      pointer: "/path",
      code: "orphan-page",
      params: { path: "/offers" },
    },
  ],
  // pages/services.json (a landing page, so nothing needs to link to it) has the title of home.json.
  "duplicate-page-title": [
    {
      file: "site-data/pages/services.json",
      pointer: "/title",
      code: "duplicate-title",
      params: { pathname: "/services", first: "/", text: "Home" },
    },
  ],
  // software.json: its description is consulting's. The detail page says "{item.description}", so both
  // services' pages have the same description, and the item's field is where to change it.
  "duplicate-item-description": [
    {
      file: SOFTWARE,
      pointer: "/description",
      code: "duplicate-description",
      params: { pathname: "/services/software", first: "/services/consulting", text: "IT consultancy." },
    },
  ],
  "unknown-collection-folder": [
    {
      file: "site-data/collections/servics/software.json",
      pointer: "",
      code: "unknown-collection-folder",
      params: { collection: "servics", known: collectionFolders },
    },
  ],
};

describe("the valid fixture site", () => {
  it("has no diagnostics", () => {
    const result = validateFixture();
    expect(result.diagnostics).toEqual([]);
    expect(result.fileCount).toBe(7);
    expect(result.blockCount).toBe(6);
    expect([...result.values.keys()]).toEqual([ACME, CONSULTING, SOFTWARE, HOME, NOT_FOUND, SERVICE_DETAIL, SITE]);
  });
});

describe("tests/fixtures/invalid", () => {
  it("has an expectation for every fixture folder, and a folder for every expectation", () => {
    expect(invalidKinds()).toEqual(Object.keys(expected).sort());
    expect(invalidKinds().length).toBeGreaterThanOrEqual(18);
  });

  it.each(Object.keys(expected))("%s: reports exactly the mistake, where it is", (kind) => {
    const { diagnostics, warnings } = validateFixture(kind);
    if (!warningKinds.has(kind)) return expect(diagnostics).toEqual(matching(placed(kind)));
    expect(diagnostics).toEqual([]);
    expect(warnings.filter((warning) => warning.code === kind)).toEqual(matching(placed(kind)));
  });
});

/** The fixtures of a warning, not an error: the site is published with it. */
const warningKinds = new Set(["orphan-page"]);

/** The one diagnostic of a fixture. */
function onlyDiagnostic(kind: string): Diagnostic {
  const { diagnostics } = validateFixture(kind);
  expect(diagnostics).toHaveLength(1);
  return diagnostics[0];
}

/** What an editor reads, in full, for one problem of each family of messages (src/core/validation/errors.ts). */
describe("wording", () => {
  it("JSON syntax: what the parser met, and where to look", () => {
    expect(onlyDiagnostic("malformed-json-trailing-comma")).toMatchObject({
      message: 'malformed JSON: unexpected "}" (a value missing before it, or a trailing comma?)',
      hint: "Look just before this position for a missing comma, a trailing comma before } or ], a missing value, or an unclosed quote or bracket.",
    });
  });

  it("files: where site data lives", () => {
    expect(onlyDiagnostic("file-in-unknown-place")).toMatchObject({
      message: "this file is not in a place the site reads",
      hint: "Site data lives in site-data/site.json, site-data/pages/<page>.json or site-data/collections/<collection>/<item>.json.",
    });
  });

  it("schemas: a guess for a typo, and the choices read from the schema", () => {
    expect(onlyDiagnostic("unknown-block-type")).toMatchObject({
      message: 'unknown block type "heroo". Did you mean "hero"?',
      hint: BLOCK_TYPES_HINT,
    });
  });

  it("references: a missing image names the file that exists under another extension", () => {
    expect(onlyDiagnostic("missing-image-file")).toMatchObject({
      message: 'image file "public/images/acme.png" does not exist',
      hint: 'Did you mean "/images/acme.svg"? That file exists.',
    });
  });

  it("Markdown: a heading that skips a level, and the heading it should be", () => {
    expect(onlyDiagnostic("markdown-skipped-heading-level")).toMatchObject({
      message: 'the heading "#### In detail" skips a level: it comes after a level-2 heading',
      hint: 'Make it "### In detail", or add the missing level above it: headings go down one level at a time, starting at "## ".',
    });
  });

  it("links: a link in Markdown text says so, and the closest address", () => {
    expect(onlyDiagnostic("markdown-broken-link")).toMatchObject({
      message: 'in the text, link to "/servics/software": no page of the site has this address',
      hint: 'Did you mean "/services/software"?',
    });
  });

  it("pages and placeholders: a guess in the placeholder's own form, and every field it may name", () => {
    expect(onlyDiagnostic("unknown-company-placeholder")).toMatchObject({
      message: 'unknown placeholder "{company.phon}". Did you mean "{company.phone}"?',
      hint: "Company fields: {company.name}, {company.shortName}, {company.founded}, {company.phone}, {company.email}, {company.address}, {company.mapsUrl}, {company.hours}, {company.yearsInBusiness}, {company.whatsappUrl}.",
    });
  });

  it("sources: a field the collection does not have, and the fields it has", () => {
    expect(onlyDiagnostic("source-unknown-field")).toMatchObject({
      message: 'services items have no field "titel" to filter on. Did you mean "title"?',
      hint: "Fields of services: id, title, description, icon, features, overview, benefits, approach, process, technologies, faqs.",
    });
  });

  it("forms: what a form lacks, and what to add", () => {
    expect(validateFixture("form-incomplete-fields").diagnostics[0]).toMatchObject({
      message: 'the form has a file field ("resume") but no "noFileLabel"',
      hint: 'Add the words for an empty file field, which name the button that clears a chosen file, e.g. "noFileLabel": "No file selected".',
    });
  });

  it("images: the figures of the file itself", () => {
    expect(onlyDiagnostic("image-size-not-the-files")).toMatchObject({
      message: '"width" is 400, but "public/images/acme.svg" is 240 × 96 pixels',
      hint: 'Set "width": 240 and "height": 96, or leave both out: the build reads them from the file.',
    });
  });

  it("content lint: the two addresses, and the text they share", () => {
    expect(onlyDiagnostic("duplicate-item-description")).toMatchObject({
      message:
        'the description of /services/software is the same as the description of /services/consulting: "IT consultancy."',
      hint: "Search results show the description under the title: give this page one that says what is on it.",
    });
  });
});

describe("content lint", () => {
  it("leaves a page nothing links to alone when it says it is a landing page", () => {
    const files = fixtureFiles("orphan-page").map((source) =>
      source.file.endsWith("offers.json")
        ? { ...source, text: source.text.replace('"path": "/offers",', '"path": "/offers",\n  "landing": true,') }
        : source,
    );
    expect(
      checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() }).diagnostics,
    ).toEqual([]);
  });

  it("warns, without failing, about titles and descriptions search results would cut or replace", () => {
    const result = validateFixture();
    expect(result.diagnostics).toEqual([]);
    // Each file's own description: the one at the top level, indented by two spaces.
    const description = (file: string, pathname: string, length: number) =>
      expect.objectContaining({
        file,
        ...placeIn(validText(file), '\n  "description": ⟨here⟩'),
        pointer: "/description",
        code: "description-length",
        params: { pathname, length, min: 50, max: 160 },
      });
    expect(result.warnings).toEqual([
      description(CONSULTING, "/services/consulting", 15),
      description(SOFTWARE, "/services/software", 27),
      description(HOME, "/", 22),
    ]);
    expect(result.warnings[2]).toMatchObject({
      message: "the description of / is 22 characters; search results show 50 to 160",
      hint: "Write one or two sentences of 50-160 characters: search engines cut longer ones off, and may replace shorter ones with any text from the page.",
    });
    const longTitle = validText(HOME).replace(
      '"title": "Home"',
      `"title": ⟨here⟩"${"A very long title ".repeat(4).trim()}"`,
    );
    const long = fixtureFiles().map((source) =>
      source.file === HOME ? { ...source, text: withoutMarks(longTitle) } : source,
    );
    const titleWarning = checkSiteData({
      files: long,
      validators: schemaValidators(),
      publicImage: fixturePublicImages(),
    }).warnings.find((warning) => warning.pointer === "/title");
    expect(titleWarning).toMatchObject({
      file: HOME,
      ...placeOf(longTitle),
      pointer: "/title",
      code: "title-too-long",
      params: {
        pathname: "/",
        title: "A very long title A very long title A very long title A very long title | Fixture",
        length: 81,
        limit: 60,
      },
    });
  });
});

describe("several mistakes at once", () => {
  it("reports every mistake of every file in one run, sorted by file and position", () => {
    const result = validateFixture("wrong-type", "unknown-block-type", "bad-enum-value", "missing-alt-text");
    expect(result.diagnostics).toEqual(
      matching([
        ...placed("missing-alt-text"),
        ...placed("bad-enum-value"),
        ...placed("unknown-block-type"),
        ...placed("wrong-type"),
      ]),
    );
  });

  it("keeps checking the other files when one file is not valid JSON", () => {
    const result = validateFixture("malformed-json-trailing-comma", "bad-enum-value", "missing-image-file");
    expect(result.diagnostics).toEqual(
      matching([
        ...placed("missing-image-file"),
        ...placed("bad-enum-value"),
        ...placed("malformed-json-trailing-comma"),
      ]),
    );
  });
});

describe("robustness", () => {
  /** The valid site with one file's text replaced (`text` may mark a place: fixture-marks.ts). */
  function validateWith(file: string, text: string) {
    const files = fixtureFiles().map((source) => (source.file === file ? { file, text: withoutMarks(text) } : source));
    return validateSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() });
  }

  it("reports a collection item whose whole content is null instead of crashing", () => {
    const text = "⟨here⟩null\n";
    const run = () => validateWith(SOFTWARE, text);
    expect(run).not.toThrow();
    const { diagnostics } = run();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: SOFTWARE,
      ...placeOf(text),
      pointer: "",
      code: "wrong-type",
      params: { expected: "an object { ... }", found: "null" },
    });
  });

  it('names the whole file, not a field called "", when the top level has the wrong type', () => {
    const text = "⟨here⟩[]\n";
    const { diagnostics } = validateWith(NOT_FOUND, text);
    const diagnostic = diagnostics.find((d) => d.file === NOT_FOUND);
    expect(diagnostic).toMatchObject({
      file: NOT_FOUND,
      ...placeOf(text),
      pointer: "",
      code: "wrong-type",
      params: { subject: "the file's content", expected: "an object { ... }", found: "a list" },
    });
  });

  it('does not also report "no page has the path *" when not-found.json exists but is not a page object', () => {
    const { diagnostics } = validateWith(NOT_FOUND, "[]\n");
    expect(diagnostics.map((d) => d.file)).toEqual([NOT_FOUND]);
  });
});

describe("formatDiagnostic", () => {
  it("prints file:line:column, error or warning with the code, the pointer and the message, then the hint on its own line", () => {
    const [diagnostic] = validateFixture("unknown-block-type").diagnostics;
    const [heroo] = placed("unknown-block-type");
    expect(formatDiagnostic(diagnostic)).toBe(
      `site-data/pages/home.json:${heroo.line}:${heroo.column}  error [unknown-block-type]  /sections/0/type  unknown block type "heroo". Did you mean "hero"?\n` +
        `    hint: ${BLOCK_TYPES_HINT}`,
    );
    const [warning] = validateFixture().warnings;
    const { line, column } = placeIn(validText(CONSULTING), '\n  "description": ⟨here⟩');
    const start = `site-data/collections/services/consulting.json:${line}:${column}  warning [description-length]  /description  the description of `;
    expect(formatDiagnostic(warning).slice(0, start.length)).toBe(start);
  });

  it('prints "/" for the whole file and no hint line when there is no hint', () => {
    expect(
      formatDiagnostic({
        ...problem("schema-rule", { subject: '"x"', keyword: "not", rule: "is wrong" }),
        file: SITE,
        line: 3,
        column: 7,
        pointer: "",
      }),
    ).toBe('site-data/site.json:3:7  error [schema-rule]  /  "x" is wrong');
  });

  it("formatReport separates diagnostics with a blank line and ends with the count", () => {
    const diagnostics = [
      ...validateFixture("wrong-schema-path").diagnostics,
      ...validateFixture("file-in-unknown-place").diagnostics,
    ];
    expect(formatReport(diagnostics)).toBe(
      `${formatDiagnostic(diagnostics[0])}\n\n${formatDiagnostic(diagnostics[1])}\n\n2 problems in site data. Fix them and save; nothing is built until site data is valid.`,
    );
    expect(formatReport(validateFixture("duplicate-key").diagnostics)).toMatch(
      /\n\n1 problem in site data\. Fix it and save; nothing is built until site data is valid\.$/,
    );
  });
});

describe("loadSiteData", () => {
  const tempDirs: string[] = [];
  afterAll(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * valid-site copied to a temp dir with the overlays applied on disk (without their markers), as a real project
   * would look.
   */
  function writeFixtureProject(...kinds: string[]): string {
    const root = mkdtempSync(join(tmpdir(), "site-data-test-"));
    tempDirs.push(root);
    cpSync(validSiteDir, root, { recursive: true });
    for (const kind of kinds) {
      const deleteList = join(invalidDir, kind, "delete.txt");
      if (existsSync(deleteList)) {
        for (const file of readFileSync(deleteList, "utf8")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean))
          rmSync(join(root, file));
      }
      for (const { file, text } of overlaySiteFiles(kind)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      if (existsSync(join(invalidDir, kind, "public")))
        cpSync(join(invalidDir, kind, "public"), join(root, "public"), { recursive: true });
    }
    return root;
  }

  it("returns the site data of the valid fixture", () => {
    const loaded = loadSiteData(validSiteDir, { schemasDir });
    expect(loaded.fileCount).toBe(7);
    expect(loaded.blockCount).toBe(6);
    expect(loaded.siteData.site.company.name).toBe("Fixture Systems Ltd");
    expect(loaded.siteData.pages.map((page) => page.id)).toEqual(["home", "not-found", "service-detail"]);
    expect(loaded.siteData.collections.services.map((service) => service.id)).toEqual(["consulting", "software"]);
    expect(loaded.siteData.collections.clients.map((client) => client.id)).toEqual(["acme"]);
    expect(loaded.siteData.collections.products).toEqual([]);
    expect(loaded.siteData.collections.testimonials).toEqual([]);
  });

  it("throws a SiteDataError listing every problem of an invalid tree on disk", () => {
    const root = writeFixtureProject("unknown-block-type", "missing-image-file");
    let thrown: unknown;
    try {
      loadSiteData(root, { schemasDir });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SiteDataError);
    const error = thrown as SiteDataError;
    // The image check here runs against the real public/ folder of the temp project.
    expect(error.diagnostics).toEqual(matching([...placed("missing-image-file"), ...placed("unknown-block-type")]));
    expect(error.message).toBe(formatReport(error.diagnostics));
    const [heroo] = placed("unknown-block-type");
    expect(error.message).toContain(
      `site-data/pages/home.json:${heroo.line}:${heroo.column}  error [unknown-block-type]  /sections/0/type  `,
    );
    expect(error.message).toMatch(
      /2 problems in site data\. Fix them and save; nothing is built until site data is valid\.$/,
    );
  });

  it("reports a deleted file of an on-disk tree (delete.txt applied)", () => {
    const root = writeFixtureProject("no-catch-all-page");
    expect(() => loadSiteData(root, { schemasDir })).toThrow(
      expect.objectContaining({ name: "SiteDataError", diagnostics: matching(placed("no-catch-all-page")) }),
    );
  });

  const realSiteData = join(projectRoot, "site-data");
  it.skipIf(!existsSync(realSiteData))(
    existsSync(realSiteData)
      ? "the project's own site-data/ is valid"
      : "the project's own site-data/ is valid (SKIPPED: site-data/ does not exist yet)",
    () => {
      try {
        const loaded = loadSiteData(projectRoot);
        expect(loaded.fileCount).toBeGreaterThan(0);
        expect(loaded.siteData.pages.some((page) => page.path === "*")).toBe(true);
      } catch (error) {
        if (error instanceof SiteDataError) expect.fail(`site-data/ has problems:\n${error.message}`);
        throw error;
      }
    },
  );
});
