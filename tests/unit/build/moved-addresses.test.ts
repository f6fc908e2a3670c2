import { describe, expect, it } from "vitest";
import { addMovedAddresses } from "../../../src/pipeline/redirect-markers.ts";

describe("the site's earlier addresses among its redirects", () => {
  const addresses = [
    { pathname: "/blog/new", notFound: false },
    { pathname: "/careers/apply/dev", notFound: false },
    { pathname: "/careers/dev", notFound: false },
    { pathname: "/blog/taken-again", notFound: false },
    { pathname: "/blog", notFound: true },
  ];

  it("sends each old address straight to where its page is now, past a page that only redirects", () => {
    const redirects: Record<string, string> = { "/careers/dev": "/careers/apply/dev" };
    addMovedAddresses(
      redirects,
      new Map([
        ["/blog/old", "/blog/new"],
        ["/careers/developer", "/careers/dev"],
        ["/careers/apply/developer", "/careers/apply/dev"],
      ]),
      addresses,
    );
    expect(redirects).toEqual({
      "/careers/dev": "/careers/apply/dev",
      "/blog/old": "/blog/new",
      "/careers/developer": "/careers/apply/dev",
      "/careers/apply/developer": "/careers/apply/dev",
    });
  });

  it("leaves an address that is someone's now to them, and a page's own redirect as written", () => {
    const redirects: Record<string, string> = { "/careers/dev": "/careers/apply/dev" };
    addMovedAddresses(
      redirects,
      new Map([
        ["/blog/taken-again", "/blog/new"],
        ["/careers/dev", "/blog/new"],
      ]),
      addresses,
    );
    expect(redirects).toEqual({ "/careers/dev": "/careers/apply/dev" });
  });
});
