import { expect, test } from "./site-test.ts";
import { site, sitemapPaths } from "./site-data.ts";

/**
 * Every route the sitemap lists, by request (a page of each template is also opened in a browser:
 * tests/e2e/every-template.spec.ts).
 */
const paths = sitemapPaths();

test("the sitemap lists every page, including one per service and product", () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/services",
      "/products",
      "/contact",
      "/services/ecommerce-plugins",
      "/products/payvibe",
    ]),
  );
});

test("every route answers 200 with its prerendered h1, a title of its own and its canonical address", async ({
  request,
}) => {
  const pathByTitle = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `${path} has a title`).toBeTruthy();
    expect(pathByTitle.get(title!), `${path} has the title of another page`).toBeUndefined();
    pathByTitle.set(title!, path);
    expect(html, path).toContain(`<link rel="canonical" href="${site.seo.siteUrl}${path === "/" ? "/" : path}">`);
  }
});
