import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnPage, renderSections } from "../../../tests/unit/block-test-helpers.tsx";
import { renderWithProviders } from "../../../tests/unit/test-providers.tsx";
import { ShowEmptySections } from "./empty-sections-context.tsx";
import { PageSections } from "./PageSections.tsx";
import type { Block } from "../../core/generated/site-data.ts";
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

  it("in development and the editor's preview, a block that renders nothing is a marked section the note is drawn in; in production, a bare one", () => {
    // A grid of a collection without a card renders nothing (validation reports it at the block).
    const cardless = { type: "collectionGrid", source: { collection: "clients", limit: 3 } } as unknown as Block;
    const { unmount } = renderSections(cardless);
    const marked = document.querySelector('section[data-block="collectionGrid"]');
    expect(marked).not.toBeNull();
    expect(marked).toBeEmptyDOMElement();
    expect(marked!.classList.length).toBe(2);
    unmount();
    renderWithProviders(
      <ShowEmptySections.Provider value={false}>
        <PageSections sections={[cardless]} />
      </ShowEmptySections.Provider>,
    );
    const bare = document.querySelector("section");
    expect(bare).not.toBeNull();
    expect(bare!.hasAttribute("data-block")).toBe(false);
    expect(bare!.classList.length).toBe(1);
  });

  it("leaves out, section and all, a block showing an optional field the page's item leaves empty", () => {
    const quotes = {
      type: "collectionGrid",
      id: "quotes",
      source: { collection: "testimonials", from: "testimonials" },
    } as unknown as Block;
    renderOnPage({ collection: "products", value: { id: "x", title: "X", testimonials: [] } } as never, quotes);
    expect(document.querySelector("section")).toBeNull();
  });
});
