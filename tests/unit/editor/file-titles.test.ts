import { describe, expect, it } from "vitest";
import { addressOf, titleOf } from "../../../src/studio/state/file-titles.ts";
import type { EditorState } from "../../../src/studio/state/editor-state.ts";
import { words } from "../../../src/studio/words.ts";
import { itemWordsOf } from "../../../src/core/content/collection-words.ts";
import { projectSchemas as schemas } from "../project-schemas.ts";

describe("what the editor calls a file", () => {
  it("calls a page of one address per item by what it is, not by its placeholder", () => {
    expect(
      titleOf(
        { id: "blog-post", path: "/blog/:postId", collection: "posts", title: "{item.title}" },
        "site-data/pages/blog-post.json",
        schemas,
      ),
    ).toBe("Blog post (one page per post)");
    expect(
      titleOf(
        {
          id: "blog-category",
          path: "/blog/category/:id",
          collection: "blogCategories",
          title: "{item.name} Articles",
        },
        "site-data/pages/blog-category.json",
        schemas,
      ),
    ).toBe("Blog category (one page per category)");
  });

  it("calls a page by what it is, not by the line search results show, and an item by its title or name", () => {
    const home = { id: "home", path: "/", title: "Software, Banking & IT Services in Lagos" };
    expect(titleOf(home, "site-data/pages/home.json", schemas)).toBe("Home");
    expect(titleOf({ id: "privacy-policy", title: "Privacy" }, "site-data/pages/privacy-policy.json", schemas)).toBe(
      "Privacy policy",
    );
    expect(titleOf({ id: "ada", name: "Ada Obi" }, "site-data/collections/authors/ada.json", schemas)).toBe("Ada Obi");
  });

  it("says New post, not New in Posts", () => {
    expect(words.newItem(itemWordsOf(schemas, "posts"), "Posts")).toBe("New post");
    expect(words.newItem(itemWordsOf(schemas, "faqs"), "FAQs")).toBe("New FAQ");
    expect(words.newItem(itemWordsOf(schemas, "somethingElse"), "Something else")).toBe("New in Something else");
  });

  it("takes a collection's words from its schema", () => {
    const withEvents = {
      ...schemas,
      "collections/events.schema.json": { itemWords: { one: "Event", short: "event", new: "New event" } },
    };
    expect(words.newItem(itemWordsOf(withEvents, "events"), "Events")).toBe("New event");
    const eventPages = { id: "event", path: "/events/:eventId", collection: "events", title: "{item.title}" };
    expect(titleOf(eventPages, "site-data/pages/event.json", withEvents)).toBe("Event (one page per event)");
    expect(titleOf(eventPages, "site-data/pages/event.json", schemas)).toBe("One page per item of events");
  });
});

describe("where the list says a page or an item is", () => {
  const file = (path: string, value: unknown) => [path, { text: JSON.stringify(value), version: "1" }] as const;
  const state = {
    disk: new Map([
      file("site-data/pages/about.json", { id: "about", path: "/about", title: "About" }),
      file("site-data/pages/blog-post.json", { id: "blog-post", path: "/blog/:postId", collection: "posts" }),
      file("site-data/collections/posts/loans.json", { id: "loans", title: "Loans" }),
      file("site-data/collections/authors/ada.json", { id: "ada", name: "Ada Obi" }),
      file("site-data/pages/kb-article.json", {
        id: "kb-article",
        path: "/support/knowledge-base/:topic/:articleId",
        collection: "kbArticles",
      }),
      file("site-data/collections/kbArticles/pay-by-transfer.json", { id: "pay-by-transfer", topic: "billing" }),
    ]),
    drafts: new Map(),
    schemas,
  } as unknown as EditorState;

  it("says its address on the site, never its file", () => {
    expect(addressOf(state, "site-data/pages/about.json")).toBe("/about");
    expect(addressOf(state, "site-data/pages/blog-post.json")).toBe("/blog/…");
    expect(addressOf(state, "site-data/collections/posts/loans.json")).toBe("/blog/loans");
    expect(addressOf(state, "site-data/collections/authors/ada.json")).toBeNull();
    // Under its topic's folder: the article's own address, no part of the page's pattern.
    expect(addressOf(state, "site-data/collections/kbArticles/pay-by-transfer.json")).toBe(
      "/support/knowledge-base/billing/pay-by-transfer",
    );
  });

  it("reads a title's placeholders as visitors read them", () => {
    const site = { company: { shortName: "Nerivo", founded: 2012, phone: "+234 1 000 0000" } };
    expect(
      titleOf(
        { id: "q", question: "Who does {company.shortName} work with?" },
        "site-data/collections/faqs/q.json",
        schemas,
        site,
      ),
    ).toBe("Who does Nerivo work with?");
  });
});
