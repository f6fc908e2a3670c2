/**
 * The kept tab (tests/e2e/site-test.ts): the next test on a worker is given the same tab, with nothing of the test
 * before it left on it. The two tests run in order on one worker (serial), as two tests of any spec may.
 */
import { expect, test } from "./site-test.ts";

test.describe.configure({ mode: "serial" });

const requested: string[] = [];

test("a test leaves a route, a listener, a cookie, storage, a narrower viewport and a fragment on its tab", async ({
  page,
  context,
}) => {
  await page.goto("/");
  // Survives navigations within the site: marks the tab, not the page.
  await page.evaluate(() => {
    window.name = "kept";
    localStorage.setItem("left", "behind");
    sessionStorage.setItem("left", "behind");
  });
  await context.addCookies([{ name: "left", value: "behind", url: page.url() }]);
  await page.route("**/about", (route) => route.fulfill({ body: "<h1>Not the page</h1>", contentType: "text/html" }));
  page.on("request", (request) => requested.push(request.url()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#main");
  expect(() => page.addInitScript(() => {})).toThrow(/ownTab/);
});

test("the next test is given the same tab, with none of it left", async ({ page, context, viewport }) => {
  expect(await page.evaluate(() => window.name)).toBe("kept");
  // Not on the last test's page: a first address that differs from it only after its "#" loads afresh.
  expect(new URL(page.url()).pathname).toBe("/robots.txt");
  expect(page.viewportSize()).toEqual(viewport);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  requested.length = 0;
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Not the page");
  expect(requested).toEqual([]);
});
