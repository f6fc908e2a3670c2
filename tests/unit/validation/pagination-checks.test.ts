/**
 * What validation says about listings split into pages, on tests/fixtures/valid-site with one page added: a grid that
 * shows a whole collection without a page size (the schema), two paged grids on a page, and link tabs that lead
 * nowhere (src/core/validation/pagination-checks.ts), each by its code (src/core/validation/errors.ts) and arguments; one message
 * is read in full, as an editor reads it.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const FILE = "site-data/pages/offers.json";

/** valid-site with site-data/pages/offers.json holding these sections (each on the lines it is written on). */
function validateWithPage(sections: string) {
  const text = `{
  "$schema": "../../schemas/page.schema.json",
  "id": "offers",
  "path": "/offers",
  "landing": true,
  "title": "Offers",
  "description": "What we offer to banks and lenders in Lagos, and how to start.",
  "sections": [
${sections}
  ]
}
`;
  const files = [...fixtureFiles(), { file: FILE, text }].sort((a, b) => a.file.localeCompare(b.file));
  return checkSiteData({
    files,
    validators: schemaValidators(),
    publicImage: fixturePublicImages(),
  })
    .diagnostics.filter((diagnostic) => diagnostic.file === FILE)
    .filter((diagnostic) => !/\/source\/collection$/.test(diagnostic.pointer));
  // valid-site's collections (services, clients) have no card, which card-collections.test.ts checks: left out here.
}

describe("listings split into pages", () => {
  it("a grid of a whole collection needs a page size", () => {
    expect(validateWithPage(`    { "type": "collectionGrid", "source": { "collection": "services" } }`)).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 9,
        column: 5,
        pointer: "/sections/0",
        code: "missing-required-field",
        params: {
          field: "pageSize",
          description: expect.stringContaining("This grid shows every item of its kind"),
        },
      }),
    ]);
    for (const source of [
      '{ "collection": "services", "ids": ["software"] }',
      '{ "collection": "services", "limit": 4 }',
    ]) {
      expect(validateWithPage(`    { "type": "collectionGrid", "source": ${source} }`), source).toEqual([]);
    }
  });

  it("one grid per page may be split into pages", () => {
    expect(
      validateWithPage(`    { "type": "collectionGrid", "id": "first", "source": { "collection": "services" }, "pageSize": 12 },
    { "type": "collectionGrid", "source": { "collection": "services" }, "pageSize": 6 }`),
    ).toEqual([
      {
        file: FILE,
        line: 10,
        column: 85,
        pointer: "/sections/1/pageSize",
        code: "second-paged-grid",
        params: { firstId: "first", firstPointer: "/sections/0" },
        message:
          'a second grid split into pages: the grid "first" (/sections/0) already has "pageSize", and a page can have only one',
        hint: 'The page\'s next pages (/page/2, /page/3, ...) follow one list. Show this grid on a page of its own, or show only its first items: give its source a "limit" (e.g. the 4 newest) and delete "pageSize".',
      },
    ]);
  });

  it("link tabs lead to the page listing every item and to a page of each tab's item", () => {
    const tabs = (linksTo: string, value: string) =>
      `    { "type": "collectionGrid", "source": { "collection": "services" }, "pageSize": 12, "tabs": { "field": "id", "linksTo": "${linksTo}", "allLabel": "All", "options": [{ "value": "${value}", "label": "Software" }] } }`;
    // valid-site has pages for its services (/services/software) but none listing them all at /services.
    expect(
      validateWithPage(tabs("services", "softwre")).map(({ line, column, pointer, code, params }) => ({
        line,
        column,
        pointer,
        code,
        params,
      })),
    ).toEqual([
      {
        line: 9,
        column: 125,
        pointer: "/sections/0/tabs/linksTo",
        code: "tabs-without-listing-page",
        params: { allLabel: "All", collection: "services", folder: "/services" },
      },
      {
        line: 9,
        column: 179,
        pointer: "/sections/0/tabs/options/0/value",
        code: "tab-item-missing",
        params: {
          label: "Software",
          collection: "services",
          value: "softwre",
          guess: "software",
          ids: ["consulting", "software"],
        },
      },
    ]);
    expect(validateWithPage(tabs("posts", "software")).map(({ pointer, code }) => ({ pointer, code }))).toEqual([
      { pointer: "/sections/0/tabs/linksTo", code: "tabs-without-listing-page" },
      { pointer: "/sections/0/tabs/linksTo", code: "tabs-collection-without-pages" },
    ]);
  });
});
