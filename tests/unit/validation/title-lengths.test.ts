/**
 * Titles have a length a page can carry: a 5,000-character one (pasted by mistake) is a problem at its field, which
 * blocks Save and Publish, not a warning far down the form.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const HOME = "site-data/pages/home.json";

function withHeroTitle(title: string) {
  const files = fixtureFiles().map((source) =>
    source.file === HOME
      ? {
          ...source,
          text: source.text.replace(/"title": "Welcome to \{company\.name\}"/, `"title": ${JSON.stringify(title)}`),
        }
      : source,
  );
  return checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() });
}

describe("a title's length", () => {
  it("refuses a 5,000-character title at its field, with its length and the limit", () => {
    const { diagnostics } = withHeroTitle("A".repeat(5000));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: HOME,
      pointer: "/sections/0/title",
      code: "text-too-long",
      params: expect.objectContaining({ length: 5000, limit: 300 }),
    });
  });

  it("takes one of 300 characters (what the editor's typing test types)", () => {
    expect(withHeroTitle("A".repeat(300)).diagnostics).toEqual([]);
  });
});
