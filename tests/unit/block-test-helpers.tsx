/**
 * What the blocks' tests (src/site/blocks/<Type>/<Type>.test.tsx) share: rendering blocks as a page does, with the site's
 * items, and the checks of what several blocks show (headings, links, accordions, tabs, steps, pictures, grids).
 */
import { screen, within } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { pageContentOf } from "../../src/site/blocks/page-items-context.tsx";
import { PageSections } from "../../src/site/blocks/PageSections.tsx";
import type { AnyItem, CurrentItem } from "../../src/core/content/item-source.ts";
import { renderMarkdown } from "../../src/core/content/markdown.ts";
import { detailFolder } from "../../src/core/page-paths/path-pattern.ts";
import type { PostWithReadTime } from "../../src/core/content/types.ts";
import type { Block, Image, Post } from "../../src/core/generated/site-data.ts";
import { allItems, renderWithProviders } from "./test-providers.tsx";

/**
 * Each string's HTML, rendered once per test file: every render of a block passes the site's items, whose strings (a
 * post's body among them) are the same from one test to the next.
 */
const markdownHtml = new Map<string, string>();
const markdownOf = (text: string) => {
  let html = markdownHtml.get(text);
  if (html === undefined) {
    html = renderMarkdown(text);
    markdownHtml.set(text, html);
  }
  return html;
};

/** Every string of the blocks rendered as Markdown, as the build does for the strings the schemas mark as Markdown. */
export function htmlOf(...values: unknown[]): Record<string, string> {
  const html: Record<string, string> = {};
  const visit = (value: unknown) => {
    if (typeof value === "string") html[value] = markdownOf(value);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return html;
}

/** Where each collection's item pages are, from the site's detail pages, as the build works it out. */
const pagesDir = join(import.meta.dirname, "../../site-data/pages");
export const itemFolders = Object.fromEntries(
  readdirSync(pagesDir)
    .map(
      (file) =>
        JSON.parse(readFileSync(join(pagesDir, file), "utf8")) as {
          path: string;
          collection?: string;
          redirect?: string;
        },
    )
    .filter((page) => page.collection && !page.redirect)
    .map((page) => [page.collection, detailFolder(page.path)]),
);

export function withReadTime(post: Post): PostWithReadTime {
  return { ...post, readMinutes: (post as PostWithReadTime).readMinutes ?? 4 };
}

/** The site's first post, with its read time: the page item of the blocks that show part of a post's page. */
export const firstPost = () => withReadTime(Object.values(allItems.posts)[0]);

/** The first post as the page's own item, for the blocks that show part of a post's page (its header, its author). */
export const onFirstPost = (): CurrentItem => ({ collection: "posts", value: firstPost() as unknown as AnyItem });

export function renderSections(...sections: Block[]) {
  return renderOnPage(null, ...sections);
}

/** Renders blocks on a page whose own item is `item` (a detail page), or on an ordinary page when it is null. */
export function renderOnPage(item: CurrentItem | null, ...sections: Block[]) {
  return renderWithProviders(<PageSections sections={sections} />, {
    content: pageContentOf(allItems, { html: htmlOf(sections, allItems, item?.value), itemFolders, item }),
  });
}

export function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
}

export function expectHeadings(level: number, titles: string[]) {
  expect(screen.getAllByRole("heading", { level }).map((heading) => heading.textContent)).toEqual(titles);
}

export function startsWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The FAQs of a topic in their "order", as the examples' sources select them. */
export function faqsOfTopic(topic: string) {
  return Object.values(allItems.faqs)
    .filter((faq) => faq.topic === topic)
    .sort((a, b) => a.order - b.order);
}

/** The text a Markdown string reads as once rendered, white space collapsed as toHaveTextContent does. */
export function markdownText(markdown: string): string {
  const element = document.createElement("div");
  element.innerHTML = renderMarkdown(markdown);
  return element.textContent!.replace(/\s+/g, " ").trim();
}

/**
 * An accordion of these questions in `container`: a <details> per question, its summary holding the question as an
 * h3, its answer (rendered Markdown) inside; none open at first; all sharing one name, which the browser uses to keep
 * one open at a time, a name no other accordion on the page has.
 */
export function expectAccordion(container: HTMLElement, faqs: { question: string; answer: string }[]) {
  const items = [...container.querySelectorAll("details")];
  expect(items.map((item) => item.querySelector("summary > h3")?.textContent)).toEqual(faqs.map((faq) => faq.question));
  items.forEach((item, index) => {
    expect(item).toHaveTextContent(markdownText(faqs[index].answer));
  });
  expect(items.some((item) => item.open)).toBe(false);
  const names = new Set(items.map((item) => item.getAttribute("name")));
  expect(names.size).toBe(1);
  const [name] = names;
  expect(name).toBeTruthy();
  expect(document.querySelectorAll(`details[name="${name}"]`)).toHaveLength(items.length);
}

/** The panels of FAQ tabs in `container`, in order: each holds the accordion of its tab's questions. */
export function faqTabPanels(container: ParentNode = document): HTMLElement[] {
  return [...container.querySelectorAll("details")]
    .map((details) => details.parentElement!.parentElement!)
    .filter((panel, index, all) => all.indexOf(panel) === index);
}

/** Tabs as radio buttons in a group named `label`, the first chosen; returns the radios. */
export function expectRadioTabs(label: string, tabs: string[]): HTMLInputElement[] {
  const radios = within(screen.getByRole("radiogroup", { name: label })).getAllByRole("radio") as HTMLInputElement[];
  expect(radios.map((radio) => radio.closest("label")!.textContent)).toEqual(tabs);
  expect(radios.map((radio) => radio.checked)).toEqual(tabs.map((_, index) => index === 0));
  expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  return radios;
}

/** A numbered list (<ol>) of these steps in `container`: a visible number, the title as an h3, the description. */
export function expectSteps(container: HTMLElement, steps: { title: string; description: string }[]) {
  const list = within(container).getByRole("list");
  expect(list.tagName).toBe("OL");
  const items = within(list).getAllByRole("listitem");
  expect(items).toHaveLength(steps.length);
  steps.forEach((step, index) => {
    const number = items[index].querySelector("[aria-hidden='true']");
    expect(number).toHaveTextContent(String(index + 1));
    expect(within(items[index]).getByRole("heading", { level: 3 })).toHaveTextContent(step.title);
    expect(within(items[index]).getByText(step.description)).toBeInTheDocument();
  });
}

/** A list of these lines in `container`, each after a check icon hidden from screen readers. */
export function expectCheckList(container: HTMLElement, lines: string[]) {
  const items = within(within(container).getByRole("list")).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(lines);
  for (const item of items) expect(item.querySelector("svg.tabler-icon-check")).toHaveAttribute("aria-hidden", "true");
}

/**
 * A <figure> per picture in `container`: the image with its intrinsic size, loaded at once on the page's first screen
 * and lazily below it, and its caption when it has one.
 */
export function expectGallery(
  container: HTMLElement,
  pictures: { image: Image; caption?: string }[],
  loading: "eager" | "lazy",
) {
  const figures = within(container).getAllByRole("figure");
  expect(figures).toHaveLength(pictures.length);
  pictures.forEach((picture, index) => {
    const image = within(figures[index]).getByRole("img");
    expect(image).toHaveAttribute("src", picture.image.src);
    expect(image).toHaveAttribute("alt", picture.image.alt);
    expect(image).toHaveAttribute("width", String(picture.image.width));
    expect(image).toHaveAttribute("height", String(picture.image.height));
    expect(image).toHaveAttribute("loading", loading);
    expect(figures[index].querySelector("figcaption")?.textContent).toBe(picture.caption);
  });
}

/** Each SimpleGrid's columns by breakpoint (base, then those with a media query), from the styles Mantine writes. */
export function gridColumns(): Record<string, string>[] {
  const breakpoints: Record<string, string> = { "36em": "xs", "48em": "sm", "62em": "md", "75em": "lg", "88em": "xl" };
  return [...document.querySelectorAll("style")]
    .map((style) => style.textContent!)
    .filter((css) => css.includes("--sg-cols"))
    .map((css) => {
      const columns: Record<string, string> = {};
      const base = css.match(/^[^@]*?--sg-cols:\s*(\d)/);
      if (base) columns.base = base[1];
      for (const [, width, count] of css.matchAll(/min-width: ([\d.]+em)\)\{[^}]*--sg-cols:\s*(\d)/g))
        columns[breakpoints[width]] = count;
      return columns;
    });
}
