import { describe, expect, it } from "vitest";
import { titleOf } from "../../../src/editor/state/file-titles.ts";
import { words } from "../../../src/editor/words.ts";

describe("what the editor calls a file", () => {
  it("calls a page of one address per item by what it is, not by its placeholder", () => {
    expect(
      titleOf(
        { id: "blog-post", path: "/blog/:postId", collection: "posts", title: "{item.title}" },
        "site-data/pages/blog-post.json",
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
      ),
    ).toBe("Blog category (one page per category)");
  });

  it("calls other pages and items by their title or name", () => {
    expect(titleOf({ id: "about", title: "About Us" }, "site-data/pages/about.json")).toBe("About Us");
    expect(titleOf({ id: "ada", name: "Ada Obi" }, "site-data/collections/authors/ada.json")).toBe("Ada Obi");
  });

  it("says New post, not New in Posts", () => {
    expect(words.newItem("posts", "Posts")).toBe("New post");
    expect(words.newItem("faqs", "FAQs")).toBe("New FAQ");
    expect(words.newItem("somethingElse", "Something else")).toBe("New in Something else");
  });
});
