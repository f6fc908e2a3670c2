/**
 * A collectionGrid shows each item as its collection's card (src/site/blocks/cards/card-for.tsx): a grid of a collection
 * without one is a validation error at its "collection", never an empty section on the built page.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { cardCollections } from "../../../src/core/validation/card-collections.ts";
import { cards } from "../../../src/site/blocks/cards/card-for.tsx";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const FILE = "site-data/pages/clients.json";

function validateWithGrid(collection: string) {
  const text = `{
  "$schema": "../../schemas/page.schema.json",
  "id": "clients",
  "path": "/clients",
  "landing": true,
  "title": "Our clients",
  "description": "The banks, lenders and merchants in Lagos we build software for, and what they say.",
  "sections": [
    { "type": "collectionGrid", "source": { "collection": "${collection}", "limit": 3 } }
  ]
}
`;
  const files = [...fixtureFiles(), { file: FILE, text }].sort((a, b) => a.file.localeCompare(b.file));
  return checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() }).diagnostics;
}

describe("a grid of a collection", () => {
  it("without a card is an error at its collection, naming the collections that have one", () => {
    const [found, ...others] = validateWithGrid("clients");
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      file: FILE,
      line: 9,
      column: 59,
      pointer: "/sections/0/source/collection",
      code: "grid-collection-without-card",
      params: { collection: "clients", withCards: cardCollections },
    });
    expect([found.message, found.hint]).toEqual([
      "a collectionGrid shows each item as a card, and clients items have no card",
      `Collections with a card: ${cardCollections.join(", ")}. To show clients, use a linkList (a link to each item) instead, or ask a developer for a card (src/site/blocks/cards/).`,
    ]);
  });

  it("with a card is valid", () => {
    expect(validateWithGrid("testimonials")).toEqual([]);
  });

  it("has a card for exactly the collections validation lets grids show", () => {
    expect(Object.keys(cards).sort()).toEqual([...cardCollections].sort());
  });
});
