import { describe, expect, it } from "vitest";
import { newValue, resolveNode } from "../../../src/studio/state/schema-tree.ts";
import { readableText } from "../../../src/studio/state/readable-text.ts";
import { projectSchemas as schemas } from "../project-schemas.ts";

const node = (name: string) => ({ schema: schemas[name]!, base: name });

describe("a new item or block", () => {
  it("starts with every text of the example empty (title, date, author, picture, body), its shape and choices kept", () => {
    const post = newValue(schemas, node("collections/posts.schema.json")) as Record<string, unknown>;
    const example = (schemas["collections/posts.schema.json"]!.examples as Record<string, unknown>[])[0];
    for (const field of ["title", "excerpt", "category", "date", "author", "body"]) {
      expect(example[field]).not.toBe("");
      expect(post[field]).toBe("");
    }
    expect(post.image).toMatchObject({ src: "", alt: "" });
  });

  it("keeps a call to action's buttons, each with its label and link to write", () => {
    const block = newValue(schemas, node("blocks/callToAction.schema.json")) as Record<string, unknown>;
    expect(block.type).toBe("callToAction");
    expect(block.title).toBe("");
    expect(block.primaryAction).toEqual({ label: "", href: "" });
  });

  it("reads a schema of parts (an item source narrowed to the questions and answers) as one form, not as code", () => {
    const source = resolveNode(schemas, {
      schema: (schemas["blocks/faqAccordion.schema.json"]!.properties as Record<string, Record<string, unknown>>)
        .source,
      base: "blocks/faqAccordion.schema.json",
    });
    const fields = source.schema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["collection", "filter", "sort"]));
    expect(fields.collection.const).toBe("faqs");
  });
});

describe("a text with placeholders", () => {
  const site = { company: { shortName: "Nerivo", founded: 2012, phone: "+234 1 000 0000" } };

  it("reads as visitors read it, and what the page fills in is said by name", () => {
    expect(readableText("What does {company.shortName} do?", site)).toBe("What does Nerivo do?");
    expect(readableText("Apply for {item.title}", site, "job opening")).toBe("Apply for [the job opening's title]");
    expect(readableText("Page {page.number} of {page.count}", site)).toBe("Page [the page number] of [the page count]");
  });
});
