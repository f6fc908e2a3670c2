import { expect, test } from "./site-test.ts";
import type { Project, Testimonial } from "../../src/core/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { collection, labelledFor, pageSection, sampleOf, selectedItems, shown, site } from "./site-data.ts";

const projects = collection<Project>("projects");
const grid = pageSection("portfolio", "collectionGrid", "projects");
/** The projects /portfolio shows: its first page, in the grid's order (newest first, as its source sorts them). */
const listed = selectedItems<Project>(grid.source, "projects").slice(0, grid.pageSize);

test("/portfolio: category tabs filter the projects of the page, 'All' by default", async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto("/portfolio");
  await waitForIslands(page);
  const titles = page.locator("#projects").getByRole("heading", { level: 3 });
  await expect(page.getByRole("radio", { name: grid.tabs!.allLabel })).toBeChecked();
  await expect(titles).toHaveText(listed.map((project) => shown(project.title)));
  for (const option of grid.tabs!.options) {
    await page.getByRole("radio", { name: option.label }).click();
    await expect(titles).toHaveText(
      listed.filter((project) => project.category === option.value).map((project) => shown(project.title)),
    );
  }
  expect(problems).toEqual([]);
});

test("/portfolio at 1280px: no tab's last row holds one card alone (three to a row; an uneven list ends in two rows of two)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/portfolio");
  const rowsOfCards = () =>
    page.locator("#projects .mantine-Card-root:visible").evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    });
  for (const [label, count] of [
    [grid.tabs!.allLabel, listed.length],
    ...grid.tabs!.options.map(
      (option) => [option.label, listed.filter((project) => project.category === option.value).length] as const,
    ),
  ] as const) {
    await page.getByRole("radio", { name: label }).click();
    const rows = await rowsOfCards();
    expect(
      rows.reduce((sum, cards) => sum + cards, 0),
      label,
    ).toBe(count);
    expect(
      rows.every((cards) => cards <= 3),
      label,
    ).toBe(true);
    if (count > 1) expect(rows.at(-1), `${label}: ${rows.join(", ")}`).toBeGreaterThan(1);
  }
});

test("/portfolio: 'Visit Website' opens the client's site in a new tab, otherwise 'View Case Study' leads to the case study", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await waitForIslands(page);
  for (const project of listed) {
    if (project.website) {
      const link = page.getByRole("link", { name: labelledFor(site.labels.visitWebsite, shown(project.title)) });
      await expect(link).toHaveAttribute("href", project.website);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(
        page.getByRole("link", { name: labelledFor(site.labels.viewCaseStudy, shown(project.title)) }),
      ).toHaveAttribute("href", `/portfolio/${project.id}`);
    }
  }
  const withoutSite = listed.find((project) => !project.website)!;
  await page.getByRole("link", { name: labelledFor(site.labels.viewCaseStudy, shown(withoutSite.title)) }).click();
  await expect(page).toHaveURL(`/portfolio/${withoutSite.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(withoutSite.title));
});

test("/portfolio: the stats, the technologies and the testimonials", async ({ page }) => {
  await page.goto("/portfolio");
  const stats = pageSection("portfolio", "statsRow");
  for (const stat of stats.stats) await expect(page.locator("#stats")).toContainText(shown(stat.value));
  // Years in business are worked out when the site is built, never typed.
  const years = stats.stats.find((stat) => stat.value.includes("{company.yearsInBusiness}"));
  expect(years, "the years stat uses {company.yearsInBusiness}").toBeTruthy();
  await expect(page.locator("#stats")).toContainText(String(new Date().getFullYear() - site.company.founded));
  for (const chip of pageSection("portfolio", "chipList").chips!)
    await expect(page.locator("#technologies").getByText(chip, { exact: true })).toBeVisible();
  const quotes = pageSection("portfolio", "collectionGrid", "testimonials").source.ids!;
  for (const id of quotes) {
    const testimonial = collection<Testimonial>("testimonials").find((item) => item.id === id)!;
    await expect(page.locator("#testimonials")).toContainText(shown(testimonial.quote).slice(0, 50));
  }
});

for (const project of sampleOf(projects))
  test(`/portfolio/${project.id}: the project's case study`, async ({ page }) => {
    const response = await page.goto(`/portfolio/${project.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(project.title));
    await expect(page.locator("#facts")).toContainText(shown(project.client));
    for (const result of project.results) await expect(page.locator("#results")).toContainText(shown(result));
    for (const technology of project.technologies)
      await expect(page.locator("#technologies").getByText(technology, { exact: true })).toBeVisible();
    await expect(page.locator("#challenge")).not.toBeEmpty();
    await expect(page.locator("#solution")).not.toBeEmpty();
  });

test("/portfolio/{id}: an unknown id answers 404", async ({ page }) => {
  const response = await page.goto("/portfolio/no-such-project");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
});
