import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSections } from "../../tests/unit/block-test-helpers.tsx";
import type { Block } from "../generated/site-data.ts";
import { callToActionWithTwoActions } from "./CallToAction/fixtures.ts";
import { featureGridOfItsOwnCards } from "./FeatureGrid/fixtures.ts";
import { heroWithTwoActions } from "./Hero/fixtures.ts";

describe("PageSections", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const unknownBlock = { type: "heroo" } as unknown as Block;

  it("puts a block's id on its <section> so #id links land on it", () => {
    renderSections({ ...featureGridOfItsOwnCards, id: "why-choose-us" });
    const section = document.querySelector("section#why-choose-us");
    expect(section).toContainElement(
      screen.getByRole("heading", { level: 2, name: featureGridOfItsOwnCards.heading.title }),
    );
  });

  it("in development, shows an alert naming an unknown block type and still renders the other blocks", () => {
    renderSections(heroWithTwoActions, unknownBlock, callToActionWithTwoActions);
    expect(screen.getByRole("alert")).toHaveTextContent('"heroo"');
    expect(screen.getByRole("heading", { level: 1, name: heroWithTwoActions.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: callToActionWithTwoActions.title })).toBeInTheDocument();
  });

  it("in production, leaves an unknown block out and logs its type", () => {
    vi.stubEnv("DEV", false);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderSections(heroWithTwoActions, unknownBlock, callToActionWithTwoActions);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"heroo"'));
    expect(screen.getByRole("heading", { level: 1, name: heroWithTwoActions.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: callToActionWithTwoActions.title })).toBeInTheDocument();
  });
});
