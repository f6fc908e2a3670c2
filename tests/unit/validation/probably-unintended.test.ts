import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { illustrationCaptions } from "../../../src/core/content/lint/illustration-captions.ts";
import type { ParsedFile } from "../../../src/core/validation/json-source.ts";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { publicImageReader, readSiteFiles } from "../../../src/core/validation/read-site-files.ts";
import type { Diagnostic } from "../../../src/core/validation/diagnostic.ts";
import { projectRoot, schemaValidators } from "./fixture-site.ts";

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into site data and schemas at any depth to break one thing; what they check is the validator's answer.
type Json = Record<string, any>;

/** The shipped site data with one file changed in memory, checked as `npm run validate` checks it. */
function checkWith(file: string, change: (data: Json) => void) {
  const files = readSiteFiles(projectRoot).map((source) => {
    if (source.file !== file) return source;
    const data = JSON.parse(source.text) as Json;
    change(data);
    return { file, text: `${JSON.stringify(data, null, 2)}\n` };
  });
  return checkSiteData({
    files,
    validators: schemaValidators(),
    publicImage: publicImageReader(join(projectRoot, "public")),
  });
}

const at = (found: Diagnostic[], file: string, pointer: string) =>
  found.filter((diagnostic) => diagnostic.file === file && diagnostic.pointer === pointer);

describe("warnings for what is valid but probably unintended", () => {
  it("the shipped site has none of them", () => {
    const codes = checkWith("site-data/site.json", () => undefined).warnings.map((warning) => warning.code);
    const probablyUnintended = [
      "calls-to-action-in-a-row",
      "untabbed-item",
      "lonely-last-image",
      "empty-selection",
      "placeholder-address",
      "whatsapp-on-landline",
      "drawing-called-photo",
    ];
    expect(codes.filter((code) => probablyUnintended.includes(code))).toEqual([]);
  });

  it("a link to an example domain or a placeholder profile, where it is written", () => {
    const clientFile = "site-data/collections/clients/ridgeway-credit.json";
    const client = checkWith(clientFile, (data) => (data.website = "https://ridgewaycredit.example.com"));
    expect(client.diagnostics).toEqual([]);
    expect(at(client.warnings, clientFile, "/website")).toEqual([
      expect.objectContaining({
        code: "placeholder-address",
        params: { address: "https://ridgewaycredit.example.com" },
      }),
    ]);
    const site = checkWith(
      "site-data/site.json",
      (data) => (data.social = [{ network: "x", href: "https://x.com/nerivo_example", label: "Nerivo on X" }]),
    );
    expect(at(site.warnings, "site-data/site.json", "/social/0/href")[0].code).toBe("placeholder-address");
    // A real address that merely contains the word is not one.
    const real = checkWith(clientFile, (data) => (data.website = "https://examplebank.ng"));
    expect(at(real.warnings, clientFile, "/website")).toEqual([]);
  });

  it("an illustration (an SVG) called a photo, in its alt text or its caption, where it is written", () => {
    const careers = "site-data/pages/careers.json";
    const gallery = (data: Json) => data.sections.find((section: Json) => section.type === "imageGallery");
    const checked = checkWith(careers, (data) => {
      gallery(data).images[0].caption = "Photo: Friday lunch at the Lekki office";
      gallery(data).images[1].image.alt = "A photograph of two engineers at one screen";
    });
    expect(checked.diagnostics).toEqual([]);
    const page = JSON.parse(readFileSync(join(projectRoot, careers), "utf8")) as Json;
    const pointer = (index: number, field: string) =>
      `/sections/${page.sections.findIndex((section: Json) => section.type === "imageGallery")}/images/${index}/${field}`;
    expect(at(checked.warnings, careers, pointer(0, "caption"))).toEqual([
      expect.objectContaining({
        code: "drawing-called-photo",
        params: { src: expect.stringMatching(/^\/images\/culture\/[a-z-]+\.svg$/) },
      }),
    ]);
    expect(at(checked.warnings, careers, pointer(1, "image/alt"))).toEqual([
      expect.objectContaining({ code: "drawing-called-photo" }),
    ]);
    // The same words for a real photograph are fine.
    const photo = {
      image: { src: "/images/culture/lunch.jpg", alt: "Photo of the team at lunch" },
      caption: "Photo: Friday lunch",
    };
    expect(
      illustrationCaptions(
        new Map([["site-data/pages/x.json", { value: { images: [photo] } } as unknown as ParsedFile]]),
      ),
    ).toEqual([]);
  });

  it("a link to a knowledge-base article under another topic is an error that names the article's address", () => {
    const file = "site-data/collections/kbArticles/how-to-raise-a-support-ticket.json";
    const checked = checkWith(
      file,
      (data) =>
        (data.body +=
          "\n\nSee [the invoice guide](/support/knowledge-base/troubleshooting/understanding-your-nerivo-invoice)."),
    );
    expect(at(checked.diagnostics, file, "/body")).toEqual([
      expect.objectContaining({
        code: "link-to-item-elsewhere",
        params: {
          pathname: "/support/knowledge-base/troubleshooting/understanding-your-nerivo-invoice",
          collection: "kbArticles",
          id: "understanding-your-nerivo-invoice",
          address: "/support/knowledge-base/billing/understanding-your-nerivo-invoice",
          inText: true,
        },
      }),
    ]);
  });

  it("WhatsApp links to an office line: at the number they open a chat with", () => {
    const result = checkWith("site-data/site.json", (data) => (data.company.whatsapp = "+234 1 631 0482"));
    expect(result.diagnostics).toEqual([]);
    expect(at(result.warnings, "site-data/site.json", "/company/whatsapp")).toEqual([
      expect.objectContaining({
        code: "whatsapp-on-landline",
        params: { number: "+234 1 631 0482", field: "whatsapp" },
      }),
    ]);
    const mobile = checkWith("site-data/site.json", (data) => (data.company.whatsapp = "+234 809 631 0482"));
    expect(mobile.warnings.filter((warning) => warning.code === "whatsapp-on-landline")).toEqual([]);
  });

  it("two calls to action in a row, at the second", () => {
    const file = "site-data/pages/home.json";
    const result = checkWith(file, (home) => {
      const index = home.sections.findIndex((section: Json) => section.type === "callToAction");
      home.sections.splice(index + 1, 0, structuredClone(home.sections[index]));
      home.sections[index + 1].title = "Another invitation";
    });
    expect(result.diagnostics).toEqual([]);
    const index = JSON.parse(
      readSiteFiles(projectRoot).find((source) => source.file === file)!.text,
    ).sections.findIndex((section: Json) => section.type === "callToAction");
    expect(at(result.warnings, file, `/sections/${index + 1}`)).toEqual([
      expect.objectContaining({
        code: "calls-to-action-in-a-row",
        params: { first: index + 1, second: index + 2, list: "sections" },
      }),
    ]);
  });

  it("a post whose category has no tab on /blog, at the post's category", () => {
    const file = "site-data/collections/posts/practical-ai-credit-scoring.json";
    const result = checkWith(file, (post) => (post.category = "fintech"));
    expect(result.diagnostics).toEqual([]);
    // First on /blog; the category's own page (/blog/category/fintech) has the same tabs.
    expect(at(result.warnings, file, "/category")[0]).toMatchObject({
      code: "untabbed-item",
      params: { value: "fintech", pathname: "/blog", allLabel: "All" },
    });
  });

  it("a gallery whose last row holds one picture", () => {
    const file = "site-data/pages/careers.json";
    const result = checkWith(file, (careers) => {
      const gallery = careers.sections.find((section: Json) => section.type === "imageGallery");
      gallery.columns = 3;
      gallery.images = [0, 1, 2, 3].map((i) => gallery.images[i % gallery.images.length]);
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.warnings.filter((warning) => warning.file === file && warning.code === "lonely-last-image")).toEqual([
      expect.objectContaining({ params: { count: 4, columns: 3 } }),
    ]);
  });

  it("a list or grid that selects nothing, at its source", () => {
    const file = "site-data/pages/portfolio.json";
    let pointer = "";
    const result = checkWith(file, (portfolio) => {
      const index = portfolio.sections.findIndex(
        (section: Json) => section.type === "collectionGrid" && section.source.collection === "testimonials",
      );
      portfolio.sections[index].source.filter = { fields: ["company"], value: "Nobody Ltd" };
      pointer = `/sections/${index}/source`;
    });
    expect(result.diagnostics).toEqual([]);
    expect(at(result.warnings, file, pointer)).toEqual([
      expect.objectContaining({
        code: "empty-selection",
        params: { type: "collectionGrid", count: 1, first: "/portfolio" },
      }),
    ]);
  });

  it("an image path whose file exists with another extension is an error with a did-you-mean", () => {
    const file = "site-data/collections/authors/kemi-adebanjo.json";
    let wrong = "";
    const result = checkWith(file, (author) => {
      wrong = author.image.src.replace(/\.svg$/, ".png");
      author.image.src = wrong;
    });
    expect(at(result.diagnostics, file, "/image/src")).toEqual([
      expect.objectContaining({
        code: "missing-image-file",
        params: { src: wrong, sameName: wrong.replace(/\.png$/, ".svg") },
      }),
    ]);
  });
});
