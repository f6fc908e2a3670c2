import { expect, test } from "./site-test.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";

test("an unknown address answers 404 with the not-found page, and logs the missing path", async ({ page }) => {
  const { problems } = watchConsole(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => problems).toContainEqual(expect.stringContaining('"/no-such-page"'));
  // Chromium itself reports the document's 404 status; nothing else may complain.
  const expected = (problem: string) => problem.includes("/no-such-page") || problem.includes("status of 404");
  expect(problems.filter((problem) => !expected(problem))).toEqual([]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

for (const [path, title, linkLabel, linkHref] of [
  ["/services/no-such-service", "Service Not Found", "View All Services", "/services"],
  ["/products/no-such-product", "Product Not Found", "View All Products", "/products"],
] as const) {
  test(`${path} shows the route's own not-found state with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: linkLabel })).toHaveAttribute("href", linkHref);
  });
}

test("the site publishes a sitemap and robots.txt", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/services/software-development</loc>");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: ");
});
