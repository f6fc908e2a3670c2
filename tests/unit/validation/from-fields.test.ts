/**
 * A block's "from" shows a field of the page's item in place of what the block would hold itself: the field must hold
 * what the block shows (src/core/validation/from-fields.ts), or the built page would drop it without a word.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const FILE = "site-data/pages/service-more.json";

/** valid-site with a second detail page of its services, holding this one section on line 9. */
function validateWithSection(section: string) {
  const text = `{
  "$schema": "../../schemas/page.schema.json",
  "id": "service-more",
  "path": "/more/:serviceId",
  "collection": "services",
  "title": "{item.title}",
  "description": "{item.description}",
  "sections": [
    ${section}
  ],
  "notFound": {
    "title": "Service Not Found",
    "description": "We do not offer this service.",
    "sections": [{ "type": "notFound", "title": "Service Not Found", "message": "We do not offer this service.", "action": { "label": "Home", "href": "/" } }]
  }
}
`;
  const files = [...fixtureFiles(), { file: FILE, text }].sort((a, b) => a.file.localeCompare(b.file));
  return checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() })
    .diagnostics.filter((diagnostic) => diagnostic.file === FILE)
    .map(({ line, column, pointer, code, params, message, hint }) => ({
      line,
      column,
      pointer,
      code,
      params,
      message,
      hint,
    }));
}

describe('a block\'s "from"', () => {
  it("naming a field that holds something else is an error at it, naming the fields that fit", () => {
    expect(
      validateWithSection(`{ "type": "checkList", "heading": { "title": "How we work" }, "from": "approach" }`),
    ).toEqual([
      {
        line: 9,
        column: 75,
        pointer: "/sections/0/from",
        code: "from-field-does-not-fit",
        params: {
          blockType: "checkList",
          shows: "a list of texts",
          from: "approach",
          collection: "services",
          holds: "a list of objects with title, description",
          fitting: ["features", "benefits", "technologies"],
        },
        message:
          'a checkList shows a list of texts, and "approach" of services items is a list of objects with title, description',
        hint: "Fields of services it can show: features, benefits, technologies.",
      },
    ]);
  });

  it("naming a field that holds what the block shows is valid, also when the block asks less of it than of its own list", () => {
    expect(
      validateWithSection(`{ "type": "checkList", "heading": { "title": "Benefits" }, "from": "benefits" }`),
    ).toEqual([]);
    // featureGrid's own cards need an icon; cards from an item may leave it out ("fromShape" in its schema).
    expect(
      validateWithSection(`{ "type": "featureGrid", "heading": { "title": "Steps" }, "from": "process" }`),
    ).toEqual([]);
    expect(validateWithSection(`{ "type": "richText", "from": "overview" }`)).toEqual([]);
  });

  it("naming a list where a text is shown is an error", () => {
    expect(validateWithSection(`{ "type": "richText", "from": "benefits" }`)).toEqual([
      {
        line: 9,
        column: 35,
        pointer: "/sections/0/from",
        code: "from-field-does-not-fit",
        params: {
          blockType: "richText",
          shows: "a Markdown text",
          from: "benefits",
          collection: "services",
          holds: "a list of texts",
          fitting: ["id", "title", "description", "icon", "overview"],
        },
        message: 'a richText shows a Markdown text, and "benefits" of services items is a list of texts',
        hint: "Fields of services it can show: id, title, description, icon, overview.",
      },
    ]);
  });
});
