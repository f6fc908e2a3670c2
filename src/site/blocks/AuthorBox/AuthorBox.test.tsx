import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, firstPost, onFirstPost, renderOnPage } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { postAuthorBox } from "./fixtures.ts";

describe("authorBox", () => {
  it("on a post's page, shows the post's author: name, title, bio and picture", () => {
    const block = postAuthorBox;
    renderOnPage(onFirstPost(), block);
    const author = allItems.authors[firstPost().author];
    expectHeadings(2, [block.label]);
    expect(screen.getByText(author.name)).toBeInTheDocument();
    expect(screen.getByText(author.title)).toBeInTheDocument();
    expect(screen.getByText(author.bio)).toBeInTheDocument();
    expect(screen.getByAltText(author.image.alt)).toHaveAttribute("src", author.image.src);
  });
});
