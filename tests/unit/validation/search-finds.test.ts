/** A search box's sources select across the whole site (its index is one file for every page that has it). */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const FILE = "site-data/pages/help.json";

function diagnosticsOfPageWith(finds: string) {
  const text = `{
  "$schema": "../../schemas/page.schema.json",
  "id": "help",
  "path": "/help",
  "landing": true,
  "title": "Help",
  "description": "Answers to the questions banks and lenders ask us most, and where to go next.",
  "sections": [
    { "type": "searchBox", "label": "Search", "placeholder": "Search...", "buttonLabel": "Search", "noResults": "Nothing found.",
      "finds": [${finds}] }
  ]
}
`;
  const files = [...fixtureFiles(), { file: FILE, text }].sort((a, b) => a.file.localeCompare(b.file));
  return checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() }).diagnostics;
}

describe("a search box's sources", () => {
  it("select from a collection, filtered and sorted as any source", () => {
    expect(diagnosticsOfPageWith(`{ "collection": "services", "sort": { "field": "title", "order": "asc" } }`)).toEqual(
      [],
    );
  });

  it("cannot take a page's own item, since one index serves every page with the box", () => {
    for (const [source, key] of [
      [`{ "collection": "services", "excludeCurrent": true }`, "excludeCurrent"],
      [`{ "collection": "services", "from": "related" }`, "from"],
    ]) {
      expect(diagnosticsOfPageWith(source)).toEqual([
        {
          file: FILE,
          line: 10,
          column: key === "from" ? 53 : 63,
          pointer: `/sections/0/finds/0/${key}`,
          code: "search-with-page-option",
          params: { key },
          message: expect.any(String),
          hint: expect.any(String),
        },
      ]);
    }
  });
});
