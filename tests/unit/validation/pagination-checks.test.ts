/**
 * What validation says about listings split into pages, on tests/fixtures/valid-site with one page added: a grid that
 * shows a whole collection without a page size (the schema), two paged grids on a page, and link tabs that lead
 * nowhere (src/validation/pagination-checks.ts). Messages are exact: they are what an editor reads.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/content/load-site-data.ts";
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
      {
        file: FILE,
        line: 9,
        column: 5,
        pointer: "/sections/0",
        message: 'missing required field "pageSize"',
        hint: 'This grid shows every item of its collection, which grows with each new file: give it a page size, e.g. "pageSize": 12: the items after the first 12 go on the pages that follow, at this page\'s address with /page/2, /page/3, ... Or show only the first few: a "limit" in its source.',
      },
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
      validateWithPage(tabs("services", "softwre")).map(({ line, column, pointer, message, hint }) => ({
        line,
        column,
        pointer,
        message,
        hint,
      })),
    ).toEqual([
      {
        line: 9,
        column: 125,
        pointer: "/sections/0/tabs/linksTo",
        message:
          'the first tab ("All") leads to the page listing every services item, but no page has the path "/services"',
        hint: 'Link tabs need a page listing the grid\'s items above their own pages (the blog at /blog for posts at /blog/<id>). Add it, or delete "linksTo" to make the tabs filters.',
      },
      {
        line: 9,
        column: 179,
        pointer: "/sections/0/tabs/options/0/value",
        message:
          'the tab "Software" leads to the page of the services item "softwre", which does not exist. Did you mean "software"?',
        hint: "Items of services: consulting, software.",
      },
    ]);
    expect(validateWithPage(tabs("posts", "software")).map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      {
        pointer: "/sections/0/tabs/linksTo",
        message:
          'the first tab ("All") leads to the page listing every services item, but no page has the path "/services"',
      },
      {
        pointer: "/sections/0/tabs/linksTo",
        message: "the tabs lead to the pages of posts items, but no page shows posts items",
      },
    ]);
  });
});
