import { expect, test } from "./site-test.ts";
import type { Faq, KbArticle, KbTopic, SupportPlan } from "../../src/core/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { expectOneOpenAtATime, questionsIn, tabsIn } from "./native-widgets.ts";
import { collection, pageSection, shown, site } from "./site-data.ts";

const faqs = collection<Faq>("faqs").sort((a, b) => a.order - b.order);
const topics = collection<KbTopic>("kbTopics");
const articles = collection<KbArticle>("kbArticles");
/** A topic's articles in the order its page lists them: by "order", then by id (the order of the files). */
const articlesOf = (topicId: string) =>
  articles.filter((article) => article.topic === topicId).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
const articlePage = (article: KbArticle) => `/support/knowledge-base/${article.topic}/${article.id}`;
const plans = collection<SupportPlan>("supportPlans").sort((a, b) => a.order - b.order);
const faqTabs = pageSection("support", "faqTabs");
const knowledgeBase = pageSection("support", "collectionGrid", "knowledge-base");
const popular = pageSection("support", "linkList", "popular-searches");
const topicOf = (tab: (typeof faqTabs.tabs)[number]) => (tab.source?.filter?.value ?? "") as Faq["topic"];

test("/support: the hero's anchors lead to contact options and the knowledge base", async ({ page }) => {
  await page.goto("/support");
  await waitForIslands(page);
  const hero = pageSection("support", "hero");
  for (const action of [hero.primaryAction, hero.secondaryAction!]) {
    await page.getByRole("link", { name: action.label, exact: true }).first().click();
    const anchor = action.href.split("#")[1];
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  }
});

test("/support: the search shows matching FAQs and knowledge-base articles as you type", async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto("/support");
  await waitForIslands(page);
  const search = pageSection("support", "searchBox");
  const field = page.getByRole("searchbox", { name: search.label });
  const results = page.locator("#search li:visible");

  const faq = faqs.find((item) => item.topic === "billing")!;
  await field.fill(shown(faq.question));
  await expect(results.filter({ hasText: shown(faq.question) })).toHaveCount(1);

  const article = articlesOf("troubleshooting")[0];
  await field.fill(shown(article.title));
  const found = results.filter({ hasText: shown(article.title) }).first();
  await expect(found.getByRole("link", { name: shown(article.title) })).toHaveAttribute("href", articlePage(article));

  await field.fill("qqzzxxyy");
  await expect(page.getByText(search.noResults!)).toBeVisible();
  await expect(results).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("/support: the popular searches lead to their knowledge-base topics", async ({ page }) => {
  await page.goto("/support");
  for (const link of popular.links!)
    await expect(
      page.locator("#popular-searches").getByRole("link", { name: link.label, exact: true }),
    ).toHaveAttribute("href", link.href);
});

test("/support: FAQ tabs, 'General' first, each a one-open collapsible accordion of its topic", async ({ page }) => {
  await page.goto("/support");
  await waitForIslands(page);
  const section = page.locator("#faq");
  await expect(tabsIn(section).first()).toBeChecked();
  await expect(section.getByRole("radio", { name: faqTabs.tabs[0].label })).toBeChecked();
  for (const tab of faqTabs.tabs) {
    await section.getByRole("radio", { name: tab.label }).click();
    await expect(questionsIn(section)).toHaveText(
      faqs.filter((faq) => faq.topic === topicOf(tab)).map((faq) => shown(faq.question)),
    );
    await expectOneOpenAtATime(section);
  }
});

test("/support: the live chat is WhatsApp's click-to-chat to the company's WhatsApp (mobile) number, opening in a new tab", async ({
  page,
}) => {
  await page.goto("/support");
  const chat = pageSection("support", "featureGrid", "contact-support").items!.find(
    (item) => item.action?.href === "{company.whatsappUrl}",
  )!;
  const link = page.locator("#contact-support").getByRole("link", { name: shown(chat.action!.label) });
  await expect(link).toHaveAttribute(
    "href",
    `https://wa.me/${(site.company.whatsapp ?? site.company.phone).replace(/\D/g, "")}`,
  );
  await expect(link).toHaveAttribute("target", "_blank");
});

test("/support: knowledge-base cards count their articles from the data; plans show their prices and actions", async ({
  page,
}) => {
  await page.goto("/support");
  for (const id of knowledgeBase.source.ids!) {
    const topic = topics.find((item) => item.id === id)!;
    const card = page.locator("#knowledge-base .mantine-Card-root").filter({ hasText: shown(topic.title) });
    const count = articlesOf(id).length;
    await expect(card.getByText(`${count} ${count === 1 ? site.labels.article : site.labels.articles}`)).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", `/support/knowledge-base/${id}`);
  }

  const cards = page.locator("#plans .mantine-Card-root");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.name));
  for (const plan of plans) {
    const card = cards.filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
    for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: new RegExp(`^${plan.action.label}`) })).toHaveAttribute(
      "href",
      plan.action.href,
    );
    if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeVisible();
  }
});

test("/support/knowledge-base/{slug} lists the topic's articles in order, each linking to its page; others answer 404", async ({
  page,
}) => {
  const grid = pageSection("kb-topic", "collectionGrid", "articles");
  for (const topic of topics) {
    const response = await page.goto(`/support/knowledge-base/${topic.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(topic.title));
    const listed = articlesOf(topic.id).slice(0, grid.pageSize);
    await expect(page.locator("#articles").getByRole("heading", { level: 3 })).toHaveText(
      listed.map((article) => shown(article.title)),
    );
    for (const article of listed) {
      const link = page.locator("#articles").getByRole("link", { name: shown(article.title) });
      await expect(link).toHaveAttribute("href", articlePage(article));
      await expect(link).toContainText(site.labels.readArticle);
    }
  }
  const response = await page.goto("/support/knowledge-base/no-such-topic");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Topic Not Found");
});

test("every knowledge-base article listed on a topic's pages is a page: status 200, its title, its text, a trail back to its topic", async ({
  page,
  request,
}) => {
  const listedLinks: string[] = [];
  for (const topic of topics) {
    let address: string | null = `/support/knowledge-base/${topic.id}`;
    while (address) {
      await page.goto(address);
      const cards = page.locator("#articles .mantine-Card-root a");
      listedLinks.push(...(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))));
      // The page has loaded (goto waits for it), and the link to the next page is in its HTML or not at all.
      const next = page.locator("#articles a[rel='next']");
      address = (await next.count()) ? await next.getAttribute("href") : null;
    }
  }
  // Every article of the data is listed on its topic's pages, once.
  expect([...listedLinks].sort()).toEqual(articles.map(articlePage).sort());
  for (const href of listedLinks) expect((await request.get(href)).status(), href).toBe(200);

  const article = articlesOf("troubleshooting")[0];
  const topic = topics.find((item) => item.id === article.topic)!;
  await page.goto(articlePage(article));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(article.title));
  await expect(page.locator("#article h2")).toHaveCount(
    article.body.split("\n").filter((line) => line.startsWith("## ")).length,
  );
  const trail = page.getByRole("navigation", { name: site.labels.breadcrumb });
  await expect(trail.getByRole("link", { name: shown(topic.title) })).toHaveAttribute(
    "href",
    `/support/knowledge-base/${topic.id}`,
  );

  expect((await page.goto(`/support/knowledge-base/${topic.id}/no-such-article`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  // An article is only at the address of its own topic.
  const otherTopic = topics.find((item) => item.id !== article.topic)!;
  expect((await page.goto(`/support/knowledge-base/${otherTopic.id}/${article.id}`))?.status()).toBe(404);
});
