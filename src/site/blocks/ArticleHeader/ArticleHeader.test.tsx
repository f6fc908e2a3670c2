import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectHeadings,
  expectLink,
  firstPost,
  itemFolders,
  onFirstPost,
  renderOnPage,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems, site } from "../../../../tests/unit/test-providers.tsx";
import { postHeader } from "./fixtures.ts";

describe("articleHeader", () => {
  it("on a post's page, shows its title, the way back, its categories, author, date, read time and picture", () => {
    const block = postHeader;
    renderOnPage(onFirstPost(), block);
    const post = firstPost();
    const author = allItems.authors[post.author];
    expectHeadings(1, [post.title]);
    expectLink(block.backAction.label, block.backAction.href);
    // The post's categories, each to its category page.
    for (const id of [post.category, ...(post.tags ?? [])])
      expectLink(allItems.blogCategories[id].name, `${itemFolders.blogCategories}/${id}`);
    expect(screen.getByText(`${block.byLabel} ${author.name}`)).toBeInTheDocument();
    expect(document.querySelector("time")).toHaveAttribute("datetime", post.date);
    expect(screen.getByText(`${post.readMinutes} ${site.labels.minRead}`)).toBeInTheDocument();
    expect(screen.getByAltText(post.image.alt)).toHaveAttribute("src", post.image.src);
  });
});
