import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLink, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { site } from "../../../../tests/unit/test-providers.tsx";
import { heroWithTwoActions } from "./fixtures.ts";

describe("hero", () => {
  it("shows the headline as the page's h1, the line under it, both buttons, and the site's background loaded at once", () => {
    const block = heroWithTwoActions;
    renderSections(block);
    expect(screen.getByRole("heading", { level: 1, name: block.title })).toBeInTheDocument();
    expect(screen.getByText(block.subtitle)).toBeInTheDocument();
    expectLink(block.primaryAction.label, block.primaryAction.href);
    expectLink(block.secondaryAction!.label, block.secondaryAction!.href);
    const background = document.querySelector("img")!;
    const expected = block.backgroundImage ?? site.defaults.heroBackground;
    expect(background).toHaveAttribute("src", expected.src);
    expect(background).toHaveAttribute("width", String(expected.width));
    expect(background).toHaveAttribute("height", String(expected.height));
    expect(background).not.toHaveAttribute("loading", "lazy");
  });

  it("leaves out the secondary button when there is none, and uses its own background when given", () => {
    const backgroundImage = { src: "/images/hero/own.jpg", alt: "Our office", width: 1600, height: 900 };
    renderSections({ ...heroWithTwoActions, secondaryAction: undefined, backgroundImage });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByAltText("Our office")).toHaveAttribute("src", backgroundImage.src);
  });
});
