import { fireEvent, screen, within } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRef } from "react";
import { useLocation } from "react-router-dom";
import { ErrorScreen } from "../../src/app/ErrorScreen.tsx";
import { SiteFooter } from "../../src/app/SiteFooter.tsx";
import { SiteHeader } from "../../src/app/SiteHeader.tsx";
import { SmartLink } from "../../src/app/SmartLink.tsx";
import { PageSections } from "../../src/blocks/PageSections.tsx";
import { blockLoaders } from "../../src/blocks/registry.ts";
import { loadBlockComponents } from "../../src/blocks/block-components.ts";
import type { Block, NavLink, NavMenu } from "../../src/generated/site-data.ts";
import { allItems, renderWithProviders, site } from "./test-providers.tsx";

type BlockType = Block["type"];
type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

const blockSchemasDir = join(import.meta.dirname, "../../schemas/blocks");
const blockSchemas = readdirSync(blockSchemasDir)
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => {
    const schema = JSON.parse(readFileSync(join(blockSchemasDir, file), "utf8"));
    return { file, type: schema.properties.type.const as BlockType, example: schema.examples?.[0] as Block | undefined };
  });

// Block code is split into chunks that load on demand; these tests render every block type synchronously.
beforeAll(() => loadBlockComponents(blockSchemas.map(({ type }) => ({ type }))));

function exampleOf<T extends BlockType>(type: T): BlockOf<T> {
  const example = blockSchemas.find((schema) => schema.type === type)?.example;
  if (!example) throw new Error(`schemas/blocks/${type}.schema.json has no example`);
  return example as BlockOf<T>;
}

function renderSections(...sections: Block[]) {
  return renderWithProviders(<PageSections sections={sections} />);
}

function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
}

function expectHeadings(level: number, titles: string[]) {
  expect(screen.getAllByRole("heading", { level }).map((heading) => heading.textContent)).toEqual(titles);
}

function startsWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
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
    expectHeadings(3, block.items.map((item) => item.title));
    for (const item of block.items) expect(screen.getByText(item.description)).toBeInTheDocument();
    expect(document.querySelectorAll(`svg.tabler-icon-${block.items[0].icon}`)).toHaveLength(1);
  },
  serviceGrid(block) {
    const services = block.services.map((id) => allItems.services[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(3, services.map((service) => service.title));
    for (const service of services) {
      expect(screen.getByText(service.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${service.title}`), `/services/${service.id}`);
    }
  },
  productGrid(block) {
    const products = block.products.map((id) => allItems.products[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(3, products.map((product) => product.name));
    for (const product of products) {
      expect(screen.getByText(product.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${product.name}`), `/products/${product.id}`);
      const image = screen.getByAltText(product.image.alt);
      expect(image).toHaveAttribute("src", product.image.src);
      expect(image).toHaveAttribute("width", String(product.image.width));
      expect(image).toHaveAttribute("loading", "lazy");
    }
  },
  logoRow(block) {
    const clients = block.clients.map((id) => allItems.clients[id]);
    expectHeadings(2, [block.heading.title]);
    expect(screen.getAllByRole("link")).toHaveLength(clients.length);
    for (const client of clients) {
      const link = screen.getByRole("link", { name: client.logo.alt });
      expect(link).toHaveAttribute("href", client.website);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(within(link).getByRole("img")).toHaveAttribute("height", String(client.logo.height));
    }
  },
  testimonialCarousel(block) {
    const testimonials = block.testimonials.map((id) => allItems.testimonials[id]);
    expectHeadings(2, [block.heading.title]);
    expect(screen.getByRole("button", { name: site.labels.previousSlide })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: site.labels.nextSlide })).toBeInTheDocument();
    for (const testimonial of testimonials) {
      const slide = screen.getByRole("group", { name: testimonial.author });
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
  textSection(block) {
    const heading = screen.getByRole("heading", { level: 2, name: block.heading.title });
    expect(heading.parentElement).toHaveStyle({ textAlign: block.heading.centered === false ? "left" : "center" });
    for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  },
};

describe("block registry", () => {
  it("has a component for exactly the block types that have a schema", () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(blockSchemas.map((schema) => schema.type).sort());
  });

  it.each(blockSchemas)("renders the first example of $file", ({ type, example }) => {
    expect(example, `${type}: add an "examples" entry to its schema`).toBeDefined();
    const check = expectations[type] as ((block: Block) => void) | undefined;
    expect(check, `${type}: add its expectations to this test`).toBeDefined();
    renderSections(example!);
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
    expect(section).toContainElement(screen.getByRole("heading", { level: 2, name: exampleOf("featureGrid").heading.title }));
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
      [...document.querySelectorAll("style")].map((style) => style.textContent!.match(/min-width: 75em\)\{[^}]*--sg-cols:(\d)/)?.[1]).filter(Boolean);
    const { unmount } = renderSections(exampleOf("featureGrid"), exampleOf("serviceGrid"), exampleOf("productGrid"));
    expect(largeScreenColumns()).toEqual(["3", "3", "3"]);
    unmount();
    renderSections({ ...exampleOf("featureGrid"), columns: 4 }, { ...exampleOf("serviceGrid"), columns: 2 });
    expect(largeScreenColumns()).toEqual(["4", "2"]);
  });

  it("feature icons cycle through six colour schemes", () => {
    const [item] = exampleOf("featureGrid").items;
    renderSections({ ...exampleOf("featureGrid"), items: [item, item, item, item, item, item, item] });
    const colours = [...document.querySelectorAll<HTMLElement>("[style*='--icon-bg']")].map((icon) => icon.style.getPropertyValue("--icon-bg"));
    expect(new Set(colours.slice(0, 6)).size).toBe(6);
    expect(colours[6]).toBe(colours[0]);
  });

  it("grid cards below the viewport wait hidden and are revealed once 50px inside it; cards in view stay shown", () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; element?: Element; disconnected: boolean }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options, disconnected: false };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    const report = (index: number, isIntersecting: boolean, top: number) =>
      observers[index].callback([{ isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry], {} as IntersectionObserver);
    const [item] = exampleOf("featureGrid").items;
    renderSections({ ...exampleOf("featureGrid"), items: [item, item, item] });
    const cards = document.querySelectorAll("[style*='--reveal-delay']");
    expect(cards).toHaveLength(3);
    expect(observers.map((observer) => observer.element)).toEqual([...cards]);
    expect(observers[0].options?.rootMargin).toBe("-50px 0px");
    // Nothing is hidden before the observer's first report, and nothing is measured during rendering.
    expect(document.querySelectorAll("[data-reveal]")).toHaveLength(0);
    expect(measured).not.toHaveBeenCalled();

    // First reports: the first card is in view, the second in the 50px margin at the bottom (partly visible), the third below.
    report(0, true, 100);
    report(1, false, window.innerHeight - 20);
    report(2, false, window.innerHeight + 200);
    expect(cards[0]).not.toHaveAttribute("data-reveal");
    expect(cards[1]).not.toHaveAttribute("data-reveal");
    expect(observers[0].disconnected && observers[1].disconnected).toBe(true);
    expect(cards[2]).toHaveAttribute("data-reveal", "pending");
    expect(observers[2].disconnected).toBe(false);

    report(2, true, window.innerHeight - 100);
    expect(cards[2]).toHaveAttribute("data-reveal", "shown");
    expect(observers[2].disconnected).toBe(true);
    expect((cards[2] as HTMLElement).style.getPropertyValue("--reveal-delay")).toBe("0.4s");
  });

  it("grid cards are never hidden when the visitor prefers reduced motion", () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ ...matchMedia(query), matches: query.includes("reduce") }));
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: window.innerHeight + 200 } as DOMRect);
    renderSections(exampleOf("featureGrid"));
    expect(document.querySelectorAll("[data-reveal]")).toHaveLength(0);
  });
});

const isMenu = (item: NavLink | NavMenu): item is NavMenu => "links" in item;

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

describe("SmartLink", () => {
  it("routes internal paths in the app, opens other websites in a new tab and leaves mailto:/tel: plain", () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <>
        <SmartLink href="/contact?demo=true" ref={ref}>internal</SmartLink>
        <SmartLink href="#openings">anchor</SmartLink>
        <SmartLink href="https://example.com/">external</SmartLink>
        <SmartLink href="mailto:hello@example.com">mail</SmartLink>
        <SmartLink href="tel:+2341">phone</SmartLink>
        <CurrentPath />
      </>,
      { route: "/careers" },
    );
    expect(ref.current).toBe(screen.getByRole("link", { name: "internal" }));
    expect(screen.getByRole("link", { name: "anchor" })).toHaveAttribute("href", "/careers#openings");
    const external = screen.getByRole("link", { name: "external" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    for (const name of ["internal", "mail", "phone"]) expect(screen.getByRole("link", { name })).not.toHaveAttribute("target");
    fireEvent.click(screen.getByRole("link", { name: "internal" }));
    expect(screen.getByTestId("current-path")).toHaveTextContent("/contact");
  });
});

describe("SiteHeader", () => {
  const menu = site.navigation.items.find(isMenu)!;
  const links = site.navigation.items.filter((item): item is NavLink => !isMenu(item));

  it("renders the logo, the links, the dropdown button and the CTA from site data, marking the current page", () => {
    renderWithProviders(<SiteHeader />, { route: links[1].href });
    const nav = screen.getByRole("navigation", { name: site.labels.mainNavigation });
    expect(within(nav).getByRole("link", { name: site.company.shortName })).toHaveAttribute("href", "/");
    for (const link of links) expect(within(nav).getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    expect(within(nav).getByRole("link", { name: links[1].label })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: links[0].label })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: menu.label })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).getByRole("link", { name: site.navigation.cta.label })).toHaveAttribute("href", site.navigation.cta.href);
  });

  it("opens the dropdown on click, closes it on a second click, on Escape, and when a link is chosen", () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <CurrentPath />
      </>,
    );
    const button = screen.getByRole("button", { name: menu.label });
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(menu.links.map((link) => [link.label, link.href]));

    fireEvent.click(button);
    expect(list).not.toBeVisible();

    fireEvent.click(button);
    fireEvent.keyDown(list, { key: "Escape" });
    expect(list).not.toBeVisible();
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(within(list).getByRole("link", { name: menu.links[1].label }));
    expect(list).not.toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("current-path")).toHaveTextContent(menu.links[1].href);
  });

  it("toggles the mobile menu with the burger and closes it when a link is chosen", () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <CurrentPath />
      </>,
    );
    const burger = screen.getByRole("button", { name: site.labels.openMenu });
    expect(burger).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(burger);
    expect(burger).toHaveAccessibleName(site.labels.closeMenu);
    expect(burger).toHaveAttribute("aria-expanded", "true");
    const mobileMenu = document.getElementById(burger.getAttribute("aria-controls")!)!;
    expect(within(mobileMenu).getByText(menu.label)).toBeInTheDocument();
    const expectedLinks = [...site.navigation.items.flatMap((item) => (isMenu(item) ? item.links : [item])), site.navigation.cta];
    expect(within(mobileMenu).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      expectedLinks.map((link) => [link.label, link.href]),
    );

    fireEvent.click(burger);
    expect(document.getElementById(mobileMenu.id)).toBeNull();

    fireEvent.click(burger);
    fireEvent.click(within(document.getElementById(mobileMenu.id)!).getByRole("link", { name: menu.links[0].label }));
    expect(document.getElementById(mobileMenu.id)).toBeNull();
    expect(burger).toHaveAccessibleName(site.labels.openMenu);
    expect(screen.getByTestId("current-path")).toHaveTextContent(menu.links[0].href);
  });
});

describe("SiteFooter", () => {
  it("renders each link group as a titled column with its links", () => {
    renderWithProviders(<SiteFooter />);
    for (const group of site.footer.groups) {
      const column = screen.getByRole("heading", { name: group.title }).parentElement!;
      expect(within(column).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
        group.links.map((link) => [link.label, link.href]),
      );
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
    expect(within(contact).getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
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
