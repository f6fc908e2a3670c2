import { expect, test } from "./site-test.ts";
import type { Faq, Job } from "../../src/core/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { expectOneOpenAtATime, questionsIn } from "./native-widgets.ts";
import { collection, labelledFor, pageSection, sampleOf, shown, site } from "./site-data.ts";

const jobs = collection<Job>("jobs");
const openings = pageSection("careers", "collectionGrid", "openings");
/** The openings /careers shows: its first page, in file order (the grid's source has no sort). */
const listed = jobs.slice(0, openings.pageSize);
const careersFaqs = collection<Faq>("faqs")
  .filter((faq) => faq.topic === "careers")
  .sort((a, b) => a.order - b.order);

test("/careers: the hero jumps to the openings; department tabs filter those of the page, 'All' first", async ({
  page,
}) => {
  const { problems } = watchConsole(page);
  await page.goto("/careers");
  await waitForIslands(page);
  await page.getByRole("link", { name: shown(pageSection("careers", "hero").primaryAction.label) }).click();
  await expect(page).toHaveURL(/\/careers#openings$/);
  await expect(page.locator("#openings")).toBeInViewport();

  const titles = page.locator("#openings").getByRole("heading", { level: 3 });
  await expect(page.getByRole("radio", { name: openings.tabs!.allLabel })).toBeChecked();
  await expect(titles).toHaveText(listed.map((job) => job.title));
  for (const option of openings.tabs!.options) {
    await page.getByRole("radio", { name: option.label }).click();
    const expected = listed.filter((job) => job.department === option.value).map((job) => job.title);
    if (expected.length) await expect(titles).toHaveText(expected);
    else await expect(page.getByText(openings.empty!.message)).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("/careers: each opening's responsibilities and requirements open and close; 'Apply Now' leads to its application", async ({
  page,
}) => {
  await page.goto("/careers");
  await waitForIslands(page);
  const job = jobs[0];
  const card = page
    .locator("#openings .mantine-Card-root")
    .filter({ has: page.getByRole("heading", { name: job.title, exact: true }) });
  for (const [label, lines] of [
    [site.labels.responsibilities, job.responsibilities],
    [site.labels.requirements, job.requirements],
  ] as const) {
    const section = card.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
    await expect(section).not.toHaveAttribute("open");
    // The site's chevron, not the browser's ▶ (a summary shown as a list item draws its marker).
    await expect(section.locator("summary svg")).toBeVisible();
    expect(await section.locator("summary").evaluate((summary) => getComputedStyle(summary).display)).not.toBe(
      "list-item",
    );
    await expect(card.getByText(shown(lines[0]), { exact: true })).toBeHidden();
    await section.locator("summary").click();
    await expect(section).toHaveAttribute("open");
    for (const line of lines) await expect(card.getByText(shown(line), { exact: true })).toBeVisible();
    await section.locator("summary").click();
    await expect(card.getByText(shown(lines[0]), { exact: true })).toBeHidden();
  }
  await card.getByRole("link", { name: labelledFor(site.labels.applyNow, job.title) }).click();
  await expect(page).toHaveURL(`/careers/apply/${job.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.title);
});

test("/careers offers an open application to those who see no role for them", async ({ page }) => {
  await page.goto("/careers");
  const offer = pageSection("careers", "callToAction", "open-application");
  await expect(
    page.locator("#open-application").getByRole("link", { name: offer.primaryAction.label }),
  ).toHaveAttribute("href", "/careers/open-application");
});

test("/careers: the FAQ accordion opens one answer at a time and closes it again", async ({ page }) => {
  await page.goto("/careers");
  await waitForIslands(page);
  const faq = page.locator("#faq");
  await expect(questionsIn(faq)).toHaveText(careersFaqs.map((item) => shown(item.question)));
  await expect(faq.getByText(shown(careersFaqs[0].answer).split("\n")[0].slice(0, 40))).toBeHidden();
  await expectOneOpenAtATime(faq);
});

for (const job of sampleOf(jobs))
  test(`/careers/apply/${job.id} shows the chosen job`, async ({ page }) => {
    const response = await page.goto(`/careers/apply/${job.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(job.title);
    for (const value of [job.location, job.type])
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(job.department, { exact: true }).first()).toBeVisible();
  });

test("/careers/apply/{id}: an unknown id shows 'Job Not Found' with status 404", async ({ page }) => {
  const response = await page.goto("/careers/apply/no-such-job");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Not Found");
  await expect(page.getByRole("link", { name: "View Open Positions" })).toHaveAttribute("href", "/careers");
});

test("/careers/{id} redirects to /careers/apply/{id}: a real 301 from the server", async ({ request }) => {
  for (const job of jobs) {
    const response = await request.get(`/careers/${job.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/careers/apply/${job.id}`);
  }
  // The open application is a page of its own, not an opening's old address.
  expect((await request.get("/careers/open-application", { maxRedirects: 0 })).status()).toBe(200);
});

test("/careers/{id} redirects on a plain static host too: the page itself moves on and names its canonical address", async ({
  page,
  request,
}) => {
  const job = jobs[0];
  // What a static host would serve for the old address: the prerendered file.
  const html = await (await request.get(`/careers/${job.id}/index.html`, { maxRedirects: 0 })).text();
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/careers/apply/${job.id}">`);
  expect(html).toContain(`<link rel="canonical" href="${site.seo.siteUrl}/careers/apply/${job.id}">`);
  await page.goto(`/careers/${job.id}/index.html`);
  await expect(page).toHaveURL(`/careers/apply/${job.id}`);
});
