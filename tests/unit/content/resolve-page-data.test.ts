import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteData } from "../../../src/core/content/load-site-data.ts";
import { pageDataUrl, pathnameOfPageData } from "../../../src/core/content/page-data-url.ts";
import { resolvePageData } from "../../../src/core/content/resolve-page-data.ts";
import { allPaths, matchRoute, notFoundFolders } from "../../../src/core/content/routes.ts";
import { siteScopes } from "../../../src/core/validation/tokens.ts";

const root = resolve(import.meta.dirname, "../../..");
const { siteData, referenceFields } = loadSiteData(resolve(root, "tests/fixtures/valid-site"), {
  schemasDir: resolve(root, "schemas"),
});
const resolvePath = (pathname: string) => resolvePageData(siteData, pathname, referenceFields, 2031);

describe("routes from site data", () => {
  it("lists every static page and one address per item of a detail page's collection", () => {
    expect(allPaths(siteData).sort()).toEqual(["/", "/services/consulting", "/services/software"]);
    expect(notFoundFolders(siteData)).toEqual(["/services"]);
  });

  it("matches static pages, items, missing items and everything else", () => {
    expect(matchRoute(siteData, "/")).toMatchObject({ kind: "page", page: { id: "home" } });
    expect(matchRoute(siteData, "/services/software/")).toMatchObject({
      kind: "item",
      collection: "services",
      id: "software",
    });
    expect(matchRoute(siteData, "/services/nope")).toMatchObject({
      kind: "missing-item",
      page: { id: "service-detail" },
    });
    expect(matchRoute(siteData, "/services/software/extra")).toMatchObject({
      kind: "not-found",
      page: { id: "not-found" },
    });
    expect(matchRoute(siteData, "/nowhere")).toMatchObject({ kind: "not-found" });
  });
});

describe("resolvePageData", () => {
  it("fills {company.*} placeholders and carries only the items the page refers to", () => {
    const home = resolvePath("/");
    expect(home.status).toBe(200);
    expect(home.sections[0]).toMatchObject({ type: "hero", title: "Welcome to Fixture Systems Ltd" });
    expect(home.sections[3]).toMatchObject({ description: "Call +234 1 000 0000." });
    // Each collection's items in file order: blocks pick theirs in their own order.
    expect(Object.keys(home.items.services)).toEqual(["consulting", "software"]);
    expect(Object.keys(home.items.clients)).toEqual(["acme"]);
    expect(home.items.products).toEqual({});
  });

  it("fills {company.*} and {year} in the collection items a page carries, and in a detail page's own item", () => {
    expect(resolvePath("/").items.services.software.features).toEqual(["Web apps by the Fixture team, 2031"]);
    // The page says "{item.description}"; the item's description says "{company.shortName}": both are filled.
    expect(resolvePath("/services/software")).toMatchObject({
      description: "Custom software by Fixture.",
      sections: [{ subtitle: "Custom software by Fixture." }],
    });
    expect(resolvePath("/").items.services.consulting.overview).toBe("What the Fixture team builds for you in 2031.");
  });

  it("fills {item.*} on a detail page from the item in the address", () => {
    const page = resolvePath("/services/consulting");
    expect(page).toMatchObject({ status: 200, title: "Consulting", description: "IT consultancy." });
    expect(page.sections[0]).toMatchObject({ title: "Consulting", subtitle: "IT consultancy." });
  });

  it("answers an unknown id with the detail page's not-found state, and anything else with the * page, status 404", () => {
    expect(resolvePath("/services/nope")).toMatchObject({
      status: 404,
      title: "Service Not Found",
      sections: [{ type: "notFound", title: "Service Not Found" }],
    });
    expect(resolvePath("/nowhere")).toMatchObject({
      status: 404,
      title: "Page Not Found",
      sections: [{ type: "notFound", code: "404" }],
    });
  });
});

describe("breadcrumb trails", () => {
  it("lead from Home through the addresses above that have a page of their own to the page itself, unlinked", () => {
    // "/services" has no page in the fixture site: the trail leaves it out rather than link to a not-found page.
    expect(resolvePath("/services/consulting").breadcrumb).toEqual([
      { label: "Home", href: "/" },
      { label: "Consulting" },
    ]);
  });

  it("are empty on Home and on not-found pages", () => {
    expect(resolvePath("/").breadcrumb).toEqual([]);
    expect(resolvePath("/services/nope").breadcrumb).toEqual([]);
    expect(resolvePath("/nowhere").breadcrumb).toEqual([]);
  });
});

describe("figures worked out when the site is built", () => {
  it("years in business come from the founding year, the WhatsApp link from the phone number's digits", () => {
    expect(siteScopes({ founded: 2015, phone: "+234 1 631 0482" }, 2031).company).toMatchObject({
      yearsInBusiness: 16,
      whatsappUrl: "https://wa.me/23416310482",
    });
  });
});

describe("page data addresses", () => {
  it.each([
    ["/", "/_data/index.json"],
    ["/about", "/_data/about.json"],
    ["/services/x/", "/_data/services/x.json"],
  ])("%s <-> %s", (pathname, url) => {
    expect(pageDataUrl(pathname)).toBe(url);
    expect(pathnameOfPageData(url)).toBe(pathname.replace(/(.)\/$/, "$1"));
  });
});
