import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  expectHeadings,
  expectLink,
  renderOnPage,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { onService, service } from "../../../../tests/unit/detail-items.ts";
import { startReveal } from "../../shell/reveal.ts";
import { featureGridOfItsOwnCards } from "./fixtures.ts";

describe("featureGrid", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows its heading and subtitle, and a card per item with its title, description and icon", () => {
    const block = featureGridOfItsOwnCards;
    renderSections(block);
    expectHeadings(2, [block.heading.title]);
    expect(screen.getByText(block.heading.subtitle!)).toBeInTheDocument();
    expectHeadings(
      3,
      block.items!.map((item) => item.title),
    );
    for (const item of block.items!) expect(screen.getByText(item.description)).toBeInTheDocument();
    expect(document.querySelectorAll(`svg.tabler-icon-${block.items![0].icon}`)).toHaveLength(1);
  });

  it("a card with an action ends with its link; cards without one have none", () => {
    const [first, second] = featureGridOfItsOwnCards.items!;
    renderSections({
      ...featureGridOfItsOwnCards,
      items: [{ ...first, action: { label: "Call us", href: "tel:+234 1 631 0482" } }, second],
    });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    // A phone number as written dials as digits.
    expectLink("Call us", "tel:+23416310482");
  });

  it("feature icons cycle through six colour schemes", () => {
    const [item] = featureGridOfItsOwnCards.items!;
    renderSections({ ...featureGridOfItsOwnCards, items: [item, item, item, item, item, item, item] });
    const colours = [...document.querySelectorAll<HTMLElement>("[style*='--icon-bg']")].map((icon) =>
      icon.style.getPropertyValue("--icon-bg"),
    );
    expect(new Set(colours.slice(0, 6)).size).toBe(6);
    expect(colours[6]).toBe(colours[0]);
  });

  it("a feature card from the item without an icon has no icon square; one with an icon keeps it", () => {
    const approach = [
      { title: "Assess", description: "We review your systems." },
      { icon: "target", title: "Recommend", description: "A prioritised plan." },
    ];
    renderOnPage(onService({ ...service, approach }), {
      type: "featureGrid",
      heading: { title: "Our Approach" },
      from: "approach",
    });
    const cards = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.parentElement!);
    expect(cards.map((card) => card.querySelectorAll("[style*='--icon-bg']").length)).toEqual([0, 1]);
    expect(cards[1].querySelector("svg.tabler-icon-target")).toHaveAttribute("aria-hidden", "true");
  });

  it("grid cards below the viewport wait hidden and are revealed once 50px inside it; cards in view stay shown", () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      observed: Element[];
      unobserved: Element[];
    }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options, observed: [], unobserved: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.observed.push(element);
        }
        unobserve(element: Element) {
          this.entry.unobserved.push(element);
        }
      },
    );
    const measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    const [item] = featureGridOfItsOwnCards.items!;
    const items: [typeof item, ...(typeof item)[]] = [item, item, item];
    renderSections({ ...featureGridOfItsOwnCards, items });
    const cards = [...document.querySelectorAll<HTMLElement>("[style*='--reveal-delay']")];
    expect(cards).toHaveLength(items.length);
    // Rendered, every card reads as it is: the page's script does the revealing (src/site/shell/reveal.ts).
    expect(cards.map((card) => card.getAttribute("data-reveal"))).toEqual(["", "", ""]);
    startReveal();
    const [observer] = observers;
    expect(observer.observed).toEqual(cards);
    expect(observer.options?.rootMargin).toBe("-50px 0px");
    expect(measured).not.toHaveBeenCalled();
    const report = (card: number, isIntersecting: boolean, top: number) =>
      observer.callback(
        [{ target: cards[card], isIntersecting, boundingClientRect: { top } } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );

    // First reports: the first card is in view, the second in the 50px margin at the bottom (partly visible), the third below.
    report(0, true, 100);
    report(1, false, window.innerHeight - 20);
    report(2, false, window.innerHeight + 200);
    expect(cards[0]).toHaveAttribute("data-reveal", "");
    expect(cards[1]).toHaveAttribute("data-reveal", "");
    expect(observer.unobserved).toEqual([cards[0], cards[1]]);
    expect(cards[2]).toHaveAttribute("data-reveal", "pending");

    report(2, true, window.innerHeight - 100);
    expect(cards[2]).toHaveAttribute("data-reveal", "shown");
    expect(observer.unobserved).toEqual(cards);
    expect(cards[2].style.getPropertyValue("--reveal-delay")).toBe("0.4s");
  });

  it("grid cards are never hidden when the visitor prefers reduced motion", () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes("reduce"),
    }));
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe = observe;
      },
    );
    renderSections(featureGridOfItsOwnCards);
    startReveal();
    expect(observe).not.toHaveBeenCalled();
    expect(document.querySelectorAll("[data-reveal='pending']")).toHaveLength(0);
  });
});
