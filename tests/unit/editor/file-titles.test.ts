import { describe, expect, it } from "vitest";
import { titleOf } from "../../../src/studio/state/file-titles.ts";
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

  it("calls other pages and items by their title or name", () => {
    expect(titleOf({ id: "about", title: "About Us" }, "site-data/pages/about.json", schemas)).toBe("About Us");
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
