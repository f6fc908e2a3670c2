import { expect, test } from "./site-test.ts";
import { questionsIn } from "./native-widgets.ts";
import type { Faq } from "../../src/core/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { collection, pageSection, shown, site } from "./site-data.ts";

test("/contact: 'Get in Touch', the company's address (to the map), hours, phone and e-mail links, social links", async ({
  page,
}) => {
  const { problems } = watchConsole(page);
  await page.goto("/contact");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  const details = page.locator("#contact-information");
  const address = details.getByRole("link", { name: site.company.address });
  await expect(address).toHaveAttribute("href", site.company.mapsUrl);
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(details).toContainText(site.company.hours);
  expect(site.company.hours).toContain("weekends closed");
  await expect(details.getByRole("link", { name: site.company.phone })).toHaveAttribute(
    "href",
    `tel:${site.company.phone.replace(/[\s()-]/g, "")}`,
  );
  await expect(details.getByRole("link", { name: site.company.email })).toHaveAttribute(
    "href",
    `mailto:${site.company.email}`,
  );
  for (const social of site.social ?? []) {
    const link = details.getByRole("link", { name: shown(social.label) });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(site.company.address).toContain("Lekki Phase 1");
  expect(problems).toEqual([]);
});

const map = pageSection("contact", "mapEmbed");
const openStreetMap = "https://www.openstreetmap.org/**";

test("/contact: without OpenStreetMap the picture of the area is the map, with its links; no frame shows an error over it", async ({
  page,
}) => {
  await page.route(openStreetMap, (route) => route.abort("internetdisconnected"));
  await page.goto("/contact");
  const picture = page.locator("#map").getByRole("img", { name: map.staticMap.alt });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(page.locator("#map [data-map]")).toHaveAttribute("data-map-state", "unreachable");
  await expect(page.locator("#map iframe")).toHaveCount(0);
  await expect(page.locator("#map").getByRole("link", { name: new RegExp(`^${map.link!.label}`) })).toHaveAttribute(
    "href",
    site.company.mapsUrl,
  );
  await expect(page.locator("#map").getByRole("link", { name: map.secondLink!.label })).toHaveAttribute(
    "href",
    map.secondLink!.href,
  );
});

test("/contact: with OpenStreetMap reachable the interactive map is laid over the picture once loaded, named by its title", async ({
  page,
}) => {
  const requested: string[] = [];
  await page.route(openStreetMap, (route) => {
    requested.push(route.request().url());
    const { pathname } = new URL(route.request().url());
    if (pathname === "/favicon.ico")
      return route.fulfill({
        contentType: "image/gif",
        body: Buffer.from("R0lGODlhAQABAAAAACwAAAAAAQABAAA=", "base64"),
      });
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>Interactive map</p>" });
  });
  await page.goto("/contact");
  // Nothing is asked of OpenStreetMap before the map nears the screen.
  expect(requested).toEqual([]);
  await page.locator("#map").scrollIntoViewIfNeeded();
  const frame = page.locator("#map iframe");
  await expect(frame).toHaveAttribute("title", map.title);
  await expect(frame).toHaveAttribute("src", map.src);
  await expect(page.locator("#map [data-map]")).toHaveAttribute("data-map-state", "loaded");
  await expect(frame).toHaveCSS("opacity", "1");
  await expect(page.frameLocator("#map iframe").getByText("Interactive map")).toBeVisible();
  await expect(page.locator("#map").getByRole("img", { name: map.staticMap.alt })).toHaveCount(1);
});

test("/contact: the contact FAQs", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page);
  const faqs = collection<Faq>("faqs")
    .filter((faq) => faq.topic === "contact")
    .sort((a, b) => a.order - b.order);
  await expect(questionsIn(page.locator("#faq"))).toHaveText(faqs.map((faq) => shown(faq.question)));
});
