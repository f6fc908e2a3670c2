import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders, site } from "../../../tests/unit/test-providers.tsx";
import type { NavLink, NavMenu } from "../../core/generated/site-data.ts";
import { enhanceMenus } from "../shell/menus.ts";
import { SiteHeader } from "./SiteHeader.tsx";

const isMenu = (item: NavLink | NavMenu): item is NavMenu => "links" in item;

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
