import { describe, expect, it } from "vitest";
import type { NavMenu } from "../../core/generated/site-data.ts";
import { linkCurrent, menuCurrent, menuSection } from "./nav-current.ts";

const services: NavMenu = {
  label: "Services",
  links: [
    { label: "Software Development", href: "/services/software-development" },
    { label: "IT Consultancy", href: "/services/it-consultancy" },
  ],
};

describe("the navigation's current section", () => {
  it("marks a link's own page, and the pages under it as in its section; Home only on Home", () => {
    expect(linkCurrent("/products", "/products")).toBe("page");
    expect(linkCurrent("/products", "/products/swiftfin")).toBe("true");
    expect(linkCurrent("/products", "/products-old")).toBeUndefined();
    expect(linkCurrent("/products", "/about")).toBeUndefined();
    expect(linkCurrent("/", "/")).toBe("page");
    expect(linkCurrent("/", "/products")).toBeUndefined();
  });

  it("marks a menu on its section's own page, its links' pages and the pages under them", () => {
    expect(menuSection(services)).toBe("/services");
    for (const pathname of ["/services", "/services/it-consultancy", "/services/process-automation"])
      expect(menuCurrent(services, pathname), pathname).toBe("true");
    for (const pathname of ["/", "/products", "/servicesx"]) expect(menuCurrent(services, pathname)).toBeUndefined();
  });

  it("gives a menu whose links share no folder below Home no section of its own", () => {
    const company: NavMenu = {
      label: "Company",
      links: [
        { label: "About", href: "/about" },
        { label: "Careers", href: "/careers" },
      ],
    };
    expect(menuSection(company)).toBeUndefined();
    expect(menuCurrent(company, "/careers/apply/devops-engineer")).toBe("true");
    expect(menuCurrent(company, "/blog")).toBeUndefined();
  });
});
