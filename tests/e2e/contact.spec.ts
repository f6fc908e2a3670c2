import { expect, test } from "@playwright/test";
import { questionsIn } from "./native-widgets.ts";
import type { Faq } from "../../src/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { collection, pageSection, shown, site } from "./site-data.ts";

test("/contact: 'Get in Touch', the company's address (to the map), hours, phone and e-mail links, social links", async ({ page }) => {
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
  await expect(details.getByRole("link", { name: site.company.phone })).toHaveAttribute("href", `tel:${site.company.phone.replace(/[\s()-]/g, "")}`);
  await expect(details.getByRole("link", { name: site.company.email })).toHaveAttribute("href", `mailto:${site.company.email}`);
  for (const social of site.social ?? []) {
    const link = details.getByRole("link", { name: shown(social.label) });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(site.company.address).toContain("Lekki Phase 1");
  expect(problems).toEqual([]);
});

test("/contact: an embedded map that loads lazily and has a title, and the contact FAQs", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page);
  const map = pageSection("contact", "mapEmbed");
  const frame = page.locator("#map iframe");
  await expect(frame).toHaveAttribute("title", map.title);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("src", map.src);
  const faqs = collection<Faq>("faqs").filter((faq) => faq.topic === "contact").sort((a, b) => a.order - b.order);
  await expect(questionsIn(page.locator("#faq"))).toHaveText(faqs.map((faq) => shown(faq.question)));
});
