import { act, fireEvent, screen, within } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRef } from "react";
import { ErrorScreen } from "../../src/app/ErrorScreen.tsx";
import { SiteFooter } from "../../src/app/SiteFooter.tsx";
import { SiteHeader } from "../../src/app/SiteHeader.tsx";
import { SmartLink } from "../../src/render-context/SmartLink.tsx";
import { PageSections } from "../../src/blocks/PageSections.tsx";
import { blockComponents } from "../../src/blocks/registry.ts";
import type {
  Block,
  Image,
  NavLink,
  NavMenu,
  Post,
  Page,
  Product,
  Service,
  SocialLink,
} from "../../src/generated/site-data.ts";
import type { AnyItem, CurrentItem } from "../../src/content/item-source.ts";
import type { PageData, PostWithReadTime, SiteData } from "../../src/content/types.ts";
import { pageContentOf } from "../../src/blocks/page-items-context.tsx";
import { mapAttribute, mapProbe, mapTitleAttribute } from "../../src/shell/maps.ts";
import { enhanceMenus } from "../../src/shell/menus.ts";
import { startReveal } from "../../src/shell/reveal.ts";
import { startIslandsIn } from "./start-islands.ts";
import { searchIndex, searchIndexPath } from "../../src/content/search-index.ts";
import { fillTokens } from "../../src/content/fill-tokens.ts";
import { siteScopes } from "../../src/validation/tokens.ts";
import { propsUrlAttribute } from "../../src/shell/island-markers.ts";
import { renderMarkdown } from "../../src/content/markdown.ts";
import { detailFolder, itemAddress } from "../../src/content/path-pattern.ts";
import { loadSiteData } from "../../src/content/load-site-data.ts";
import { resolvePageData } from "../../src/content/resolve-page-data.ts";
import { countNamings, itemCountKey } from "../../src/content/item-counts.ts";
import { contentSecurityPolicy } from "../../src/server/security-headers.ts";
import { allItems, renderWithProviders, site } from "./test-providers.tsx";
import factListClasses from "../../src/blocks/FactList/FactList.module.css";
import radioTabClasses from "../../src/blocks/parts/RadioTabs.module.css";
import { render as renderPage } from "../../src/entry-server.tsx";

type BlockType = Block["type"];
type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

const blockSchemasDir = join(import.meta.dirname, "../../schemas/blocks");
const blockSchemas = readdirSync(blockSchemasDir)
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => {
    const schema = JSON.parse(readFileSync(join(blockSchemasDir, file), "utf8"));
    return {
      file,
      type: schema.properties.type.const as BlockType,
      example: schema.examples?.[0] as Block | undefined,
    };
  });

function exampleOf<T extends BlockType>(type: T): BlockOf<T> {
  const example = blockSchemas.find((schema) => schema.type === type)?.example;
  if (!example) throw new Error(`schemas/blocks/${type}.schema.json has no example`);
  return example as BlockOf<T>;
}

/** Every string of the blocks rendered as Markdown, as the build does for the strings the schemas mark as Markdown. */
function htmlOf(...values: unknown[]): Record<string, string> {
  const html: Record<string, string> = {};
  const visit = (value: unknown) => {
    if (typeof value === "string") html[value] = renderMarkdown(value);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return html;
}

/** Where each collection's item pages are, from the site's detail pages, as the build works it out. */
const pagesDir = join(import.meta.dirname, "../../site-data/pages");
const itemFolders = Object.fromEntries(
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

/** The page item the examples of blocks that show part of a detail page's item are rendered with. */
const firstPost = () => withReadTime(Object.values(allItems.posts)[0]);
const exampleItems: Partial<Record<BlockType, () => CurrentItem>> = {
  articleHeader: () => ({ collection: "posts", value: firstPost() as unknown as AnyItem }),
  authorBox: () => ({ collection: "posts", value: firstPost() as unknown as AnyItem }),
};

function withReadTime(post: Post): PostWithReadTime {
  return { ...post, readMinutes: (post as PostWithReadTime).readMinutes ?? 4 };
}

function renderSections(...sections: Block[]) {
  return renderOnPage(null, ...sections);
}

/** Renders blocks on a page whose own item is `item` (a detail page), or on an ordinary page when it is null. */
function renderOnPage(item: CurrentItem | null, ...sections: Block[]) {
  return renderWithProviders(<PageSections sections={sections} />, {
    content: pageContentOf(allItems, { html: htmlOf(sections, allItems, item?.value), itemFolders, item }),
  });
}

function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
}

/** The company's social profiles, as icon links named for screen readers, opening in a new tab. */
function expectSocialLinks(social: SocialLink[]) {
  for (const profile of social) {
    const link = screen.getByRole("link", { name: profile.label });
    expect(link).toHaveAttribute("href", profile.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector(`svg.tabler-icon-brand-${profile.network}`)).toHaveAttribute("aria-hidden", "true");
  }
}

function expectHeadings(level: number, titles: string[]) {
  expect(screen.getAllByRole("heading", { level }).map((heading) => heading.textContent)).toEqual(titles);
}

function startsWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The FAQs of a topic in their "order", as the examples' sources select them. */
function faqsOfTopic(topic: string) {
  return Object.values(allItems.faqs)
    .filter((faq) => faq.topic === topic)
    .sort((a, b) => a.order - b.order);
}

/** The text a Markdown string reads as once rendered, white space collapsed as toHaveTextContent does. */
function markdownText(markdown: string): string {
  const element = document.createElement("div");
  element.innerHTML = renderMarkdown(markdown);
  return element.textContent!.replace(/\s+/g, " ").trim();
}

/**
 * An accordion of these questions in `container`: a <details> per question, its summary holding the question as an
 * h3, its answer (rendered Markdown) inside; none open at first; all sharing one name, which the browser uses to keep
 * one open at a time, a name no other accordion on the page has.
 */
function expectAccordion(container: HTMLElement, faqs: { question: string; answer: string }[]) {
  const items = [...container.querySelectorAll("details")];
  expect(items.map((item) => item.querySelector("summary > h3")?.textContent)).toEqual(faqs.map((faq) => faq.question));
  items.forEach((item, index) => expect(item).toHaveTextContent(markdownText(faqs[index].answer)));
  expect(items.some((item) => item.open)).toBe(false);
  const names = new Set(items.map((item) => item.getAttribute("name")));
  expect(names.size).toBe(1);
  const [name] = names;
  expect(name).toBeTruthy();
  expect(document.querySelectorAll(`details[name="${name}"]`)).toHaveLength(items.length);
}

/** Tabs as radio buttons in a group named `label`, the first chosen; returns the radios. */
function expectRadioTabs(label: string, tabs: string[]): HTMLInputElement[] {
  const radios = within(screen.getByRole("radiogroup", { name: label })).getAllByRole("radio") as HTMLInputElement[];
  expect(radios.map((radio) => radio.closest("label")!.textContent)).toEqual(tabs);
  expect(radios.map((radio) => radio.checked)).toEqual(tabs.map((_, index) => index === 0));
  expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  return radios;
}

/** A numbered list (<ol>) of these steps in `container`: a visible number, the title as an h3, the description. */
function expectSteps(container: HTMLElement, steps: { title: string; description: string }[]) {
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
function expectCheckList(container: HTMLElement, lines: string[]) {
  const items = within(within(container).getByRole("list")).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(lines);
  for (const item of items) expect(item.querySelector("svg.tabler-icon-check")).toHaveAttribute("aria-hidden", "true");
}

/**
 * A <figure> per picture in `container`: the image with its intrinsic size, loaded at once on the page's first screen
 * and lazily below it, and its caption when it has one.
 */
function expectGallery(
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
function gridColumns(): Record<string, string>[] {
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

/** What each block type's schema example must render. Typed so that a block type without expectations fails tsc. */
const expectations: { [T in BlockType]: (block: BlockOf<T>) => void } = {
  hero(block) {
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
  },
  featureGrid(block) {
    expectHeadings(2, [block.heading.title]);
    expect(screen.getByText(block.heading.subtitle!)).toBeInTheDocument();
    expectHeadings(
      3,
      block.items!.map((item) => item.title),
    );
    for (const item of block.items!) expect(screen.getByText(item.description)).toBeInTheDocument();
    expect(document.querySelectorAll(`svg.tabler-icon-${block.items![0].icon}`)).toHaveLength(1);
  },
  serviceGrid(block) {
    const services = block.services.map((id) => allItems.services[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(
      3,
      services.map((service) => service.title),
    );
    for (const service of services) {
      expect(screen.getByText(service.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${service.title}`), `/services/${service.id}`);
    }
  },
  productGrid(block) {
    const products = block.products.map((id) => allItems.products[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(
      3,
      products.map((product) => product.name),
    );
    for (const product of products) {
      expect(screen.getByText(product.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${product.name}`), `/products/${product.id}`);
      const image = screen.getByAltText(product.image.alt);
      expect(image).toHaveAttribute("src", product.image.src);
      expect(image).toHaveAttribute("width", String(product.image.width));
      // Alone on the page, the grid is its first screen.
      expect(image).toHaveAttribute("loading", "eager");
    }
  },
  logoRow(block) {
    const clients = block.clients.map((id) => allItems.clients[id]);
    expectHeadings(2, [block.heading.title]);
    // A client's logo links to its website when it has one; a logo without one is not a link to nowhere.
    expect(screen.queryAllByRole("link")).toHaveLength(clients.filter((client) => client.website).length);
    for (const client of clients) {
      const image = screen.getByRole("img", { name: client.logo.alt });
      expect(image).toHaveAttribute("height", String(client.logo.height));
      const link = image.closest("a");
      if (!client.website) {
        expect(link).toBeNull();
        continue;
      }
      expect(link).toHaveAttribute("href", client.website);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  },
  testimonialCarousel(block) {
    const testimonials = block.testimonials.map((id) => allItems.testimonials[id]);
    expectHeadings(2, [block.heading.title]);
    // A row that scrolls by itself, named by its heading; its buttons are the island's, shown only with scripts.
    const row = screen.getByRole("list", { name: block.heading.title });
    expect(row).toHaveAttribute("tabindex", "0");
    for (const name of [site.labels.previousSlide, site.labels.nextSlide])
      expect(screen.getByRole("button", { name })).toHaveAttribute("data-needs-script");
    expect(document.querySelector('[data-island="testimonialCarousel"]')).toContainElement(row);
    for (const testimonial of testimonials) {
      const slide = within(row).getByRole("listitem", { name: testimonial.author });
      expect(within(slide).getByText(testimonial.quote)).toBeInTheDocument();
      expect(within(slide).getByText(`${testimonial.position}, ${testimonial.company}`)).toBeInTheDocument();
      expect(within(slide).getByAltText(testimonial.image!.alt)).toHaveAttribute("src", testimonial.image!.src);
    }
  },
  callToAction(block) {
    expectHeadings(2, [block.title]);
    expect(screen.getByText(block.description)).toBeInTheDocument();
    expectLink(block.primaryAction.label, block.primaryAction.href);
    expectLink(block.secondaryAction!.label, block.secondaryAction!.href);
  },
  notFound(block) {
    expect(screen.getByText(block.code!)).toBeInTheDocument();
    expectHeadings(1, [block.title]);
    expect(screen.getByText(block.message)).toBeInTheDocument();
    expectLink(block.action.label, block.action.href);
  },
  collectionGrid(block) {
    const projects = Object.values(allItems.projects);
    const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expectHeadings(2, [block.heading!.title]);
    // Tabs are radio buttons, the first ("All") chosen; every card is in the page (CSS shows the chosen tab's).
    expectRadioTabs(block.tabs!.label!, [block.tabs!.allLabel, ...block.tabs!.options.map((option) => option.label)]);
    expect(titles()).toEqual(projects.map((project) => project.title));
    for (const project of projects) {
      if (project.website) {
        const link = screen.getByRole("link", { name: `${site.labels.visitWebsite}: ${project.title}` });
        expect(link).toHaveAttribute("href", project.website);
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        expectLink(`${site.labels.viewCaseStudy}: ${project.title}`, `${itemFolders.projects}/${project.id}`);
      }
    }
    // Each card is marked as shown under the tabs of its category, and under "All" (the browser tests check the CSS).
    const shownUnder = (tab: number) =>
      titles().filter((title) =>
        screen.getByRole("heading", { level: 3, name: title! }).closest(`.${radioTabClasses[`in${tab + 1}`]}`),
      );
    expect(shownUnder(0)).toEqual(projects.map((project) => project.title));
    for (const [index, option] of block.tabs!.options.entries()) {
      const expected = projects.filter((project) => project.category === option.value).map((project) => project.title);
      expect(expected.length).toBeGreaterThan(0);
      expect(shownUnder(index + 1)).toEqual(expected);
    }
  },
  sidebarLayout(block) {
    // The main column's blocks, then the sidebar's, each block complete; the sidebar is a named complementary region.
    const [main] = block.main as BlockOf<"richText">[];
    const [aside] = block.sidebar as BlockOf<"richText">[];
    expectHeadings(2, [main.heading!.title, aside.heading!.title]);
    const sidebar = screen.getByRole("complementary", { name: block.sidebarLabel });
    expect(within(sidebar).getByRole("heading", { level: 2 })).toHaveTextContent(aside.heading!.title);
    expect(within(sidebar).getByRole("link", { name: "Lekki Phase 1" })).toHaveAttribute("href", "/contact");
  },
  searchBox(block) {
    expectHeadings(2, [block.heading!.title]);
    const field = screen.getByRole("searchbox", { name: block.label });
    expect(field).toHaveAttribute("placeholder", block.placeholder);
    expect(screen.getByRole("button", { name: block.buttonLabel })).toBeInTheDocument();
    // Searching is the island's: with scripts off the block is not shown.
    expect(field.closest("[data-needs-script]")).not.toBeNull();
    // What it finds is not in the page: its island fetches the index the build writes, named by what it searches.
    const island = field.closest<HTMLElement>("[data-island]")!;
    expect(island.getAttribute(propsUrlAttribute)).toBe(searchIndexPath(block.finds));
    expect(island.nextElementSibling?.tagName).not.toBe("SCRIPT");
    const { siteData } = loadSiteData(join(import.meta.dirname, "../.."));
    const year = new Date().getFullYear();
    // The index holds what visitors read: placeholders filled in.
    const shown = (text: string) => fillTokens(text, siteScopes(siteData.site.company, year));
    startIslandsIn(document.body, (url) =>
      url === searchIndexPath(block.finds) ? searchIndex(siteData, block.finds, year) : undefined,
    );
    // A billing FAQ is found by its question, with its answer; a knowledge-base article by its title, linking to its page.
    const faq = Object.values(allItems.faqs).find((item) => item.topic === "billing")!;
    const search = (text: string) => fireEvent.input(field, { target: { value: text } });
    search(shown(faq.question));
    const results = () => screen.queryAllByRole("listitem");
    expect(
      results().some(
        (result) =>
          result.textContent?.includes(shown(faq.question)) &&
          result.textContent.includes(markdownText(shown(faq.answer)).slice(0, 30)),
      ),
    ).toBe(true);
    const article = Object.values(allItems.kbArticles)[0];
    search(shown(article.title));
    expectLink(shown(article.title), itemAddress(itemFolders.kbArticles, article));
    // Another topic's FAQ is not searched, and nonsense finds nothing.
    const otherFaq = Object.values(allItems.faqs).find((item) => item.topic === "careers")!;
    search(shown(otherFaq.question));
    expect(results().some((result) => result.textContent?.includes(shown(otherFaq.question)))).toBe(false);
    search("qqzzxxyy");
    expect(screen.getByText(block.noResults!)).toBeVisible();
    expect(results()).toHaveLength(0);
  },
  productShowcase(block) {
    const products = block.source.ids!.map((id) => allItems.products[id]);
    expectHeadings(2, [block.heading!.title]);
    expectHeadings(
      3,
      products.map((product) => product.name),
    );
    for (const product of products) {
      const row = screen.getByRole("article", { name: product.name });
      expect(within(row).getByText(product.tagline)).toBeInTheDocument();
      for (const feature of product.features) expect(within(row).getByText(feature)).toBeInTheDocument();
      expect(within(row).getByRole("link", { name: `${block.learnMoreLabel}: ${product.name}` })).toHaveAttribute(
        "href",
        `${itemFolders.products}/${product.id}`,
      );
      // The demo request names the product, so the contact form can preselect it.
      expect(within(row).getByRole("link", { name: new RegExp(`^${block.demoAction.label}`) })).toHaveAttribute(
        "href",
        `${block.demoAction.href}&product=${product.id}`,
      );
      // Exactly three benefits, each with its title and description.
      for (const benefit of product.benefits.slice(0, 3))
        expect(within(row).getByText(benefit.description)).toBeInTheDocument();
      if (product.benefits[3]) expect(within(row).queryByText(product.benefits[3].description)).toBeNull();
    }
  },
  articleHeader(block) {
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
  },
  authorBox(block) {
    const author = allItems.authors[firstPost().author];
    expectHeadings(2, [block.label]);
    expect(screen.getByText(author.name)).toBeInTheDocument();
    expect(screen.getByText(author.title)).toBeInTheDocument();
    expect(screen.getByText(author.bio)).toBeInTheDocument();
    expect(screen.getByAltText(author.image.alt)).toHaveAttribute("src", author.image.src);
  },
  contactDetails(block) {
    const { company, social = [] } = site;
    expectHeadings(2, [block.heading!.title]);
    expect(screen.getByText("24 hours").tagName).toBe("STRONG");
    for (const label of [block.addressLabel, block.hoursLabel, block.phoneLabel, block.emailLabel])
      expect(screen.getByText(label)).toBeInTheDocument();
    const address = screen.getByRole("link", { name: company.address });
    expect(address).toHaveAttribute("href", company.mapsUrl);
    expect(address).toHaveAttribute("target", "_blank");
    expect(address).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(company.hours)).toBeInTheDocument();
    expectLink(company.phone, `tel:${company.phone.replace(/[^\d+]/g, "")}`);
    expectLink(company.email, `mailto:${company.email}`);
    // Each detail sits next to its label, after an icon hidden from screen readers.
    const addressItem = address.closest("li")!;
    expect(within(addressItem).getByText(block.addressLabel)).toBeInTheDocument();
    expect(addressItem.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // The social profiles from site.json, as icon links named for screen readers; none (and no title) without them.
    if (!social.length) expect(screen.queryByText(block.socialTitle!)).toBeNull();
    else expect(screen.getByText(block.socialTitle!)).toBeInTheDocument();
    expectSocialLinks(social);
    expect(screen.getAllByRole("link")).toHaveLength(3 + social.length);
  },
  mapEmbed(block) {
    // The picture of the area is the map in the page; the interactive one is only named, for the page's script.
    const picture = screen.getByRole("img", { name: block.staticMap.alt });
    expect(picture).toHaveAttribute("src", block.staticMap.src);
    expect(document.querySelector("iframe")).toBeNull();
    const box = picture.closest(`[${mapAttribute}]`)!;
    expect(box).toHaveAttribute(mapAttribute, block.src);
    expect(box).toHaveAttribute(mapTitleAttribute, block.title);
    expect((box as HTMLElement).style.getPropertyValue("--map-height")).toBe(`${block.height}px`);
    const link = screen.getByRole("link", { name: startsWith(block.link!.label) });
    expect(link).toHaveTextContent(block.link!.context!);
    expect(screen.getByRole("link", { name: startsWith(block.secondLink!.label) })).toHaveAttribute(
      "href",
      block.secondLink!.href,
    );
    expect(link).toHaveAttribute("href", block.link!.href);
    expect(link).toHaveAttribute("target", "_blank");
  },
  shareButtons(block) {
    // Rendered at "/": the site's home address, no title.
    const url = encodeURIComponent(`${site.seo.siteUrl}/`);
    const buttons = screen.getByRole("list", { name: block.label });
    // Copy link needs a script: its button is hidden until the island has started.
    expect(within(buttons).getAllByRole("listitem")).toHaveLength(block.networks.length - 1);
    const expected = {
      x: `https://twitter.com/intent/tweet?url=${url}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      whatsapp: `https://wa.me/?text=${url}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = within(buttons).getByRole("link", { name: block.names[network as keyof typeof expected] });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
    const email = within(buttons).getByRole("link", { name: block.names.email });
    expect(email).toHaveAttribute("href", `mailto:?subject=${url}&body=${url}`);
    expect(email).not.toHaveAttribute("target");
    expect(within(buttons).queryByRole("button", { name: block.names.copy })).toBeNull();
    startIslandsIn(document.body);
    expect(within(buttons).getAllByRole("listitem")).toHaveLength(block.networks.length);
    expect(within(buttons).getByRole("button", { name: block.names.copy })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  },
  linkList(block) {
    expectHeadings(2, [block.heading!.title]);
    const list = screen.getByRole("list");
    expect(list).toHaveClass("mantine-Group-root");
    expect(within(list).getAllByRole("listitem")).toHaveLength(block.links!.length);
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(block.links!.map((link) => [link.label, link.href]));
  },
  richText(block) {
    expectHeadings(2, [block.heading!.title]);
    // Markdown rendered: bold, a list, and a link that goes where the text says.
    expect(screen.getByText("2015").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Banking software", "Talk to us"]);
    expectLink("Talk to us", "/contact");
  },
  textSection(block) {
    const heading = screen.getByRole("heading", { level: 2, name: block.heading.title });
    expect(heading.parentElement).toHaveStyle({ textAlign: block.heading.centered === false ? "left" : "center" });
    for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  },
  faqAccordion(block) {
    const faqs = faqsOfTopic(block.source!.filter!.value);
    expect(faqs.length).toBeGreaterThan(1);
    expectHeadings(2, [block.heading!.title]);
    // Each question is an h3 in the source's order; none is open at first.
    expectHeadings(
      3,
      faqs.map((faq) => faq.question),
    );
    expectAccordion(screen.getByRole("heading", { level: 2 }).closest("section")!, faqs);
  },
  faqTabs(block) {
    expectHeadings(2, [block.heading!.title]);
    expectRadioTabs(
      block.label,
      block.tabs.map((tab) => tab.label),
    );
    // One panel per tab, in order, each with its topic's questions as a one-open accordion of its own.
    const panels = [...document.querySelectorAll("details")]
      .map((details) => details.parentElement!.parentElement!)
      .filter((panel, index, all) => all.indexOf(panel) === index);
    expect(panels).toHaveLength(block.tabs.length);
    for (const [index, tab] of block.tabs.entries()) {
      const faqs = faqsOfTopic(tab.source!.filter!.value);
      expect(faqs.length).toBeGreaterThan(1);
      expectAccordion(panels[index], faqs);
    }
  },
  stepsList(block) {
    expectHeadings(2, [block.heading!.title]);
    expectSteps(document.body, block.steps!);
  },
  chipList(block) {
    expectHeadings(2, [block.heading!.title]);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(block.chips);
    expect(list).toHaveClass("mantine-Group-root");
    expect(list).toHaveStyle({ "--group-justify": "center" });
  },
  statsRow(block) {
    expectHeadings(2, [block.heading!.title]);
    // Each figure sits with its label in one list item, the figure first.
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => [...item.children].map((child) => child.textContent))).toEqual(
      block.stats.map((stat) => [stat.value, stat.label]),
    );
    expect(gridColumns()).toEqual([{ base: "2", lg: "4" }]);
  },
  checkList(block) {
    expectHeadings(2, [block.heading!.title]);
    expect(screen.getByText(block.heading!.subtitle!)).toBeInTheDocument();
    expectCheckList(document.body, block.items!);
    expect(gridColumns()).toEqual([{ base: "1", lg: "2" }]);
  },
  imageGallery(block) {
    expectHeadings(2, [block.heading!.title]);
    // Alone on the page, the gallery is its first screen.
    expectGallery(document.body, block.images!, "eager");
    expect(gridColumns()).toEqual([{ base: "1", sm: "2", lg: "2" }]);
  },
  factList(block) {
    const list = document.querySelector("dl")!;
    expect([...list.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(
      block.facts.map((fact) => fact.label),
    );
    const values = [...list.querySelectorAll("dd")];
    expect(values.map((value) => value.textContent)).toEqual(block.facts.map((fact) => fact.value));
    // Only the value in lowercase words ("engineering") is capitalised; "Lagos, Nigeria" and "Full-time" stay as written.
    expect(values.map((value) => value.classList.contains(factListClasses.capitalized))).toEqual([true, false, false]);
  },
  form(block) {
    const definition = allItems.forms[block.form];
    const form = screen.getByRole("form", { name: block.title });
    expect(screen.getByRole("heading", { level: 2, name: block.title })).toBeInTheDocument();
    expect(screen.getByText(block.description!)).toBeInTheDocument();
    // Every field by its visible label, then the button: the form's definition, not this test, says what they are.
    for (const field of definition.fields.filter((candidate) => candidate.type !== "hidden")) {
      expect(within(form).getByLabelText(new RegExp(`^${field.label}`))).toHaveAttribute("name", field.name);
    }
    expect(within(form).getByRole("button", { name: definition.submitLabel })).toBeEnabled();
  },
};

describe("block registry", () => {
  it("has a component for exactly the block types that have a schema", () => {
    expect(Object.keys(blockComponents).sort()).toEqual(blockSchemas.map((schema) => schema.type).sort());
  });

  it.each(blockSchemas)("renders the first example of $file", ({ type, example }) => {
    expect(example, `${type}: add an "examples" entry to its schema`).toBeDefined();
    const check = expectations[type] as ((block: Block) => void) | undefined;
    expect(check, `${type}: add its expectations to this test`).toBeDefined();
    renderOnPage(exampleItems[type]?.() ?? null, example!);
    check!(example!);
  });
});

describe("PageSections", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const unknownBlock = { type: "heroo" } as unknown as Block;

  it("puts a block's id on its <section> so #id links land on it", () => {
    renderSections({ ...exampleOf("featureGrid"), id: "why-choose-us" });
    const section = document.querySelector("section#why-choose-us");
    expect(section).toContainElement(
      screen.getByRole("heading", { level: 2, name: exampleOf("featureGrid").heading.title }),
    );
  });

  it("in development, shows an alert naming an unknown block type and still renders the other blocks", () => {
    renderSections(exampleOf("hero"), unknownBlock, exampleOf("callToAction"));
    expect(screen.getByRole("alert")).toHaveTextContent('"heroo"');
    expect(screen.getByRole("heading", { level: 1, name: exampleOf("hero").title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: exampleOf("callToAction").title })).toBeInTheDocument();
  });

  it("in production, leaves an unknown block out and logs its type", () => {
    vi.stubEnv("DEV", false);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderSections(exampleOf("hero"), unknownBlock, exampleOf("callToAction"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"heroo"'));
    expect(screen.getByRole("heading", { level: 1, name: exampleOf("hero").title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: exampleOf("callToAction").title })).toBeInTheDocument();
  });
});

describe("block details", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("hero: leaves out the secondary button when there is none, and uses its own background when given", () => {
    const backgroundImage = { src: "/images/hero/own.jpg", alt: "Our office", width: 1600, height: 900 };
    renderSections({ ...exampleOf("hero"), secondaryAction: undefined, backgroundImage });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByAltText("Our office")).toHaveAttribute("src", backgroundImage.src);
  });

  it("testimonial byline: the company alone when the testimonial has no position", () => {
    const [id] = exampleOf("testimonialCarousel").testimonials;
    const { position, ...withoutPosition } = allItems.testimonials[id];
    renderWithProviders(<PageSections sections={[exampleOf("testimonialCarousel")]} />, {
      items: { ...allItems, testimonials: { [id]: withoutPosition } },
    });
    expect(screen.getByText(withoutPosition.company)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`${position},`))).toBeNull();
  });

  it("grids show block.columns cards per row on large screens, 3 by default", () => {
    const largeScreenColumns = () =>
      [...document.querySelectorAll("style")]
        .map((style) => style.textContent!.match(/min-width: 75em\)\{[^}]*--sg-cols:(\d)/)?.[1])
        .filter(Boolean);
    const { unmount } = renderSections(exampleOf("featureGrid"), exampleOf("serviceGrid"), exampleOf("productGrid"));
    expect(largeScreenColumns()).toEqual(["3", "3", "3"]);
    unmount();
    renderSections({ ...exampleOf("featureGrid"), columns: 4 }, { ...exampleOf("serviceGrid"), columns: 2 });
    expect(largeScreenColumns()).toEqual(["4", "2"]);
  });

  it("featureGrid: a card with an action ends with its link; cards without one have none", () => {
    const [first, second] = exampleOf("featureGrid").items!;
    renderSections({
      ...exampleOf("featureGrid"),
      items: [{ ...first, action: { label: "Call us", href: "tel:+234 1 631 0482" } }, second],
    });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    // A phone number as written dials as digits.
    expectLink("Call us", "tel:+23416310482");
  });

  it("feature icons cycle through six colour schemes", () => {
    const [item] = exampleOf("featureGrid").items!;
    renderSections({ ...exampleOf("featureGrid"), items: [item, item, item, item, item, item, item] });
    const colours = [...document.querySelectorAll<HTMLElement>("[style*='--icon-bg']")].map((icon) =>
      icon.style.getPropertyValue("--icon-bg"),
    );
    expect(new Set(colours.slice(0, 6)).size).toBe(6);
    expect(colours[6]).toBe(colours[0]);
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
    const [item] = exampleOf("featureGrid").items!;
    const items: [typeof item, ...(typeof item)[]] = [item, item, item];
    renderSections({ ...exampleOf("featureGrid"), items });
    const cards = [...document.querySelectorAll<HTMLElement>("[style*='--reveal-delay']")];
    expect(cards).toHaveLength(items.length);
    // Rendered, every card reads as it is: the page's script does the revealing (src/shell/reveal.ts).
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
    renderSections(exampleOf("featureGrid"));
    startReveal();
    expect(observe).not.toHaveBeenCalled();
    expect(document.querySelectorAll("[data-reveal='pending']")).toHaveLength(0);
  });

  it("contactDetails: the company's social profiles as icon links named for screen readers, when site.json has them", () => {
    const social: SocialLink[] = [
      { network: "linkedin", href: "https://www.linkedin.com/company/nerivo", label: "Nerivo on LinkedIn" },
      { network: "x", href: "https://x.com/nerivo", label: "Nerivo on X" },
    ];
    const block = exampleOf("contactDetails");
    renderWithProviders(<PageSections sections={[block]} />, {
      siteData: { ...site, social },
      content: pageContentOf(allItems, { html: htmlOf([block], allItems, undefined), itemFolders, item: null }),
    });
    expect(screen.getByText(block.socialTitle!)).toBeInTheDocument();
    expectSocialLinks(social);
  });

  it("contactDetails: leaves the social links out unless showSocial is true", () => {
    renderSections({ ...exampleOf("contactDetails"), showSocial: undefined });
    // The address, phone and e-mail links only: no profile of site.social.
    const { company } = site;
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      company.mapsUrl,
      `tel:${company.phone.replace(/[^\d+]/g, "")}`,
      `mailto:${company.email}`,
    ]);
    expect(screen.queryByText(exampleOf("contactDetails").socialTitle!)).toBeNull();
  });

  it("mapEmbed: 400px high by default, no link unless given, and the Content-Security-Policy allows its frame and the icon that tests the way to it", () => {
    const { height, link, secondLink, ...block } = exampleOf("mapEmbed");
    renderSections(block);
    expect((document.querySelector(`[${mapAttribute}]`) as HTMLElement).style.getPropertyValue("--map-height")).toBe(
      "400px",
    );
    expect(screen.queryByRole("link")).toBeNull();
    const sources = (name: string) =>
      contentSecurityPolicy
        .split("; ")
        .find((directive) => directive.startsWith(`${name} `))!
        .split(" ")
        .slice(1);
    expect(sources("frame-src")).toContain(new URL(block.src).origin);
    expect(sources("img-src")).toContain(new URL(mapProbe).origin);
  });

  describe("shareButtons", () => {
    const block = exampleOf("shareButtons");
    const post = { id: "core-banking", title: "Core banking & you" };
    const renderOnPost = (route: string) => {
      const rendered = renderWithProviders(<PageSections sections={[block]} />, {
        route,
        content: pageContentOf(allItems, { item: { collection: "posts", value: post } }),
      });
      startIslandsIn(document.body);
      return rendered;
    };
    const defineClipboard = (clipboard: unknown) =>
      Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
    afterEach(() => {
      Reflect.deleteProperty(navigator, "clipboard");
      vi.useRealTimers();
    });

    it("shares the page's canonical address (no query, no trailing slash) and, on a detail page, its item's title", () => {
      renderOnPost("/blog/core-banking/?utm_source=newsletter");
      const url = encodeURIComponent(`${site.seo.siteUrl}/blog/core-banking`);
      const title = "Core%20banking%20%26%20you";
      expectLink(block.names.x!, `https://twitter.com/intent/tweet?url=${url}&text=${title}`);
      expectLink(block.names.linkedin!, `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
      expectLink(block.names.facebook!, `https://www.facebook.com/sharer/sharer.php?u=${url}`);
      expectLink(block.names.whatsapp!, `https://wa.me/?text=${title}%20${url}`);
      expectLink(block.names.email!, `mailto:?subject=${title}&body=${url}`);
    });

    it("copies the address with the Clipboard API and says so for a few seconds", async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      defineClipboard({ writeText });
      vi.useFakeTimers();
      renderOnPost("/blog/core-banking");
      const status = screen.getByRole("status");
      await act(async () => fireEvent.click(screen.getByRole("button", { name: block.names.copy })));
      expect(writeText).toHaveBeenCalledWith(`${site.seo.siteUrl}/blog/core-banking`);
      expect(status).toHaveTextContent(block.copied!);
      act(() => vi.advanceTimersByTime(2900));
      expect(status).toHaveTextContent(block.copied!);
      act(() => vi.advanceTimersByTime(200));
      expect(status).toHaveTextContent("");
    });

    it("without the Clipboard API, shows the address in a read-only field, selected for copying by hand", async () => {
      defineClipboard(undefined);
      renderOnPost("/blog/core-banking");
      await act(async () => fireEvent.click(screen.getByRole("button", { name: block.names.copy })));
      const field = screen.getByRole<HTMLInputElement>("textbox", { name: block.names.copy });
      const url = `${site.seo.siteUrl}/blog/core-banking`;
      expect(field).toHaveValue(url);
      expect(field).toHaveAttribute("readonly");
      expect(field).toHaveFocus();
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
      expect(screen.getByRole("status")).toHaveTextContent("");
    });

    it("offers no copy button until its code has started (it needs a script)", () => {
      renderWithProviders(<PageSections sections={[block]} />, { route: "/blog/core-banking" });
      expect(screen.queryByRole("button", { name: block.names.copy })).toBeNull();
      expect(screen.queryByRole("textbox", { name: block.names.copy })).toBeNull();
    });
  });

  describe("linkList", () => {
    const categoriesBlock = JSON.parse(readFileSync(join(blockSchemasDir, "linkList.schema.json"), "utf8"))
      .examples[1] as BlockOf<"linkList">;
    const categoryFolder = itemFolders.blogCategories ?? "/blog/category";
    /** Posts and categories to count: the site's own when there are some, else a small set made up here. */
    const inline = {
      blogCategories: {
        fintech: { id: "fintech", name: "Fintech", description: "Money and software." },
        ai: { id: "ai", name: "AI", description: "Machine learning." },
        cloud: { id: "cloud", name: "Cloud", description: "Hosting." },
      },
      posts: {
        one: { id: "one", title: "One", category: "fintech", tags: ["fintech", "ai"] },
        two: { id: "two", title: "Two", category: "technology", tags: ["fintech"] },
        three: { id: "three", title: "Three", category: "ai" },
      },
    } as unknown as Pick<typeof allItems, "blogCategories" | "posts">;
    const countedIn = (posts: Record<string, unknown>, id: string) =>
      Object.values(posts as Record<string, { category: string; tags?: string[] }>).filter(
        (post) => post.category === id || post.tags?.includes(id),
      ).length;
    const entries = () =>
      screen
        .getAllByRole("listitem")
        .map((item) => [within(item).getByRole("link").getAttribute("href"), item.textContent]);
    /** The numbers the build gives the page (src/content/item-counts.ts), counted here from `items`. */
    const countsOf = (items: typeof allItems, count = categoriesBlock.count!) => ({
      [itemCountKey(count)]: Object.fromEntries(
        countNamings(Object.values(items[count.collection]) as unknown as AnyItem[], count.fields),
      ),
    });
    const renderCategories = (items: typeof allItems, block = categoriesBlock, itemCounts = countsOf(items)) =>
      renderWithProviders(<PageSections sections={[block]} />, {
        content: pageContentOf(items, { itemCounts, itemFolders: { ...itemFolders, blogCategories: categoryFolder } }),
      });

    it("lists every category linking to its page with the number of posts naming it, counted from the posts", () => {
      const items =
        Object.keys(allItems.posts).length && Object.keys(allItems.blogCategories).length
          ? allItems
          : { ...allItems, ...inline };
      renderCategories(items);
      const expected = Object.values(items.blogCategories).map((category) => [
        `${categoryFolder}/${category.id}`,
        `${category.name}(${countedIn(items.posts, category.id)})`,
      ]);
      expect(expected.length).toBeGreaterThan(0);
      expect(entries()).toEqual(expected);
      expect(screen.getByRole("list")).toHaveClass("mantine-Stack-root");
    });

    it("keeps the source's order, lists a category with no posts as (0), and counts a post naming it twice once", () => {
      renderCategories(
        { ...allItems, ...inline },
        { ...categoriesBlock, source: { collection: "blogCategories", ids: ["cloud", "fintech", "ai"] } },
      );
      expect(entries()).toEqual([
        [`${categoryFolder}/cloud`, "Cloud(0)"],
        [`${categoryFolder}/fintech`, "Fintech(2)"],
        [`${categoryFolder}/ai`, "AI(2)"],
      ]);
    });

    it("without a count, lists the source's items (e.g. the newest posts) by title, linking to their pages", () => {
      const postFolder = itemFolders.posts ?? "/blog";
      const newest = {
        type: "linkList",
        source: { collection: "posts", ids: ["three", "one"] },
      } as BlockOf<"linkList">;
      renderWithProviders(<PageSections sections={[newest]} />, {
        content: pageContentOf({ ...allItems, ...inline }, { itemFolders: { ...itemFolders, posts: postFolder } }),
      });
      expect(entries()).toEqual([
        [`${postFolder}/three`, "Three"],
        [`${postFolder}/one`, "One"],
      ]);
    });

    it("the built page carries the numbers, not the posts counted", () => {
      const root = join(import.meta.dirname, "../..");
      const { siteData, referenceFields } = loadSiteData(join(root, "tests/fixtures/valid-site"), {
        schemasDir: join(root, "schemas"),
      });
      const page = {
        id: "categories",
        path: "/categories",
        title: "Categories",
        description: "All categories.",
        sections: [categoriesBlock],
      } as unknown as Page;
      const collections = {
        ...siteData.collections,
        blogCategories: Object.values(inline.blogCategories),
        posts: Object.values(inline.posts).map((post) => ({ ...post, body: "The article." })),
      } as unknown as SiteData["collections"];
      const data = resolvePageData(
        { ...siteData, pages: [...siteData.pages, page], collections },
        "/categories",
        referenceFields,
        2031,
      );
      expect(data.items.posts).toEqual({});
      expect(data.itemCounts).toEqual({ [itemCountKey(categoriesBlock.count!)]: { fintech: 2, ai: 2, cloud: 0 } });
      renderCategories(data.items, categoriesBlock, data.itemCounts);
      expect(entries().map(([, text]) => text)).toEqual(["Fintech(2)", "AI(2)", "Cloud(0)"]);
    });
  });
  describe("FAQs, steps, chips, check lists, galleries and facts", () => {
    /** A service and a product with the detail fields these blocks show: the site's own where it has them, else these. */
    const serviceDetail: Pick<Service, "benefits" | "approach" | "process" | "technologies" | "faqs"> = {
      benefits: [
        "A technology roadmap tied to business goals",
        "Lower IT spend through fewer, better-chosen systems",
        "Readiness for CBN and NDPR audits",
      ],
      approach: [
        { icon: "target", title: "Assess", description: "We review your systems, contracts and risks with your team." },
        {
          icon: "chart-line",
          title: "Recommend",
          description: "A prioritised plan with costs, timelines and quick wins.",
        },
      ],
      process: [
        {
          title: "Discovery",
          description: "We meet your leadership and IT teams to understand goals and constraints.",
        },
        { title: "Assessment", description: "We review your systems, contracts, security and compliance position." },
        { title: "Strategy", description: "We agree the target architecture and the principles behind it." },
        { title: "Roadmap", description: "A phased plan with costs, owners and quick wins." },
        { title: "Implementation Support", description: "We help select vendors and oversee delivery." },
        { title: "Review", description: "We measure results against the goals and adjust the plan." },
      ],
      technologies: ["TOGAF", "ITIL", "ISO 27001", "Microsoft Azure"],
      faqs: [
        { question: "Do you resell software?", answer: "No. We are **independent**, so our advice serves you." },
        { question: "How long is an assessment?", answer: "Two to four weeks, depending on the number of systems." },
        { question: "Can you help us pass an audit?", answer: "Yes:\n\n- gap analysis\n- remediation plan" },
        { question: "Do you work outside Lagos?", answer: "Yes, on site anywhere in Nigeria and remotely elsewhere." },
      ],
    };
    const service = { ...serviceDetail, ...allItems.services["it-consultancy"] } as unknown as AnyItem &
      typeof serviceDetail;
    const productDetail: Pick<Product, "keyFeatures" | "screenshots" | "faqs"> = {
      keyFeatures: [
        {
          icon: "building-bank",
          title: "Multi-branch accounting",
          description: "Every branch posts to one ledger in real time.",
        },
      ],
      screenshots: [
        {
          image: { src: "/images/products/swiftfin.svg", alt: "SwiftFin teller dashboard", width: 1200, height: 675 },
          caption: "The teller dashboard",
        },
        {
          image: {
            src: "/images/products/internet-banking.svg",
            alt: "Loan approval screen",
            width: 1200,
            height: 675,
          },
          caption: "Approving a loan",
        },
      ],
      faqs: [
        "How long does it take?",
        "Can we migrate our data?",
        "Is training included?",
        "Which databases are supported?",
        "Is it hosted in Nigeria?",
      ].map((question) => ({
        question,
        answer: `An answer to "${question}"`,
      })),
    };
    const product = { ...productDetail, ...allItems.products.swiftfin } as unknown as AnyItem & typeof productDetail;
    const onService = (item: AnyItem = service): CurrentItem => ({ collection: "services", value: item });
    const onProduct = (item: AnyItem = product): CurrentItem => ({ collection: "products", value: item });
    const sectionsOnPage = () => [...document.querySelectorAll("section")];
    /** The FAQ tabs of a product page: its schema's second example. */
    const productFaqTabs = () =>
      JSON.parse(readFileSync(join(blockSchemasDir, "faqTabs.schema.json"), "utf8")).examples[1] as BlockOf<"faqTabs">;

    it("a service's benefits, approach, process, technologies and FAQs come from its item", () => {
      renderOnPage(
        onService(),
        { type: "checkList", from: "benefits" },
        { type: "featureGrid", heading: { title: "Our Approach" }, from: "approach" },
        { type: "stepsList", from: "process" },
        { type: "chipList", from: "technologies" },
        { type: "faqAccordion", from: "faqs" },
      );
      const [benefits, approach, process, technologies, faqs] = sectionsOnPage();
      expectCheckList(benefits, service.benefits);
      expect(
        within(approach)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(service.approach.map((card) => card.title));
      expectSteps(process, service.process);
      expect(
        within(technologies)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(service.technologies);
      expectAccordion(faqs, service.faqs);
    });

    it("start and end show part of the item's questions", () => {
      renderOnPage(onService(), { type: "faqAccordion", from: "faqs", start: 1, end: 3 });
      expect([...document.querySelectorAll("summary")].map((question) => question.textContent)).toEqual(
        service.faqs.slice(1, 3).map((faq) => faq.question),
      );
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

    it("a product page: key features, captioned screenshots, and FAQ tabs of the first three questions, then the rest", () => {
      const tabs = productFaqTabs();
      renderOnPage(
        onProduct(),
        { type: "featureGrid", heading: { title: "Key Features" }, from: "keyFeatures" },
        { type: "imageGallery", from: "screenshots" },
        tabs,
      );
      const [features, screenshots, faq] = sectionsOnPage();
      expect(
        within(features)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(product.keyFeatures.map((card) => card.title));
      expectGallery(screenshots, product.screenshots, "lazy");
      expectRadioTabs(tabs.label, ["Product FAQs", "Technical FAQs"]);
      const panels = [...faq.querySelectorAll("details")]
        .map((details) => details.parentElement!.parentElement!)
        .filter((panel, index, all) => all.indexOf(panel) === index);
      expectAccordion(panels[0], product.faqs.slice(0, 3));
      expectAccordion(panels[1], product.faqs.slice(3));
    });

    it("faqTabs leaves out a tab without questions, and the whole block when no tab has any", () => {
      const tabs = productFaqTabs();
      const { unmount } = renderOnPage(onProduct({ ...product, faqs: product.faqs.slice(0, 2) }), tabs);
      expectRadioTabs(tabs.label, ["Product FAQs"]);
      expect(document.querySelectorAll("details")).toHaveLength(2);
      unmount();
      renderOnPage(onProduct({ ...product, faqs: [] }), tabs);
      expect(sectionsOnPage()[0]).toBeEmptyDOMElement();
    });

    it.each([
      ["faqAccordion", { type: "faqAccordion", from: "faqs" }],
      ["faqTabs", { type: "faqTabs", label: "Choose", tabs: [{ label: "All", from: "faqs" }] }],
      ["stepsList", { type: "stepsList", from: "process" }],
      ["chipList", { type: "chipList", from: "technologies" }],
      ["checkList", { type: "checkList", from: "benefits" }],
      ["imageGallery", { type: "imageGallery", from: "screenshots" }],
      ["featureGrid", { type: "featureGrid", heading: { title: "Features" }, from: "approach" }],
    ] as [string, Block][])("%s renders nothing when the item's list is empty, missing or not a list", (_, block) => {
      const field = (block as { from?: string }).from ?? (block as BlockOf<"faqTabs">).tabs[0].from!;
      for (const value of [[], undefined, "Not a list", [42, null]]) {
        const { unmount } = renderOnPage(
          onService({ id: "it-consultancy", title: "IT Consultancy", [field]: value }),
          block,
        );
        expect(sectionsOnPage()[0]).toBeEmptyDOMElement();
        unmount();
      }
    });

    it("an answer opens with its question and closes again, natively (a <details> needs no script)", () => {
      renderSections(exampleOf("faqAccordion"));
      const [question] = document.querySelectorAll("details");
      expect(question.open).toBe(false);
      question.querySelector("summary")!.click();
      expect(question.open).toBe(true);
      question.querySelector("summary")!.click();
      expect(question.open).toBe(false);
    });

    it("the prerendered HTML holds every tab's questions and answers, closed, for search engines and readers without scripts", () => {
      const block = exampleOf("faqTabs");
      const page = {
        status: 200,
        pathname: "/support",
        title: "Support",
        description: "Help.",
        sections: [block],
        items: allItems,
        itemCounts: {},
        item: null,
        html: htmlOf([block], allItems),
        itemFolders,
        breadcrumb: [],
      };
      const html = renderPage("/support", page as PageData, {}, site);
      const faqs = block.tabs.flatMap((tab) => faqsOfTopic(tab.source!.filter!.value));
      expect(html.match(/<details name="[^"]+"/g)).toHaveLength(faqs.length);
      expect(html).not.toMatch(/<details[^>]* open/);
      for (const faq of faqs) expect(html).toContain(renderMarkdown(faq.answer));
    });

    it("steps and pictures: block.columns per row on large screens, 3 by default; stats: up to 4, two even rows for 5 or 6", () => {
      const stats = (count: number) =>
        ({
          type: "statsRow",
          stats: Array.from({ length: count }, (_, index) => ({ value: `${index}`, label: `Stat ${index}` })),
        }) as Block;
      const { columns: _steps, ...steps } = exampleOf("stepsList");
      const { columns: _images, ...images } = exampleOf("imageGallery");
      renderSections(
        steps,
        { ...steps, columns: 2 },
        images,
        { ...images, columns: 2 },
        stats(2),
        stats(3),
        stats(5),
        stats(6),
      );
      expect(gridColumns().map((columns) => columns.lg)).toEqual(["3", "2", "3", "2", "2", "3", "3", "3"]);
    });

    it("factList capitalises only values in lowercase words", () => {
      const values = ["customer success", "full-time", "Remote", "Lagos, Nigeria", "2023", "e-commerce"];
      renderSections({
        type: "factList",
        facts: values.map((value, index) => ({ label: `Fact ${index}`, value })),
      } as Block);
      expect(
        [...document.querySelectorAll("dd")].map((value) => value.classList.contains(factListClasses.capitalized)),
      ).toEqual([true, true, false, false, false, true]);
    });

    it("factList shows a date as visitors read it, in a <time> element that keeps the date for machines", () => {
      renderSections({
        type: "factList",
        facts: [
          { label: "Apply by", value: "2027-01-31" },
          { label: "Year", value: "2023" },
        ],
      } as Block);
      const [date, year] = document.querySelectorAll("dd");
      expect(date.querySelector("time")?.getAttribute("datetime")).toBe("2027-01-31");
      expect(date.textContent).toBe("31 January 2027");
      expect(year.querySelector("time")).toBeNull();
    });
  });
});

const isMenu = (item: NavLink | NavMenu): item is NavMenu => "links" in item;

describe("SmartLink", () => {
  it("links this site's pages as plain links (each is its own document), opens other websites in a new tab, leaves mailto:/tel: plain", () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <>
        <SmartLink href="/contact?demo=true" ref={ref}>
          internal
        </SmartLink>
        <SmartLink href="#openings">anchor</SmartLink>
        <SmartLink href="https://example.com/">external</SmartLink>
        <SmartLink href="mailto:hello@example.com">mail</SmartLink>
        <SmartLink href="tel:+234 1 631 0482">phone</SmartLink>
      </>,
      { route: "/careers" },
    );
    expect(ref.current).toBe(screen.getByRole("link", { name: "internal" }));
    expect(screen.getByRole("link", { name: "internal" })).toHaveAttribute("href", "/contact?demo=true");
    expect(screen.getByRole("link", { name: "anchor" })).toHaveAttribute("href", "#openings");
    const external = screen.getByRole("link", { name: "external" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    for (const name of ["internal", "anchor", "mail", "phone"])
      expect(screen.getByRole("link", { name })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "phone" })).toHaveAttribute("href", "tel:+23416310482");
  });
});

describe("SiteHeader", () => {
  const menu = site.navigation.items.find(isMenu)!;
  const links = site.navigation.items.filter((item): item is NavLink => !isMenu(item));
  const menus = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")];
  beforeAll(() => enhanceMenus());

  it("renders the logo, the links, the dropdown and the CTA from site data, marking the current page", () => {
    renderWithProviders(<SiteHeader />, { route: links[1].href });
    const nav = screen.getByRole("navigation", { name: site.labels.mainNavigation });
    expect(within(nav).getByRole("link", { name: site.company.shortName })).toHaveAttribute("href", "/");
    for (const link of links)
      expect(within(nav).getAllByRole("link", { name: link.label })[0]).toHaveAttribute("href", link.href);
    expect(within(nav).getAllByRole("link", { name: links[1].label })[0]).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link", { name: links[0].label })[0]).not.toHaveAttribute("aria-current");
    const [dropdown] = menus();
    expect(dropdown.querySelector("summary")).toHaveTextContent(menu.label);
    expect(dropdown.open).toBe(false);
    expect(within(nav).getAllByRole("link", { name: site.navigation.cta.label })[0]).toHaveAttribute(
      "href",
      site.navigation.cta.href,
    );
  });

  it("the dropdown opens and closes by itself; the page's script closes it on Escape, elsewhere, and when a link is chosen", () => {
    renderWithProviders(<SiteHeader />);
    const [dropdown] = menus();
    const button = dropdown.querySelector("summary")!;
    expect([...dropdown.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      menu.links.map((link) => [link.label, link.href]),
    );
    button.click();
    expect(dropdown.open).toBe(true);
    button.click();
    expect(dropdown.open).toBe(false);

    button.click();
    dropdown.querySelector("a")!.focus();
    fireEvent.keyDown(dropdown, { key: "Escape" });
    expect(dropdown.open).toBe(false);
    expect(button).toHaveFocus();

    button.click();
    fireEvent.click(document.body);
    expect(dropdown.open).toBe(false);

    button.click();
    const link = dropdown.querySelectorAll("a")[1];
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dropdown.open).toBe(false);
  });

  it("the phone's menu names itself by its state and holds every link and the CTA", () => {
    renderWithProviders(<SiteHeader />);
    const mobile = menus()[1];
    const button = mobile.querySelector("summary")!;
    // Both names are there; CSS shows the one that fits the menu's state ([open]), so it is right with no script.
    expect(button).toHaveTextContent(site.labels.openMenu);
    expect(button).toHaveTextContent(site.labels.closeMenu);
    const expectedLinks = [
      ...site.navigation.items.flatMap((item) => (isMenu(item) ? item.links : [item])),
      site.navigation.cta,
    ];
    expect([...mobile.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      expectedLinks.map((link) => [link.label, link.href]),
    );
    button.click();
    expect(mobile.open).toBe(true);
  });
});

describe("SiteFooter", () => {
  it("renders each link group as a titled column with its links", () => {
    renderWithProviders(<SiteFooter />);
    for (const group of site.footer.groups) {
      const column = screen.getByRole("heading", { name: group.title }).parentElement!;
      expect(
        within(column)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(group.links.map((link) => [link.label, link.href]));
    }
  });

  it("renders the company, the contact details, the legal links and the copyright line", () => {
    renderWithProviders(<SiteFooter />);
    const { company, footer } = site;
    expect(screen.getByText(company.name)).toBeInTheDocument();
    expect(screen.getByText(footer.about)).toBeInTheDocument();
    const contact = screen.getByRole("heading", { name: footer.contactTitle }).parentElement!;
    const address = within(contact).getByRole("link", { name: company.address });
    expect(address).toHaveAttribute("href", company.mapsUrl);
    expect(address).toHaveAttribute("target", "_blank");
    expect(within(contact).getByText(company.hours)).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phone.replace(/[^\d+]/g, "")}`,
    );
    expect(within(contact).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    for (const link of footer.legalLinks) expectLink(link.label, link.href);
    expect(screen.getByText(footer.copyright)).toBeInTheDocument();
  });
});

describe("ErrorScreen", () => {
  it("shows the error title, the message and the reload button from the labels it is given", () => {
    renderWithProviders(<ErrorScreen labels={site.labels} />);
    expect(screen.getByRole("heading", { level: 1, name: site.labels.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText(site.labels.unexpectedErrorMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: site.labels.reloadPage })).toBeInTheDocument();
  });
});
