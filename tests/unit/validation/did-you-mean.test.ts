import { describe, expect, it } from "vitest";
import { closestMatch, didYouMean, listOf } from "../../../src/core/validation/did-you-mean.ts";

const blockTypes = [
  "hero",
  "featureGrid",
  "serviceGrid",
  "productGrid",
  "logoRow",
  "testimonialCarousel",
  "callToAction",
  "notFound",
  "textSection",
];

describe("closestMatch", () => {
  it("finds the intended word behind a typo", () => {
    expect(closestMatch("heroo", blockTypes)).toBe("hero");
    expect(closestMatch("servicegrid", blockTypes)).toBe("serviceGrid");
    expect(closestMatch("testimonalCarousel", blockTypes)).toBe("testimonialCarousel");
    expect(closestMatch("contct", ["hero", "contact", "process"])).toBe("contact");
    expect(closestMatch("/service/software", ["/", "/services/software", "/services/consulting"])).toBe(
      "/services/software",
    );
  });

  it("counts two swapped neighbouring letters as one typo", () => {
    expect(closestMatch("nmae", ["name", "shortName", "phone", "email"])).toBe("name");
    expect(closestMatch("adress", ["address", "email"])).toBe("address");
    expect(closestMatch("hreo", blockTypes)).toBe("hero");
  });

  it("ignores case", () => {
    expect(closestMatch("HERO", blockTypes)).toBe("hero");
    expect(closestMatch("Consulting", ["software", "consulting"])).toBe("consulting");
  });

  it("returns the exact candidate when the input is one", () => {
    expect(closestMatch("logoRow", blockTypes)).toBe("logoRow");
  });

  it("prefers the closest candidate, and the first of equally close ones", () => {
    expect(closestMatch("cod", ["cloud", "code"])).toBe("code");
    expect(closestMatch("ab", ["ac", "ad"])).toBe("ac");
  });

  it("allows more edits for longer words (a third of the longer word's length, at least 1)", () => {
    // "testimonialCarousel" has 19 letters: 6 edits are still a likely typo (this is 3), 8 are not.
    expect(closestMatch("tstmnialCarousel", ["testimonialCarousel"])).toBe("testimonialCarousel");
    expect(closestMatch("xxxxxxxialCarousel", ["testimonialCarousel"])).toBeUndefined();
    // "hero" has 4 letters: 1 edit allowed, 2 are too many.
    expect(closestMatch("heroo", ["hero"])).toBe("hero");
    expect(closestMatch("herxx", ["hero"])).toBeUndefined();
  });

  it("rejects strings that are not close to any candidate", () => {
    expect(closestMatch("banana", blockTypes)).toBeUndefined();
    expect(closestMatch("carousel", blockTypes)).toBeUndefined();
    expect(closestMatch("/about-us/team", ["/", "/services/software"])).toBeUndefined();
  });

  it("does not suggest a short candidate that shares nothing with the input", () => {
    // With at least 2 edits always allowed, any 2-letter input "matches" any 2-letter candidate.
    expect(closestMatch("xy", ["id"])).toBeUndefined();
  });

  it("does not suggest anything for an empty input", () => {
    expect(closestMatch("", ["id", "title"])).toBeUndefined();
  });

  it("returns undefined when there are no candidates", () => {
    expect(closestMatch("hero", [])).toBeUndefined();
    expect(closestMatch("", [])).toBeUndefined();
  });
});

describe("didYouMean", () => {
  it("is a sentence with a leading space when a candidate is close", () => {
    expect(didYouMean("heroo", blockTypes)).toBe(' Did you mean "hero"?');
  });

  it("is empty when nothing is close or there are no candidates", () => {
    expect(didYouMean("banana", blockTypes)).toBe("");
    expect(didYouMean("hero", [])).toBe("");
  });
});

describe("listOf", () => {
  it('quotes and joins values with commas and a final "or"', () => {
    expect(listOf(["a", "b", "c"])).toBe('"a", "b" or "c"');
    expect(listOf(["services", "products"])).toBe('"services" or "products"');
  });

  it("lists a single value alone and nothing for no values", () => {
    expect(listOf(["only"])).toBe('"only"');
    expect(listOf([])).toBe("");
  });

  it("prints numbers and other JSON values as JSON", () => {
    expect(listOf([2, 3, 4])).toBe("2, 3 or 4");
    expect(listOf([true, null])).toBe("true or null");
  });
});
