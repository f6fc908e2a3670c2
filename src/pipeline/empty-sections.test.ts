import { describe, expect, it } from "vitest";
import type { Block } from "../core/generated/site-data.ts";
import { emptySectionProblems } from "./empty-sections.ts";

const hero = {
  type: "hero",
  title: "Events",
  subtitle: "What is on.",
  primaryAction: { label: "Contact", href: "/contact" },
};
const grid = { type: "collectionGrid", id: "events", source: { collection: "clients", limit: 3 } };
const layout = { type: "sidebarLayout", sidebarLabel: "Sidebar", main: [grid], sidebar: [hero] };

describe("the build's check for empty sections", () => {
  it("names the block that rendered nothing, with its place in the page's data", () => {
    const html = '<main><section class="s"><h1>Events</h1></section><section id="events" class="s"></section></main>';
    expect(emptySectionProblems("/events", html, [hero, grid] as unknown as Block[])).toEqual([
      "/events: the collectionGrid block at /sections/1 (#events) rendered nothing, so the page would show an empty section. Validation should have said why at the block; fix the block's data, or the component that renders it.",
    ]);
  });

  it("finds nested blocks in the order they are rendered", () => {
    const html =
      '<section class="s"><div><section id="events" class="s">\n  </section></div><div><section class="s"><h1>E</h1></section></div></section>';
    expect(emptySectionProblems("/x", html, [layout] as unknown as Block[])).toEqual([
      expect.stringContaining("the collectionGrid block at /sections/0/main/0 (#events)"),
    ]);
  });

  it("passes a page whose every section has content", () => {
    const html = '<section class="s"><h1>Events</h1></section><section id="events" class="s"><p>x</p></section>';
    expect(emptySectionProblems("/events", html, [hero, grid] as unknown as Block[])).toEqual([]);
  });

  it("leaves out of the count a block showing an optional field this page's item leaves empty (it has no section)", () => {
    const quotes = {
      type: "collectionGrid",
      id: "quotes",
      source: { collection: "testimonials", from: "testimonials" },
    };
    const html = '<section class="s"><h1>Events</h1></section><section class="s"></section>';
    const sections = [hero, quotes, grid] as unknown as Block[];
    expect(emptySectionProblems("/products/x", html, sections, { id: "x", testimonials: [] })).toEqual([
      expect.stringContaining("the collectionGrid block at /sections/2 (#events)"),
    ]);
  });
});
