/**
 * The site-data validator against tests/fixtures/invalid/<kind>/: each folder is valid-site with one mistake.
 * Every expected line and column below was counted by hand in the fixture files; a test fails on a wrong position,
 * a wrong message or hint, and on any extra diagnostic (one focused error per mistake is a design goal).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSiteData, loadSiteData, SiteDataError } from "../../../src/content/load-site-data.ts";
import { formatDiagnostic, type Diagnostic } from "../../../src/validation/diagnostic.ts";
import { validateSiteData, formatReport } from "../../../src/validation/validate-site-data.ts";
import {
  fixtureFiles,
  fixturePublicImages,
  invalidDir,
  invalidKinds,
  projectRoot,
  schemasDir,
  schemaValidators,
  validateFixture,
  validSiteDir,
} from "./fixture-site.ts";
import { generateFixtureImages, removeFixtureImages } from "./fixture-images.ts";

const SITE = "site-data/site.json";
const HOME = "site-data/pages/home.json";
const NOT_FOUND = "site-data/pages/not-found.json";
const SERVICE_DETAIL = "site-data/pages/service-detail.json";
const APPLY_FORM = "site-data/collections/forms/apply.json";
const SOFTWARE = "site-data/collections/services/software.json";
const CONSULTING = "site-data/collections/services/consulting.json";
const ACME = "site-data/collections/clients/acme.json";

const SYNTAX_HINT =
  "Look just before this position for a missing comma, a trailing comma before } or ], a missing value, or an unclosed quote or bracket.";
/** The block types in the order schemas/block.schema.json lists them, as the validator's hint names them. */
const blockTypes = (
  JSON.parse(readFileSync(join(schemasDir, "block.schema.json"), "utf8")) as { oneOf: { $ref: string }[] }
).oneOf.map(({ $ref }) => /blocks\/(\w+)\.schema\.json$/.exec($ref)![1]);
const BLOCK_TYPES_HINT = `Block types: ${blockTypes.join(", ")}.`;
/** The collections that have a schema, as the validator lists them for an unknown folder. */
const collectionFolders = readdirSync(join(schemasDir, "collections"))
  .map((file) => file.replace(/\.schema\.json$/, ""))
  .sort();
const ICONS_HINT =
  'Allowed values: "award", "bolt", "building-bank", "chart-line", "cloud", "code", "credit-card", "device-laptop", ' +
  '"device-mobile", "headset", "heart-handshake", "lock", "rocket", "server", "settings-automation", "shield-check", ' +
  '"shopping-cart", "target", "users", "world", "bulb", "clock", "trending-up" or "check".';

const REEXPORT_HINT =
  "Export it again at most 3000 px wide as a JPEG of quality 85 (usually under 2 MB) and replace the file: the build makes the small copies visitors download.";
const SVG_HINT =
  "Remove it: the site shows drawings as pictures, which need no scripts, event handlers or other files. Save the drawing again as plain SVG, with its fonts and pictures inside it or turned into shapes.";

beforeAll(generateFixtureImages);
afterAll(removeFixtureImages);

/** The complete, exact diagnostics expected for each kind of mistake, in the order the validator sorts them. */
const expected: Record<string, Diagnostic[]> = {
  // home.json line 5 lost its comma: the parser stops at the next key.
  // Nothing else may be reported: links to "/" from the other files are not broken, home.json just could not be read.
  "malformed-json-missing-comma": [
    {
      file: HOME,
      line: 6,
      column: 3,
      pointer: "",
      message: "malformed JSON: unexpected value here (is a comma missing before it?)",
      hint: SYNTAX_HINT,
    },
  ],
  // not-found.json line 13 ends in a comma, so line 14 "}" follows a comma.
  "malformed-json-trailing-comma": [
    {
      file: NOT_FOUND,
      line: 14,
      column: 5,
      pointer: "",
      message: 'malformed JSON: unexpected "}" (a value missing before it, or a trailing comma?)',
      hint: SYNTAX_HINT,
    },
  ],
  // not-found.json lost its closing "}": the file ends after "  ]" on line 15.
  "malformed-json-unclosed-brace": [
    {
      file: NOT_FOUND,
      line: 15,
      column: 4,
      pointer: "",
      message: "malformed JSON: the file ends too early (an unclosed { or [ ?)",
      hint: SYNTAX_HINT,
    },
  ],
  // The hero (home.json lines 8-12) lost "subtitle".
  "missing-required-field": [
    {
      file: HOME,
      line: 8,
      column: 5,
      pointer: "/sections/0",
      message: 'missing required field "subtitle"',
      hint: "One or two sentences under the headline.",
    },
  ],
  // consulting.json lost "description". The detail page's {item.description} is not a second mistake.
  "missing-required-field-in-item": [
    {
      file: CONSULTING,
      line: 1,
      column: 1,
      pointer: "",
      message: 'missing required field "description"',
      hint: "One or two sentences shown on service cards and under the title on its page.",
    },
  ],
  "wrong-type": [
    {
      file: SITE,
      line: 6,
      column: 16,
      pointer: "/company/founded",
      message: '"founded" should be a whole number, not the text "2015"',
      hint: "The year the company was founded.",
    },
  ],
  // An optional field misspelled: "cod" for "code" in the notFound block.
  "unknown-property": [
    {
      file: NOT_FOUND,
      line: 10,
      column: 7,
      pointer: "/sections/0/cod",
      message: 'unknown field "cod". Did you mean "code"?',
      hint: "Allowed fields here: type, id, code, title, message, action.",
    },
  ],
  // A required field misspelled: the did-you-mean already explains the missing "subtitle".
  "misspelled-required-field": [
    {
      file: HOME,
      line: 11,
      column: 7,
      pointer: "/sections/0/subtitel",
      message: 'unknown field "subtitel". Did you mean "subtitle"?',
      hint: "Allowed fields here: type, id, title, subtitle, primaryAction, secondaryAction, backgroundImage.",
    },
  ],
  "bad-enum-value": [
    {
      file: SOFTWARE,
      line: 6,
      column: 11,
      pointer: "/icon",
      message: '"cod" is not an allowed value for "icon". Did you mean "code"?',
      hint: ICONS_HINT,
    },
  ],
  "unknown-block-type": [
    {
      file: HOME,
      line: 9,
      column: 15,
      pointer: "/sections/0/type",
      message: 'unknown block type "heroo". Did you mean "hero"?',
      hint: BLOCK_TYPES_HINT,
    },
  ],
  // The hero lost its "type" line: one diagnostic, the one that lists the block types.
  "block-without-type": [
    {
      file: HOME,
      line: 8,
      column: 5,
      pointer: "/sections/0",
      message: 'a block needs a "type"',
      hint: BLOCK_TYPES_HINT,
    },
  ],
  "broken-internal-link": [
    {
      file: NOT_FOUND,
      line: 13,
      column: 54,
      pointer: "/sections/0/action/href",
      message: 'link to "/service/software": no page of the site has this address',
      hint: 'Did you mean "/services/software"?',
    },
  ],
  "broken-anchor": [
    {
      file: HOME,
      line: 12,
      column: 58,
      pointer: "/sections/0/primaryAction/href",
      message: 'link to "/#contct": the page has no section with the id "contct"',
      hint: 'Did you mean "#contact"?',
    },
  ],
  "missing-collection-item": [
    {
      file: HOME,
      line: 30,
      column: 55,
      pointer: "/sections/3/primaryAction/href",
      message: 'link to "/services/softwre": there is no services item "softwre"',
      hint: 'Did you mean "/services/software"?',
    },
  ],
  // The same broken link inside a navigation dropdown (an anyOf of navLink | navMenu in site.schema.json):
  // only the link is wrong, so the dropdown itself must not be reported as a malformed link.
  "broken-link-in-navigation": [
    {
      file: SITE,
      line: 21,
      column: 71,
      pointer: "/navigation/items/1/links/0/href",
      message: 'link to "/services/softwre": there is no services item "softwre"',
      hint: 'Did you mean "/services/software"?',
    },
  ],
  "missing-image-file": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message: 'image file "public/images/acme.png" does not exist',
      // The fixture's logo is an SVG: the validator names the file that exists under another extension.
      hint: 'Did you mean "/images/acme.svg"? That file exists.',
    },
  ],
  // acme.json line 5 names a file whose content is a PNG under a .jpg name (made by fixture-images.ts).
  "image-not-what-its-name-says": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message: '"public/images/acme-logo.jpg" is not the JPEG its name says: its content is a PNG image',
      hint: 'Rename it to end in .png (and change "src"), or export it again as JPEG.',
    },
  ],
  "image-over-8000-pixels": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message:
        '"public/images/acme-banner.png" is 8400 × 300 pixels; the site takes images up to 8000 pixels on a side',
      hint: REEXPORT_HINT,
    },
  ],
  "image-over-20-mb": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message: '"public/images/acme-original.jpg" is 21.0 MB; the site takes images up to 20 MB',
      hint: REEXPORT_HINT,
    },
  ],
  // The logo says "width": 400 (line 5, column 77); acme.svg is 240 × 96.
  "image-size-not-the-files": [
    {
      file: ACME,
      line: 5,
      column: 77,
      pointer: "/logo/width",
      message: '"width" is 400, but "public/images/acme.svg" is 240 × 96 pixels',
      hint: 'Set "width": 240 and "height": 96, or leave both out: the build reads them from the file.',
    },
  ],
  // The drawings in each fixture's public/images/: a <script>, an onload attribute, an <image> from another site.
  "svg-with-script": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message: 'the SVG "public/images/acme-script.svg" contains a script (<script>)',
      hint: SVG_HINT,
    },
  ],
  "svg-with-event-handler": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message: 'the SVG "public/images/acme-onload.svg" contains an event handler (onload="alert(document.domain)")',
      hint: SVG_HINT,
    },
  ],
  "svg-with-outside-reference": [
    {
      file: ACME,
      line: 5,
      column: 20,
      pointer: "/logo/src",
      message:
        'the SVG "public/images/acme-tracker.svg" contains a reference to another file (https://tracker.example.com/pixel.png)',
      hint: SVG_HINT,
    },
  ],
  "missing-alt-text": [
    {
      file: ACME,
      line: 5,
      column: 47,
      pointer: "/logo/alt",
      message: '"alt" must not be empty',
      hint: 'Describe what the image shows, e.g. "Harbour Microfinance logo". Only a purely decorative image may have empty alt text, and then it needs "decorative": true.',
    },
  ],
  "decorative-image-with-alt": [
    {
      file: SITE,
      line: 53,
      column: 59,
      pointer: "/defaults/heroBackground/alt",
      message: '"alt" must be empty here',
      hint: 'A decorative image has empty alt text ("alt": ""). If the image shows something a reader needs, remove "decorative" and describe it.',
    },
  ],
  // pages/welcome.json: a copy of home.json with "id": "welcome", so it also has the path "/".
  "duplicate-page-path": [
    {
      file: "site-data/pages/welcome.json",
      line: 4,
      column: 11,
      pointer: "/path",
      message: 'duplicate page path "/": site-data/pages/home.json already has it',
      hint: "Two pages cannot share an address; change one of them.",
    },
  ],
  // pages/oops.json: a copy of not-found.json with "path": "/missing", so it keeps "id": "not-found".
  // One diagnostic: the id-vs-file-name one would advise renaming oops.json to not-found.json, which already exists.
  "duplicate-page-id": [
    {
      file: "site-data/pages/oops.json",
      line: 3,
      column: 9,
      pointer: "/id",
      message: 'duplicate page id "not-found": site-data/pages/not-found.json already uses it',
      hint: `A page's id is its file name: set "id": "oops".`,
    },
  ],
  // pages/oops.json: a copy of not-found.json with "id": "oops", so a second page has the path "*".
  "second-catch-all-page": [
    {
      file: "site-data/pages/oops.json",
      line: 4,
      column: 11,
      pointer: "/path",
      message: 'another page already has the path "*"',
      hint: "Only one page can be the not-found page.",
    },
  ],
  // The logoRow (section 3) got "id": "contact" (new line 22); the callToAction's id moved to line 28.
  "duplicate-section-id": [
    {
      file: HOME,
      line: 28,
      column: 13,
      pointer: "/sections/3/id",
      message: 'duplicate section id "contact": section 3 already uses it',
      hint: "Section ids are link targets (#id) and must be unique on a page.",
    },
  ],
  "dangling-collection-reference": [
    {
      file: HOME,
      line: 17,
      column: 32,
      pointer: "/sections/1/services/1",
      message: 'there is no services item with the id "consultng" (site-data/collections/services/consultng.json)',
      hint: 'Did you mean "consulting"?',
    },
  ],
  // "Consulting" breaks the id pattern and names no item: one diagnostic, the one with the suggestion.
  "collection-reference-bad-pattern": [
    {
      file: HOME,
      line: 17,
      column: 32,
      pointer: "/sections/1/services/1",
      message: 'there is no services item with the id "Consulting" (site-data/collections/services/Consulting.json)',
      hint: 'Did you mean "consulting"?',
    },
  ],
  "id-not-matching-file-name": [
    {
      file: SERVICE_DETAIL,
      line: 3,
      column: 9,
      pointer: "/id",
      message: 'id "service-details" does not match the file name "service-detail.json"',
      hint: 'Rename the file to "service-details.json" or set "id": "service-detail".',
    },
  ],
  // consulting.json says "id": "consultancy". home.json refers to "consulting", the file that exists:
  // it must not be told that site-data/collections/services/consulting.json does not exist.
  "item-id-not-matching-file-name": [
    {
      file: CONSULTING,
      line: 3,
      column: 9,
      pointer: "/id",
      message: 'id "consultancy" does not match the file name "consulting.json"',
      hint: 'Rename the file to "consultancy.json" or set "id": "consulting".',
    },
  ],
  "unknown-company-placeholder": [
    {
      file: HOME,
      line: 29,
      column: 22,
      pointer: "/sections/3/description",
      message: 'unknown placeholder "{company.phon}". Did you mean "{company.phone}"?',
      hint: "Company fields: {company.name}, {company.shortName}, {company.founded}, {company.phone}, {company.email}, {company.address}, {company.mapsUrl}, {company.hours}, {company.yearsInBusiness}, {company.whatsappUrl}.",
    },
  ],
  // Placeholders are checked in collection items too: software.json line 5 misspells {company.name}.
  "unknown-placeholder-in-item": [
    {
      file: SOFTWARE,
      line: 5,
      column: 18,
      pointer: "/description",
      message: 'unknown placeholder "{company.nmae}". Did you mean "{company.name}"?',
      hint: "Company fields: {company.name}, {company.shortName}, {company.founded}, {company.phone}, {company.email}, {company.address}, {company.mapsUrl}, {company.hours}, {company.yearsInBusiness}, {company.whatsappUrl}.",
    },
  ],
  // software.json line 8 uses {item.title}, which only a detail page can fill.
  "item-placeholder-in-item": [
    {
      file: SOFTWARE,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: '"{item.title}" only works in the text of a detail page, not in a collection item',
      hint: "Write the text itself here.",
    },
  ],
  // offers.json line 10 filters services on "titel", a field services do not have.
  "source-unknown-field": [
    {
      file: "site-data/pages/offers.json",
      line: 10,
      column: 68,
      pointer: "/sections/0/source/filter/fields/0",
      message: 'services items have no field "titel" to filter on. Did you mean "title"?',
      hint: "Fields of services: id, title, description, icon, features, overview, benefits, approach, process, technologies, faqs.",
    },
  ],
  // offers.json line 8: "from" reads the page's own item, and /offers is not a detail page.
  "from-on-ordinary-page": [
    {
      file: "site-data/pages/offers.json",
      line: 8,
      column: 35,
      pointer: "/sections/0/from",
      message: '"from": "overview" shows a field of the page\'s own item, but this page is not a detail page',
      hint: 'Only a page with "collection" (e.g. "/services/:serviceId") has an item; write the content itself here instead.',
    },
  ],
  // Markdown in consulting.json line 8: a link to a page that does not exist, raw HTML, a javascript: link.
  "markdown-broken-link": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: 'in the text, link to "/servics/software": no page of the site has this address',
      hint: 'Did you mean "/services/software"?',
    },
  ],
  "markdown-raw-html": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: "HTML is not allowed in text",
      hint: 'Write Markdown instead: **bold**, *italic*, [a link](/contact), lists with "- ", headings with "## ".',
    },
  ],
  "markdown-javascript-link": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message:
        'link "javascript:alert(1)" is not allowed in text: links go to a page of this site ("/contact"), a section ("#faq"), or an https://, mailto: or tel: address',
      hint: "Write the link as [words](/a-page) or [words](https://example.org/page).",
    },
  ],
  // apply.json: a file field without types, size or the form's noFileLabel (line 7), a repeated name (line 6), a
  // select prefilled with a value that is not one of its options (line 8).
  "form-incomplete-fields": [
    {
      file: APPLY_FORM,
      line: 1,
      column: 1,
      pointer: "",
      message: 'the form has a file field ("resume") but no "noFileLabel"',
      hint: 'Add what an empty file field shows, e.g. "noFileLabel": "No file selected".',
    },
    {
      file: APPLY_FORM,
      line: 6,
      column: 15,
      pointer: "/fields/1/name",
      message: 'the form has two fields named "email"',
      hint: "Each field needs its own name: it is the key of the value sent.",
    },
    {
      file: APPLY_FORM,
      line: 7,
      column: 5,
      pointer: "/fields/2",
      message: 'file field "resume" does not say which file types it takes',
      hint: 'Add "accept", e.g. [".pdf", ".doc", ".docx"].',
    },
    {
      file: APPLY_FORM,
      line: 7,
      column: 5,
      pointer: "/fields/2",
      message: 'file field "resume" has no "maxSizeMb"',
      hint: 'Add the largest file it takes, e.g. "maxSizeMb": 5.',
    },
    {
      file: APPLY_FORM,
      line: 8,
      column: 101,
      pointer: "/fields/3/prefill/0/value",
      message: '"senior" is not one of the options of "level"',
      hint: "Options: junior.",
    },
  ],
  // service-detail.json line 15: a richText block gives both its text and a field to take it from.
  "text-and-from": [
    {
      file: SERVICE_DETAIL,
      line: 15,
      column: 5,
      pointer: "/sections/1",
      message: 'give "text" or "from", not both',
      hint: "They are two ways to say the same thing: keep the one you mean and delete the other.",
    },
  ],
  "item-placeholder-without-collection": [
    {
      file: HOME,
      line: 11,
      column: 19,
      pointer: "/sections/0/subtitle",
      message: '"{item.description}" only works on a detail page (a page with "collection")',
      hint: "Write the text itself here.",
    },
  ],
  // service-detail.json lost "collection". Its {item.x} texts and the links to /services/software are consequences,
  // not further mistakes: the one fix is to add "collection" back.
  "detail-path-without-collection": [
    {
      file: SERVICE_DETAIL,
      line: 1,
      column: 1,
      pointer: "",
      message: 'path "/services/:serviceId" has a parameter but the page names no "collection"',
      hint: 'Add e.g. "collection": "services" so each item of that collection gets a page.',
    },
  ],
  "no-catch-all-page": [
    {
      file: "site-data/pages",
      line: 1,
      column: 1,
      pointer: "",
      message: 'no page has the path "*", so unknown addresses have nothing to show',
      hint: 'Add site-data/pages/not-found.json with "path": "*".',
    },
  ],
  // Without site.json the company fields are unknown, so {company.name} in home.json is not a second mistake.
  "missing-site-json": [
    {
      file: SITE,
      line: 1,
      column: 1,
      pointer: "",
      message: "site-data/site.json is missing",
      hint: "It holds the company details, navigation, footer and labels of every page.",
    },
  ],
  "wrong-schema-path": [
    {
      file: HOME,
      line: 2,
      column: 14,
      pointer: "/$schema",
      message: '"$schema" should be "../../schemas/page.schema.json"',
      hint: "It tells your editor which schema to use for autocompletion and checks while typing.",
    },
  ],
  "duplicate-key": [
    {
      file: SOFTWARE,
      line: 5,
      column: 3,
      pointer: "/title",
      message: 'field "title" appears twice in the same object',
      hint: "Only the last one would be used. Keep one and delete the other.",
    },
  ],
  "file-in-unknown-place": [
    {
      file: "site-data/misc/software.json",
      line: 1,
      column: 1,
      pointer: "",
      message: "this file is not in a place the site reads",
      hint: "Site data lives in site-data/site.json, site-data/pages/<page>.json or site-data/collections/<collection>/<item>.json.",
    },
  ],
  // Markdown headings: the page's title is its only h1, and text headings go down one level at a time from "## ".
  "markdown-level-one-heading": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: 'the text has a level-1 heading ("# Our approach")',
      hint: 'The page\'s title is its only level-1 heading: start headings in text at "## ", with "### " under them.',
    },
  ],
  "markdown-skipped-heading-level": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: 'the heading "#### In detail" skips a level: it comes after a level-2 heading',
      hint: 'Make it "### In detail", or add the missing level above it: headings go down one level at a time, starting at "## ".',
    },
  ],
  // Content lint (src/content/lint/), on site data that is otherwise valid.
  // home.json line 30: the closing call to action leads back to "/" itself.
  "link-to-own-page": [
    {
      file: HOME,
      line: 30,
      column: 58,
      pointer: "/sections/3/primaryAction/href",
      message: 'the link to "/" leads to /, the page it is shown on',
      hint: 'Visitors who follow it land where they already are. Link to another page, or to a section of this one ("/#<section id>").',
    },
  ],
  // consulting.json line 8: the service's overview, shown on its own page, links to that page.
  "markdown-link-to-own-page": [
    {
      file: CONSULTING,
      line: 8,
      column: 15,
      pointer: "/overview",
      message: 'the link to "/services/consulting" leads to /services/consulting, the page it is shown on',
      hint: 'Visitors who follow it land where they already are. Link to another page, or to a section of this one ("/services/consulting#<section id>").',
    },
  ],
  // pages/offers.json: a new page nothing links to.
  "orphan-page": [
    {
      file: "site-data/pages/offers.json",
      line: 4,
      column: 11,
      pointer: "/path",
      message: 'no other page, the navigation or the footer links to "/offers"',
      hint: 'Visitors can only reach it by typing its address (the sitemap is for search engines). Link to it from another page, the navigation or the footer, or add "landing": true if visitors arrive from outside the site on purpose (an advert, an e-mail).',
    },
  ],
  // pages/services.json (a landing page, so nothing needs to link to it) has the title of home.json.
  "duplicate-page-title": [
    {
      file: "site-data/pages/services.json",
      line: 5,
      column: 12,
      pointer: "/title",
      message: 'the title of /services is the same as the title of /: "Home"',
      hint: "Search results and browser tabs tell pages apart by their titles: give this page one of its own.",
    },
  ],
  // software.json line 5: its description is consulting's. The detail page says "{item.description}", so both
  // services' pages have the same description, and the item's field is where to change it.
  "duplicate-item-description": [
    {
      file: SOFTWARE,
      line: 5,
      column: 18,
      pointer: "/description",
      message:
        'the description of /services/software is the same as the description of /services/consulting: "IT consultancy."',
      hint: "Search results show the description under the title: give this page one that says what is on it.",
    },
  ],
  "unknown-collection-folder": [
    {
      file: "site-data/collections/servics/software.json",
      line: 1,
      column: 1,
      pointer: "",
      message: 'unknown collection folder "servics"',
      hint: `Collections: ${collectionFolders.join(", ")}.`,
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
    expect(validateFixture(kind).diagnostics).toEqual(expected[kind]);
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
    const descriptionHint =
      "Write one or two sentences of 50-160 characters: search engines cut longer ones off, and may replace shorter ones with any text from the page.";
    const result = validateFixture();
    expect(result.diagnostics).toEqual([]);
    expect(result.warnings).toEqual([
      {
        file: CONSULTING,
        line: 5,
        column: 18,
        pointer: "/description",
        message: "the description of /services/consulting is 15 characters; search results show 50 to 160",
        hint: descriptionHint,
      },
      {
        file: SOFTWARE,
        line: 5,
        column: 18,
        pointer: "/description",
        message: "the description of /services/software is 27 characters; search results show 50 to 160",
        hint: descriptionHint,
      },
      {
        file: HOME,
        line: 6,
        column: 18,
        pointer: "/description",
        message: "the description of / is 22 characters; search results show 50 to 160",
        hint: descriptionHint,
      },
    ]);
    const long = fixtureFiles().map((source) =>
      source.file === HOME
        ? {
            ...source,
            text: source.text.replace('"title": "Home"', `"title": "${"A very long title ".repeat(4).trim()}"`),
          }
        : source,
    );
    const titleWarning = checkSiteData({
      files: long,
      validators: schemaValidators(),
      publicImage: fixturePublicImages(),
    }).warnings.find((warning) => warning.pointer === "/title");
    expect(titleWarning).toEqual({
      file: HOME,
      line: 5,
      column: 12,
      pointer: "/title",
      message:
        'the title of /, "A very long title A very long title A very long title A very long title | Fixture" with the site\'s name, is 81 characters; search results show about 60',
      hint: "Shorten it, or put the words that matter first: search results cut long titles off.",
    });
  });
});

describe("several mistakes at once", () => {
  it("reports every mistake of every file in one run, sorted by file and position", () => {
    const result = validateFixture("wrong-type", "unknown-block-type", "bad-enum-value", "missing-alt-text");
    expect(result.diagnostics).toEqual([
      ...expected["missing-alt-text"],
      ...expected["bad-enum-value"],
      ...expected["unknown-block-type"],
      ...expected["wrong-type"],
    ]);
  });

  it("keeps checking the other files when one file is not valid JSON", () => {
    const result = validateFixture("malformed-json-trailing-comma", "bad-enum-value", "missing-image-file");
    expect(result.diagnostics).toEqual([
      ...expected["missing-image-file"],
      ...expected["bad-enum-value"],
      ...expected["malformed-json-trailing-comma"],
    ]);
  });
});

describe("robustness", () => {
  function validateWith(file: string, text: string) {
    const files = fixtureFiles().map((source) => (source.file === file ? { file, text } : source));
    return validateSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() });
  }

  it("reports a collection item whose whole content is null instead of crashing", () => {
    const run = () => validateWith(SOFTWARE, "null\n");
    expect(run).not.toThrow();
    const { diagnostics } = run();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: SOFTWARE, line: 1, column: 1, pointer: "" });
    expect(diagnostics[0].message).toMatch(/should be an object \{ \.\.\. \}, not null$/);
  });

  it('names the whole file, not a field called "", when the top level has the wrong type', () => {
    const { diagnostics } = validateWith(NOT_FOUND, "[]\n");
    const diagnostic = diagnostics.find((d) => d.file === NOT_FOUND);
    expect(diagnostic).toMatchObject({ file: NOT_FOUND, line: 1, column: 1, pointer: "" });
    expect(diagnostic?.message).toMatch(/should be an object \{ \.\.\. \}, not a list$/);
    expect(diagnostic?.message).not.toMatch(/^""/);
  });

  it('does not also report "no page has the path *" when not-found.json exists but is not a page object', () => {
    const { diagnostics } = validateWith(NOT_FOUND, "[]\n");
    expect(diagnostics.map((d) => d.file)).toEqual([NOT_FOUND]);
  });
});

describe("formatDiagnostic", () => {
  it("prints file:line:column, the pointer and the message, then the hint indented on its own line", () => {
    const [diagnostic] = validateFixture("unknown-block-type").diagnostics;
    expect(formatDiagnostic(diagnostic)).toBe(
      'site-data/pages/home.json:9:15  /sections/0/type  unknown block type "heroo". Did you mean "hero"?\n' +
        `    hint: ${BLOCK_TYPES_HINT}`,
    );
  });

  it('prints "/" for the whole file and no hint line when there is no hint', () => {
    expect(formatDiagnostic({ file: SITE, line: 3, column: 7, pointer: "", message: "something is wrong" })).toBe(
      "site-data/site.json:3:7  /  something is wrong",
    );
  });

  it("formatReport separates diagnostics with a blank line and ends with the count", () => {
    const diagnostics = [...expected["wrong-schema-path"], ...expected["file-in-unknown-place"]];
    expect(formatReport(diagnostics)).toBe(
      `${formatDiagnostic(diagnostics[0])}\n\n${formatDiagnostic(diagnostics[1])}\n\n2 problems in site data. Fix them and save; nothing is built until site data is valid.`,
    );
    expect(formatReport(expected["duplicate-key"])).toMatch(
      /\n\n1 problem in site data\. Fix it and save; nothing is built until site data is valid\.$/,
    );
  });
});

describe("loadSiteData", () => {
  const tempDirs: string[] = [];
  afterAll(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** valid-site copied to a temp dir with the overlays applied on disk, as a real project would look. */
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
      for (const part of ["site-data", "public"]) {
        if (existsSync(join(invalidDir, kind, part)))
          cpSync(join(invalidDir, kind, part), join(root, part), { recursive: true });
      }
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
    expect(error.diagnostics).toEqual([...expected["missing-image-file"], ...expected["unknown-block-type"]]);
    expect(error.message).toBe(formatReport(error.diagnostics));
    expect(error.message).toContain('site-data/pages/home.json:9:15  /sections/0/type  unknown block type "heroo"');
    expect(error.message).toMatch(
      /2 problems in site data\. Fix them and save; nothing is built until site data is valid\.$/,
    );
  });

  it("reports a deleted file of an on-disk tree (delete.txt applied)", () => {
    const root = writeFixtureProject("no-catch-all-page");
    expect(() => loadSiteData(root, { schemasDir })).toThrow(
      expect.objectContaining({ name: "SiteDataError", diagnostics: expected["no-catch-all-page"] }),
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
