import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { aroundChange, changeWords, fieldChanges, valueText } from "../../../src/studio/state/field-changes.ts";
import { humanize } from "../../../src/studio/state/schema-tree.ts";
import { projectSchemas as schemas } from "../project-schemas.ts";

type Json = Record<string, unknown>;
type Page = Json & { sections: (Json & { type: string })[] };

const root = join(import.meta.dirname, "../../..");
const read = <T = Json>(file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as T;
const say = (file: string, before: unknown, after: unknown) =>
  fieldChanges(schemas, file, before, after).map(changeWords);

const HOME = "site-data/pages/home.json";
const POST = "site-data/collections/posts/automating-loan-origination.json";
const home = read<Page>(HOME);
const post = read<Json & { title: string; body: string; image: { src: string; alt: string } }>(POST);
/** A block's name as its form says it, from its type ("featureGrid" -> "Feature grid"). */
const blockName = (index: number, page = home) => `Block ${index + 1}: ${humanize(page.sections[index].type)}`;

describe("a file's changes in words, field by field", () => {
  it("says a text field's old and new text", () => {
    expect(say(POST, post, { ...post, title: "A new title" })).toEqual([`Title: “${post.title}” → “A new title”`]);
  });

  it("names a block's field by the block's number and type", () => {
    const after = structuredClone(home);
    after.sections[0].title = "A new hero title";
    expect(say(HOME, home, after)).toEqual([
      `${blockName(0)} › Title: “${String(home.sections[0].title)}” → “A new hero title”`,
    ]);
  });

  it("names an entry of a list inside a block by its number, and says an emptied and a filled field", () => {
    const index = home.sections.findIndex((section) => Array.isArray(section.items));
    const after = structuredClone(home);
    const before = (home.sections[index].items as Json[])[1];
    (after.sections[index].items as Json[])[1] = { ...before, description: "" };
    const place = `${blockName(index)} › Items 2 › Description`;
    expect(say(HOME, home, after)).toEqual([`${place}: emptied (was “${String(before.description)}”)`]);
    expect(say(HOME, after, home)).toEqual([`${place}: added “${String(before.description)}”`]);
    // An entry added is named by what it says.
    const added = structuredClone(home);
    const items = added.sections[index].items as Json[];
    items.push({ ...before, title: "Round-the-clock support" });
    expect(say(HOME, home, added)).toEqual([
      `${blockName(index)} › Items ${items.length} “Round-the-clock support” added`,
    ]);
  });

  it("says a block added, one removed, and blocks reordered, each once", () => {
    const added = structuredClone(home);
    added.sections.push({ type: "faqTabs", title: "Questions" });
    expect(say(HOME, home, added)).toEqual([`Block ${added.sections.length}: Faq tabs added`]);

    const removed = structuredClone(home);
    removed.sections.splice(1, 1);
    expect(say(HOME, home, removed)).toEqual([`${blockName(1)} removed`]);

    const reordered = structuredClone(home);
    [reordered.sections[1], reordered.sections[2]] = [reordered.sections[2], reordered.sections[1]];
    expect(say(HOME, home, reordered)).toEqual(["Blocks reordered"]);
  });

  it("keeps a block changed in place as the same block when another of its type is added", () => {
    const after = structuredClone(home);
    after.sections[0].title = "Changed";
    after.sections.splice(1, 0, { ...home.sections[0], title: "A second hero", subtitle: "Other words" });
    expect(say(HOME, home, after)).toEqual([
      `${blockName(0)} › Title: “${String(home.sections[0].title)}” → “Changed”`,
      `${blockName(1, after)} added`,
    ]);
  });

  it("shows a picture changed as the pictures, and a picture's new alt text as words", () => {
    const image = { src: "/images/uploads/new-photo.jpg", alt: "The team at the Lekki office" };
    const changes = fieldChanges(schemas, POST, post, { ...post, image });
    expect(changes).toEqual([
      { kind: "picture", place: "Image", before: { src: post.image.src, alt: post.image.alt }, after: image },
    ]);
    expect(changeWords(changes[0])).toMatch(/^Image: picture “.*” → “The team at the Lekki office”$/);
    expect(say(POST, post, { ...post, image: { ...post.image, alt: "Other words" } })).toEqual([
      `Image › Alt text: “${post.image.alt}” → “Other words”`,
    ]);
  });

  it("shows a long text around the words that changed, not its first line", () => {
    const words = post.body.split(" ");
    const middle = Math.floor(words.length / 2);
    const changed = [...words.slice(0, middle), "REPLACED", ...words.slice(middle + 1)].join(" ");
    const [line] = say(POST, post, { ...post, body: changed });
    expect(line).toContain("REPLACED");
    expect(line).toContain(words[middle]);
    expect(line).not.toContain(post.body.slice(0, 40));
    expect(line.length).toBeLessThan(400);
    const [before, after] = aroundChange(post.body, changed);
    expect(before.startsWith("…") && after.startsWith("…")).toBe(true);
  });

  it("says an item chosen from a collection (an author) by its title, not its id", () => {
    const authors = readdirSync(join(root, "site-data/collections/authors")).map((file) => file.replace(/\.json$/, ""));
    const other = authors.find((id) => id !== post.author)!;
    const nameOf = (id: string) => read<{ name: string }>(`site-data/collections/authors/${id}.json`).name;
    const names = (collection: string, id: string) => (collection === "authors" ? nameOf(id) : undefined);
    const changes = fieldChanges(schemas, POST, post, { ...post, author: other }, names);
    expect(changes.map(changeWords)).toEqual([`Author: “${nameOf(String(post.author))}” → “${nameOf(other)}”`]);
    // Without the titles, its id.
    expect(say(POST, post, { ...post, author: other })).toEqual([`Author: “${String(post.author)}” → “${other}”`]);
  });

  it("names a new file and a deleted one by their kind and title", () => {
    expect(say(POST, undefined, { ...post, title: "Year in review" })).toEqual(["New blog post “Year in review”"]);
    const faqFile = readdirSync(join(root, "site-data/collections/faqs"))[0];
    const faq = read<{ question: string }>(`site-data/collections/faqs/${faqFile}`);
    expect(say(`site-data/collections/faqs/${faqFile}`, faq, undefined)).toEqual([`Deleted FAQ “${faq.question}”`]);
    expect(say("site-data/pages/about.json", undefined, read("site-data/pages/about.json"))).toEqual([
      "New page “About”",
    ]);
  });

  it("says nothing of a file that did not change, or only changed its layout", () => {
    expect(say(POST, post, structuredClone(post))).toEqual([]);
  });

  it("says a value of several fields in words, never as JSON", () => {
    expect(valueText({ label: "Get Started", href: "/contact" })).toBe("“Get Started”");
    expect(valueText({ href: "/contact", context: "about us" })).toBe("Href “/contact”, Context “about us”");
    expect(valueText({ src: "/images/a.jpg", alt: "A cat" })).toBe("“A cat”");
    expect(valueText(["a", "b"])).toBe("“a”, “b”");
    expect(valueText(true)).toBe("Yes");
    expect(valueText("")).toBeNull();
  });
});
