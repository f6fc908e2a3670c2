/**
 * The checks a good editor makes before publishing, as the editor lists them: each where it is written, in plain words
 * that say the fix, with its button; warnings unless the site's settings make one block a publish.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { emptyAltText } from "../../../src/core/content/lint/alt-texts.ts";
import { defaultPageWeightBudgetKb, phoneBytes } from "../../../src/core/content/lint/page-weights.ts";
import { siteAddresses } from "../../../src/core/content/lint/site-addresses.ts";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import type { ImageFile } from "../../../src/core/images/read-image-file.ts";
import { publicImageReader, readSiteFiles } from "../../../src/core/validation/read-site-files.ts";
import { warningActionWords } from "../../../src/core/words/warning-words.ts";
import { adminOnlyWarning, fixOf, inEditorWords } from "../../../src/studio/ui/files/warning-actions.ts";
import { projectRoot, schemaValidators } from "../validation/fixture-site.ts";

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into site data at any depth to break one thing.
type Json = Record<string, any>;

const siteFile = "site-data/site.json";
const postsFolder = "site-data/collections/posts";

/**
 * The shipped site data with some files changed in memory, checked as the editor's server checks it; `images` makes
 * some pictures' files other than they are on disk (a heavy upload).
 */
function checkWith(changes: Record<string, (data: Json) => void>, images: Record<string, Partial<ImageFile>> = {}) {
  const files = readSiteFiles(projectRoot).map((source) => {
    const change = changes[source.file];
    if (!change) return source;
    const data = JSON.parse(source.text) as Json;
    change(data);
    return { file: source.file, text: `${JSON.stringify(data, null, 2)}\n` };
  });
  return checkSiteData({
    files,
    validators: schemaValidators(),
    publicImage: (src) => {
      const file = onDisk(src);
      return file && images[src] ? { ...file, ...images[src] } : file;
    },
  });
}
const onDisk = publicImageReader(join(projectRoot, "public"));

/** A post of the shipped site with a picture, read from the data rather than named here. */
const posts = readSiteFiles(projectRoot)
  .filter(({ file }) => file.startsWith(`${postsFolder}/`))
  .map(({ file, text }) => ({ file, data: JSON.parse(text) as Json }))
  .filter(({ data }) => typeof data.image?.src === "string" && !data.image.decorative);

/** The headings of a Markdown text (# lines outside code), with their number of # and their words. */
const markdownHeadings = (markdown: string) =>
  marked
    .lexer(markdown)
    .flatMap((token) =>
      token.type === "heading" ? [{ depth: token.depth as number, text: token.text as string }] : [],
    );

/** A post whose body has a main heading (##), read from the data. */
const postWithHeadings = readSiteFiles(projectRoot)
  .filter(({ file }) => file.startsWith(`${postsFolder}/`))
  .map(({ file, text }) => ({ file, data: JSON.parse(text) as Json }))
  .find(({ data }) => typeof data.body === "string" && markdownHeadings(data.body).some(({ depth }) => depth === 2))!;
const ofCode = (code: string) => (warning: { code: string }) => warning.code === code;

describe("the pre-publish checks", () => {
  it("the shipped site has no picture without a description", () => {
    const checked = checkWith({});
    expect(checked.diagnostics).toEqual([]);
    expect(checked.warnings.filter((warning) => warning.code === "alt-text-missing")).toEqual([]);
  });

  it("the pre-publish checks list a missing alt text with its fix", () => {
    const [camera, named] = posts;
    const fileName = named.data.image.src.split("/").pop();
    const checked = checkWith({
      [camera.file]: (data) => (data.image.alt = "IMG_2041"),
      [named.file]: (data) => (data.image.alt = fileName),
    });
    // Valid (the schema takes any text that is not empty), so the change can be published: a warning, not a problem.
    expect(checked.diagnostics).toEqual([]);
    const found = checked.warnings.filter((warning) => warning.code === "alt-text-missing");
    expect(found.map(({ file, pointer }) => ({ file, pointer }))).toEqual(
      expect.arrayContaining([
        { file: camera.file, pointer: "/image/alt" },
        { file: named.file, pointer: "/image/alt" },
      ]),
    );
    expect(found).toHaveLength(2);

    // What the editor lists: plain words that say what to do, and the button that goes to the field to do it.
    const shown = inEditorWords(found.find((warning) => warning.file === camera.file)!);
    expect(shown.message).toContain('"IMG_2041"');
    expect(shown.message).toMatch(/Write the alt text: say in a short sentence what it shows/);
    expect(shown.message).not.toMatch(/\.json|"alt"|alt-text-missing/);
    expect(adminOnlyWarning("alt-text-missing")).toBe(false);
    expect(fixOf("alt-text-missing")).toBe("goToField");
    expect(warningActionWords.goToFieldFor["alt-text-missing"]).toBe("Write the alt text");
    // Writing a description is the fix: the check then finds nothing.
    const fixed = checkWith({
      [camera.file]: (data) => (data.image.alt = "Two engineers pairing at one screen in the Lagos office"),
      [named.file]: () => undefined,
    });
    expect(fixed.warnings.filter((warning) => warning.code === "alt-text-missing")).toEqual([]);
  });

  it("tells a description from a stand-in, and leaves a decorative picture alone", () => {
    const src = "/images/blog/team-workshop.jpg";
    expect(emptyAltText("   ", src)).toBe("blank");
    expect(emptyAltText("team-workshop.jpg", src)).toBe("file-name");
    expect(emptyAltText("Team workshop", src)).toBe("file-name");
    expect(emptyAltText("Image", src)).toBe("placeholder");
    expect(emptyAltText("DSC01234", src)).toBe("placeholder");
    expect(emptyAltText("Describe what the picture shows", src)).toBe("placeholder");
    expect(emptyAltText("Our team at a workshop on delivery, around a whiteboard", src)).toBeNull();
    expect(emptyAltText("Photo of the team at the 2024 offsite", src)).toBeNull();
    const [post] = posts;
    const decorative = checkWith({
      [post.file]: (data) => (data.image = { src: data.image.src, alt: "", decorative: true }),
    });
    expect(decorative.diagnostics).toEqual([]);
    expect(decorative.warnings.filter((warning) => warning.code === "alt-text-missing")).toEqual([]);
  });

  it("a site setting makes the check block a publish, at its field and in the same words", () => {
    const [post] = posts;
    const site = JSON.parse(readFileSync(join(projectRoot, siteFile), "utf8")) as Json;
    expect(site.editing?.publishChecksThatBlock ?? {}).toEqual({});
    const blocked = checkWith({
      [siteFile]: (data) => (data.editing = { ...data.editing, publishChecksThatBlock: { "alt-text-missing": true } }),
      [post.file]: (data) => (data.image.alt = "image"),
    });
    expect(blocked.loaded).toBeUndefined();
    expect(blocked.warnings.filter((warning) => warning.code === "alt-text-missing")).toEqual([]);
    const [problem] = blocked.diagnostics;
    expect(blocked.diagnostics).toHaveLength(1);
    expect(problem).toMatchObject({ file: post.file, pointer: "/image/alt", code: "alt-text-missing" });
    expect(inEditorWords(problem).message).toMatch(/Write the alt text.*must be fixed before publishing/);
  });

  it("the shipped site has no page over its pictures' budget", () => {
    const checked = checkWith({});
    expect(checked.warnings.filter(ofCode("page-too-heavy"))).toEqual([]);
  });

  it("weighs a photo as a phone gets it, a drawing as it is", () => {
    // A photo 3,000 px wide is fetched about 750 px wide on a phone: a sixteenth of its pixels.
    expect(phoneBytes({ bytes: 1_600_000, type: "jpeg", width: 3000, height: 2000 })).toBe(100_000);
    expect(phoneBytes({ bytes: 90_000, type: "jpeg", width: 600, height: 400 })).toBe(90_000);
    expect(phoneBytes({ bytes: 40_000, type: "svg" })).toBe(40_000);
  });

  // A heading that skips a level, or a second title (#), is not a warning here but a problem of the text the editor
  // refuses to publish (src/core/validation/markdown-facts.ts): its words are the editor's all the same.
  it("a heading that skips a level is refused at its field, in plain words; # in code is no heading", () => {
    const { file, data } = postWithHeadings;
    const [first] = markdownHeadings(data.body).filter(({ depth }) => depth === 2);
    const inCode = checkWith({
      [file]: (post) => (post.body = `${post.body}\n\n\`\`\`\n# a comment\n#### not a heading\n\`\`\`\n`),
    });
    expect(inCode.diagnostics).toEqual([]);

    const skipped = checkWith({
      [file]: (post) => (post.body = post.body.replace(`## ${first.text}`, `## ${first.text}\n\n#### In detail`)),
    });
    expect(skipped.diagnostics).toEqual([
      expect.objectContaining({ file, pointer: "/body", code: "markdown-skipped-heading-level" }),
    ]);
    const shown = inEditorWords(skipped.diagnostics[0]).message;
    expect(shown).toBe(
      "The heading “In detail” jumps from a main heading to a sub-sub-heading: make it a sub-heading (###), so screen readers can follow the page's outline.",
    );
    expect(warningActionWords.goToFieldFor["markdown-skipped-heading-level"]).toBe("Change the heading");

    const top = checkWith({ [file]: (post) => (post.body = `# A **second** title\n\n${post.body}`) });
    const [second] = top.diagnostics;
    expect(second).toMatchObject({ file, pointer: "/body", code: "markdown-level-one-heading" });
    expect(inEditorWords(second).message).toMatch(
      /^The heading “A second title” is written as a title \(#\), but the page has its title already.*make it a main heading \(##\)/,
    );
    for (const message of [shown, inEditorWords(second).message]) expect(message).not.toMatch(/\.json|\/body|level-/);
  });

  it("a page whose pictures weigh more on a phone than the budget is listed at its heaviest picture", () => {
    const [post] = posts;
    // The post's picture as a heavy file (its pixels as they are): 3 MB, however it is estimated at a phone's width.
    const heavy = { bytes: 3 * 1024 * 1024 };
    const checked = checkWith({}, { [post.data.image.src]: heavy });
    expect(checked.diagnostics).toEqual([]);
    const found = checked.warnings.filter(ofCode("page-too-heavy")).filter((warning) => warning.file === post.file);
    expect(found).toHaveLength(1);
    const [warning] = found;
    expect(warning.pointer).toBe("/image/src");
    const address = [...siteAddresses(checked.loaded!.siteData)].find(({ item }) => item?.file === post.file)!;
    const heaviest = phoneBytes({ ...onDisk(post.data.image.src)!, ...heavy });
    expect(warning.params).toMatchObject({
      pathname: address.pathname,
      budgetKb: defaultPageWeightBudgetKb,
      heaviestBytes: heaviest,
    });
    expect(Number(warning.params.bytes)).toBeGreaterThanOrEqual(heaviest);
    const shown = inEditorWords(warning).message;
    expect(shown).toMatch(/^Use smaller pictures, or fewer: the pictures of \S+ weigh about [\d.]+ MB on a phone/);
    expect(shown).toContain(`the site's budget is ${defaultPageWeightBudgetKb} kB`);
    expect(shown).not.toMatch(/\.json|\.jpe?g|page-too-heavy/);
    expect(fixOf("page-too-heavy")).toBe("goToField");
    expect(warningActionWords.goToFieldFor["page-too-heavy"]).toBeTruthy();

    // The site's own budget: a larger one lets the page be.
    const budgetKb = Math.ceil(Number(warning.params.bytes) / 1024) + 1;
    const roomier = checkWith(
      { [siteFile]: (data) => (data.editing = { ...data.editing, pageWeightBudgetKb: budgetKb }) },
      { [post.data.image.src]: heavy },
    );
    expect(roomier.warnings.filter(ofCode("page-too-heavy")).filter((w) => w.file === post.file)).toEqual([]);
  });

  it("the site's settings make the weight of pictures block a publish, at the heaviest picture", () => {
    const [post] = posts;
    const heavy = checkWith(
      {
        [siteFile]: (site) => (site.editing = { ...site.editing, publishChecksThatBlock: { "page-too-heavy": true } }),
      },
      { [post.data.image.src]: { bytes: 3 * 1024 * 1024 } },
    );
    expect(heavy.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: post.file, pointer: "/image/src", code: "page-too-heavy" }),
      ]),
    );
    expect(heavy.diagnostics.every(({ code }) => code === "page-too-heavy")).toBe(true);
  });
});
