/**
 * The error catalogue (src/core/validation/errors.ts): each code is its own, each is reported where the catalogue says,
 * each is produced by a fixture (tests/fixtures/invalid/) or a test (below, or another test file named in `elsewhere`),
 * and nothing the checks report over every fixture lacks a code of the catalogue.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { expiredOpenings } from "../../../src/core/content/lint/expired-openings.ts";
import type { SiteData } from "../../../src/core/content/types.ts";
import type { ImageFile } from "../../../src/core/images/read-image-file.ts";
import { schemaProblems } from "../../../src/core/validation/ajv-messages.ts";
import type { Diagnostic } from "../../../src/core/validation/diagnostic.ts";
import { whereReported } from "../../../src/core/validation/error-docs.ts";
import { errorCodes, errorEntry, problem, retiredCodes, type ErrorCode } from "../../../src/core/validation/errors.ts";
import { retiredServerCodes, serverErrorCodes } from "../../../src/core/errors/server-errors.ts";
import { generateFixtureImages, removeFixtureImages } from "./fixture-images.ts";
import {
  fixtureFiles,
  fixturePublicImages,
  invalidKinds,
  projectRoot,
  schemaValidators,
  validateFixture,
} from "./fixture-site.ts";

/**
 * Codes that no fixture and no scenario below produces, each with the test file that produces it and checks it (that
 * file names the code), or with why nothing can produce it.
 */
const elsewhere: Partial<Record<ErrorCode, { test: string } | { unreachable: string }>> = {
  "link-to-item-elsewhere": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "grid-collection-without-card": { test: "tests/unit/validation/card-collections.test.ts" },
  "from-field-does-not-fit": { test: "tests/unit/validation/from-fields.test.ts" },
  "unknown-form-answer-placeholder": { test: "tests/unit/validation/form-service-words.test.ts" },
  "search-with-page-option": { test: "tests/unit/validation/search-finds.test.ts" },
  "second-paged-grid": { test: "tests/unit/validation/pagination-checks.test.ts" },
  "tabs-without-listing-page": { test: "tests/unit/validation/pagination-checks.test.ts" },
  "tabs-collection-without-pages": { test: "tests/unit/validation/pagination-checks.test.ts" },
  "tab-item-missing": { test: "tests/unit/validation/pagination-checks.test.ts" },
  "photo-too-small": { test: "tests/unit/validation/image-warnings.test.ts" },
  "heavy-image": { test: "tests/unit/validation/image-warnings.test.ts" },
  "title-too-long": { test: "tests/unit/validation/invalid-fixtures.test.ts" },
  "calls-to-action-in-a-row": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "untabbed-item": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "lonely-last-image": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "empty-selection": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "placeholder-address": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "whatsapp-on-landline": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "drawing-called-photo": { test: "tests/unit/validation/probably-unintended.test.ts" },
  "alt-text-missing": { test: "tests/unit/content/pre-publish-checks.test.ts" },
  "external-link-broken": { test: "tests/unit/server/link-checker.test.ts" },
  "page-too-heavy": { test: "tests/unit/content/pre-publish-checks.test.ts" },
  "markdown-too-deep": { test: "tests/unit/validation/markdown-nesting.test.ts" },
};

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into site data and schemas at any depth to break one thing; what they check is the validator's answer.
type Json = Record<string, any>;
const HOME = "site-data/pages/home.json";
const SERVICE_DETAIL = "site-data/pages/service-detail.json";
const SITE = "site-data/site.json";
const FORM = "site-data/collections/forms/apply.json";

/** A form that passes every check: the scenarios below break it one way each. */
const validForm = {
  $schema: "../../../schemas/collections/forms.schema.json",
  id: "apply",
  fields: [
    { name: "email", label: "Email", type: "email", required: true },
    { name: "resume", label: "Resume", type: "file", accept: [".pdf"], maxSizeMb: 5 },
    {
      name: "level",
      label: "Level",
      type: "select",
      options: [{ value: "junior", label: "Junior" }],
      prefill: [{ query: "level", value: "junior" }],
    },
    { name: "role", label: "Role", type: "hidden", fromItem: "title" },
  ],
  noFileLabel: "No file selected",
  submitLabel: "Apply",
  busyLabel: "Applying...",
  successMessage: "Thank you.",
  failureMessage: "Please try again.",
  mail: { subject: "Application from {value.email}" },
};

/** Image files no fixture has, as their headers would read. */
const madeUpImages: Record<string, ImageFile> = {
  "/images/damaged.jpg": { bytes: 2000, type: "jpeg" },
  "/images/small-share.jpg": { bytes: 40_000, type: "jpeg", width: 800, height: 420 },
  "/images/small-logo.png": { bytes: 3000, type: "png", width: 60, height: 24 },
};

/** The valid fixture with one file changed (a JSON value edited, or a new file), checked as the build checks it. */
function checkWith(file: string, change: (data: Json) => void, base?: Json) {
  const files = fixtureFiles().filter((source) => source.file !== file);
  const original = fixtureFiles().find((source) => source.file === file);
  const data = structuredClone(base ?? JSON.parse(original!.text)) as Json;
  change(data);
  files.push({ file, text: `${JSON.stringify(data, null, 2)}\n` });
  const fixtureImages = fixturePublicImages();
  return checkSiteData({
    files: files.sort((a, b) => a.file.localeCompare(b.file)),
    validators: schemaValidators(),
    publicImage: (src) => madeUpImages[src] ?? fixtureImages(src),
  });
}

/** The codes reported at `file` and `pointer`, errors and warnings. */
const codesAt = (found: { diagnostics: Diagnostic[]; warnings: Diagnostic[] }, file: string, pointer: string) =>
  [...found.diagnostics, ...found.warnings].filter((d) => d.file === file && d.pointer === pointer).map((d) => d.code);

/** Ajv's errors for a small schema with one of each keyword the catalogue names, as the validator compiles schemas. */
function schemaKeywordProblems() {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
  addFormats(ajv);
  const validate = ajv.compile({
    type: "object",
    properties: {
      kind: { const: "card" },
      code: { type: "string", minLength: 3 },
      name: { type: "string", maxLength: 5 },
      tags: { type: "array", maxItems: 3, uniqueItems: true },
      none: { type: "array", minItems: 1 },
      slug: { type: "string", pattern: "^[a-z]+$" },
      site: { type: "string", format: "uri" },
      low: { type: "integer", minimum: 1 },
      high: { type: "integer", maximum: 9 },
      part: { type: "number", exclusiveMinimum: 0 },
    },
  });
  validate({
    kind: "list",
    code: "ab",
    name: "toolong",
    tags: ["a", "a", "b", "c"],
    none: [],
    slug: "A",
    site: "not an address",
    low: 0,
    high: 10,
    part: 0,
  });
  return schemaProblems(validate.errors ?? []);
}

/** Each code no fixture produces, made by a small change to the valid fixture: the code and where it is expected. */
const scenarios: Partial<Record<ErrorCode, () => { codes: ErrorCode[]; where: string }>> = {
  ...Object.fromEntries(
    (
      [
        ["value-must-be", "/kind"],
        ["text-too-short", "/code"],
        ["text-too-long", "/name"],
        ["too-many-items", "/tags"],
        ["repeated-item", "/tags/1"],
        ["too-few-items", "/none"],
        ["pattern-mismatch", "/slug"],
        ["format-mismatch", "/site"],
        ["number-too-small", "/low"],
        ["number-too-large", "/high"],
        ["schema-rule", "/part"],
      ] as const
    ).map(([code, pointer]) => [
      code,
      () => ({
        codes: schemaKeywordProblems()
          .filter((found) => found.pointer === pointer)
          .map((found) => found.code),
        where: pointer,
      }),
    ]),
  ),
  "detail-path-shape": () => ({
    codes: codesAt(
      checkWith(SERVICE_DETAIL, (page) => (page.path = "/services/:serviceId/about")),
      SERVICE_DETAIL,
      "/path",
    ),
    where: `${SERVICE_DETAIL} /path`,
  }),
  "path-parameter-twice": () => ({
    codes: codesAt(
      checkWith(SERVICE_DETAIL, (page) => (page.path = "/services/:serviceId/:serviceId")),
      SERVICE_DETAIL,
      "/path",
    ),
    where: `${SERVICE_DETAIL} /path`,
  }),
  "detail-page-without-not-found": () => ({
    codes: codesAt(
      checkWith(SERVICE_DETAIL, (page) => delete page.notFound),
      SERVICE_DETAIL,
      "",
    ),
    where: `${SERVICE_DETAIL} (the whole file)`,
  }),
  "collection-without-parameter": () => ({
    codes: codesAt(
      checkWith(HOME, (page) => (page.collection = "services")),
      HOME,
      "/collection",
    ),
    where: `${HOME} /collection`,
  }),
  "unknown-placeholder": () => ({
    codes: codesAt(
      checkWith(HOME, (page) => (page.sections[0].subtitle = "Software since {founded}.")),
      HOME,
      "/sections/0/subtitle",
    ),
    where: `${HOME} /sections/0/subtitle`,
  }),
  "item-placeholder-missing-field": () => ({
    codes: codesAt(
      checkWith(SERVICE_DETAIL, (page) => (page.sections[0].subtitle = "{item.tagline}")),
      SERVICE_DETAIL,
      "/sections/0/subtitle",
    ),
    where: `${SERVICE_DETAIL} /sections/0/subtitle`,
  }),
  "source-from-without-item": () => ({
    codes: codesAt(
      checkWith(HOME, (page) =>
        page.sections.push({ type: "collectionGrid", source: { collection: "services", from: "related" } }),
      ),
      HOME,
      "/sections/4/source/from",
    ),
    where: `${HOME} /sections/4/source/from`,
  }),
  "form-subject-unknown-field": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.mail.subject = "Application from {value.emial}"), validForm),
      FORM,
      "/mail/subject",
    ),
    where: `${FORM} /mail/subject`,
  }),
  "form-field-name-underscore": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.fields[0].name = "_next"), validForm),
      FORM,
      "/fields/0/name",
    ),
    where: `${FORM} /fields/0/name`,
  }),
  "select-without-options": () => ({
    codes: codesAt(
      checkWith(
        FORM,
        (form) => {
          delete form.fields[2].options;
          delete form.fields[2].prefill;
        },
        validForm,
      ),
      FORM,
      "/fields/2",
    ),
    where: `${FORM} /fields/2`,
  }),
  "options-off-select": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.fields[0].options = [{ value: "a", label: "A" }]), validForm),
      FORM,
      "/fields/0/options",
    ),
    where: `${FORM} /fields/0/options`,
  }),
  "file-setting-off-file-field": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.fields[0].accept = [".pdf"]), validForm),
      FORM,
      "/fields/0/accept",
    ),
    where: `${FORM} /fields/0/accept`,
  }),
  "hidden-field-without-from-item": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => delete form.fields[3].fromItem, validForm),
      FORM,
      "/fields/3",
    ),
    where: `${FORM} /fields/3`,
  }),
  "from-item-off-hidden-field": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.fields[0].fromItem = "title"), validForm),
      FORM,
      "/fields/0/fromItem",
    ),
    where: `${FORM} /fields/0/fromItem`,
  }),
  "prefill-value-or-collection": () => ({
    codes: codesAt(
      checkWith(FORM, (form) => (form.fields[2].prefill = [{ query: "level" }]), validForm),
      FORM,
      "/fields/2/prefill/0",
    ),
    where: `${FORM} /fields/2/prefill/0`,
  }),
  "image-unreadable": () => ({
    codes: codesAt(
      checkWith(HOME, (page) => (page.sections[0].backgroundImage = { src: "/images/damaged.jpg", alt: "The team" })),
      HOME,
      "/sections/0/backgroundImage/src",
    ),
    where: `${HOME} /sections/0/backgroundImage/src`,
  }),
  "share-image-too-small": () => ({
    codes: codesAt(
      checkWith(SITE, (site) => (site.seo.image = { src: "/images/small-share.jpg", alt: "The office" })),
      SITE,
      "/seo/image/src",
    ),
    where: `${SITE} /seo/image/src`,
  }),
  "logo-too-small": () => ({
    codes: codesAt(
      checkWith(SITE, (site) => (site.seo.logo = { src: "/images/small-logo.png", alt: "Fixture Systems logo" })),
      SITE,
      "/seo/logo/src",
    ),
    where: `${SITE} /seo/logo/src`,
  }),
  "expired-opening": () => {
    const job = { id: "engineer", title: "Engineer", validThrough: "2024-03-31" };
    const siteData = { collections: { jobs: [job] } } as unknown as SiteData;
    return {
      codes: expiredOpenings(siteData, "2024-04-01").map((found) => found.code),
      where: "site-data/collections/jobs/engineer.json /validThrough",
    };
  },
};

/** What the checks report over the valid fixture and every invalid one. */
let overFixtures: { kind: string; diagnostics: Diagnostic[]; warnings: Diagnostic[] }[] = [];

beforeAll(async () => {
  await generateFixtureImages();
  overFixtures = ["", ...invalidKinds()].map((kind) => ({
    kind,
    ...(kind ? validateFixture(kind) : validateFixture()),
  }));
});
afterAll(removeFixtureImages);

describe("the error catalogue", () => {
  it("gives each problem a code of its own, in kebab-case, that no retired problem had", () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(errorCodes.filter((code) => retiredCodes.includes(code))).toEqual([]);
    expect(new Set(retiredCodes).size).toBe(retiredCodes.length);
    // docs/errors.md lists the server's codes after these (src/core/errors/server-errors.ts, checked whole in
    // tests/unit/server/server-error-catalogue.test.ts): a code names one problem on that page.
    const serverCodes = new Set<string>([...serverErrorCodes, ...retiredServerCodes]);
    expect([...errorCodes, ...retiredCodes].filter((code) => serverCodes.has(code))).toEqual([]);
  });

  it("gives each a title of its own, and a message and hint for its example with every argument filled in", () => {
    const titles = errorCodes.map((code) => errorEntry(code).title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const code of errorCodes) {
      const example = problem(code, errorEntry(code).example as never);
      expect(example.code).toBe(code);
      expect(example.message, code).not.toMatch(/undefined|\[object Object\]|^\s*$/);
      expect(example.hint ?? "", code).not.toMatch(/undefined|\[object Object\]/);
    }
  });

  it("names a field's type with the article it takes: a text field, an email field", () => {
    expect(problem("options-off-select", { name: "topic", type: "text" }).message).toContain('"topic" is a text field');
    expect(problem("options-off-select", { name: "reply", type: "email" }).message).toContain(
      '"reply" is an email field',
    );
    expect(problem("file-setting-off-file-field", { key: "accept", name: "reply", type: "email" }).message).toContain(
      '"reply" is an email field',
    );
  });

  it("has each code reported in a file of its reporter (`reporters` in src/core/validation/errors.ts)", () => {
    const unreported = errorCodes.filter((code) => whereReported(projectRoot, code).length === 0);
    expect(unreported).toEqual([]);
  });

  it("gives every diagnostic over every fixture a code of the catalogue, errors and warnings as the code says", () => {
    expect(overFixtures.length).toBeGreaterThan(50);
    for (const { kind, diagnostics, warnings } of overFixtures) {
      for (const diagnostic of diagnostics) {
        expect(errorCodes, `${kind}: ${diagnostic.message}`).toContain(diagnostic.code);
        expect(errorEntry(diagnostic.code).severity, `${kind}: ${diagnostic.code}`).toBe("error");
        expect(diagnostic.params, `${kind}: ${diagnostic.code}`).toBeTypeOf("object");
      }
      for (const warning of warnings) {
        expect(errorCodes, `${kind}: ${warning.message}`).toContain(warning.code);
        expect(errorEntry(warning.code).severity, `${kind}: ${warning.code}`).toBe("warning");
      }
    }
  });

  it.each(Object.keys(scenarios) as ErrorCode[])("%s: a change to the valid fixture produces it", (code) => {
    const { codes, where } = scenarios[code]!();
    expect(codes, where).toContain(code);
  });

  it("has each code produced by a fixture, a scenario above, or a test named in `elsewhere` (or says why not)", () => {
    const fromFixtures = new Set(
      overFixtures.flatMap(({ diagnostics, warnings }) => [...diagnostics, ...warnings].map((d) => d.code)),
    );
    const covered = (code: ErrorCode) => fromFixtures.has(code) || code in scenarios || code in elsewhere;
    expect(errorCodes.filter((code) => !covered(code))).toEqual([]);
    // The lists say only what is true: a code a fixture produces needs no scenario, nor a note.
    expect(Object.keys(scenarios).filter((code) => fromFixtures.has(code as ErrorCode))).toEqual([]);
    expect(Object.keys(elsewhere).filter((code) => fromFixtures.has(code as ErrorCode) || code in scenarios)).toEqual(
      [],
    );
    for (const [code, place] of Object.entries(elsewhere)) {
      expect(errorCodes).toContain(code);
      if ("test" in place) {
        expect(existsSync(join(projectRoot, place.test)), place.test).toBe(true);
        expect(readFileSync(join(projectRoot, place.test), "utf8"), `${place.test} names "${code}"`).toContain(
          `"${code}"`,
        );
      }
    }
  });
});
