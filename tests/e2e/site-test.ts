import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import type { EventEmitter } from "node:events";

export { expect } from "@playwright/test";

/**
 * Which of a page's browser checks a run makes (tests/e2e/every-template.spec.ts): "all" for the site as `npm start`
 * serves it; "served" behind another server (nginx), where only what a server changes is checked again: the page
 * arrives prerendered and hydrates cleanly with that server's headers.
 */
export interface BrowserCheckOptions {
  browserChecks: "all" | "served";
}

/** A tab the worker keeps, and what a test may leave on it that the next test must not find. */
interface KeptTab {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number } | null;
}

/** The worker's tabs, one per set of context options (a test's `test.use`), each handed to its tests in turn. */
type Tabs = Map<string, KeptTab>;

/**
 * Calls that outlive a test on the tab it leaves to the next: a test that needs one asks for a tab of its own
 * (test.use({ ownTab: true })).
 */
const lasting = ["addInitScript", "exposeFunction", "exposeBinding"] as const;

function refuseLasting(target: Page | BrowserContext): void {
  for (const name of lasting)
    Object.defineProperty(target, name, {
      value: () => {
        throw new Error(
          `${name} would outlive this test on the tab the next test is given: add test.use({ ownTab: true }) to this test's file or describe().`,
        );
      },
    });
}

/** A page is a Node EventEmitter (Playwright's docs say so): its listeners can be listed, and removed one by one. */
const emitterOf = (page: Page) => page as unknown as Pick<EventEmitter, "eventNames" | "listeners" | "off">;

/** The page's listeners by event: Playwright's own (on "close", "crash") are kept when a test's are removed. */
const listenersOf = (page: Page) =>
  new Map(
    emitterOf(page)
      .eventNames()
      .map((event) => [event, emitterOf(page).listeners(event)]),
  );

/** What a test may have left on a kept tab, undone; the tab is left on a page of no interest (robots.txt). */
async function tidy(tab: KeptTab, listenersBefore: ReturnType<typeof listenersOf>, baseURL: string | undefined) {
  const { context, page } = tab;
  for (const [event, listeners] of listenersOf(page)) {
    const before = listenersBefore.get(event) ?? [];
    for (const listener of listeners)
      if (!before.includes(listener)) emitterOf(page).off(event, listener as (...args: unknown[]) => void);
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  if (page.url().startsWith("http"))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  const size = page.viewportSize();
  if (tab.viewport && (size?.width !== tab.viewport.width || size?.height !== tab.viewport.height))
    await page.setViewportSize(tab.viewport);
  // A document of the same site, so that the tab keeps its renderer; and so that the next test's first address, even
  // one that differs from this test's last only after a "#", loads a page afresh.
  if (baseURL) await page.goto(new URL("/robots.txt", baseURL).href);
}

/** The worker's tab for the test's options and `extra` on top, opened the first time it is asked for. */
async function tabFor(
  browser: Browser,
  tabs: Tabs,
  optionsKey: string,
  extra: BrowserContextOptions,
): Promise<KeptTab> {
  const key = `${optionsKey} ${JSON.stringify(extra)}`;
  let tab = tabs.get(key);
  if (!tab) {
    // Made during a test, the context takes the test's options (Playwright fills in what `extra` leaves out).
    const context = await browser.newContext(extra);
    const page = await context.newPage();
    refuseLasting(context);
    refuseLasting(page);
    tab = { context, page, viewport: page.viewportSize() };
    tabs.set(key, tab);
  }
  return tab;
}

/**
 * The site's specs take `test` from here. Opening a page in a new browser context costs Chromium a new renderer
 * process and the page's scripts compiled afresh: measured on two cores, 0.41-0.47 core-seconds a visit, against 0.19-0.24
 * for the next page in a tab already open on the site. Most tests open a page or two with the project's options, so
 * each worker keeps a tab per set of options (the project's, and those a file asks for: scripts off, a phone) and
 * hands it to the tests that use those options, one after another, like a visitor's tab going from page to page.
 *
 * Between two tests the tab is tidied: the test's event listeners and routes removed, cookies, permissions and
 * storage cleared, the viewport put back, and the tab taken to robots.txt, so the next test's first `goto` loads its
 * page afresh. What cannot be undone (an init script, an exposed function) is refused on a kept tab, with what to do
 * instead: `test.use({ ownTab: true })`, for a new context per test as Playwright gives by default. A failed test
 * ends its worker, and with it the tabs.
 */
export const test = base.extend<
  BrowserCheckOptions & {
    ownTab: boolean;
    optionsKey: string;
    keptTab: KeptTab | null;
    /** A kept tab with options of its own on top of the test's, for a second look at a page (scripts off). */
    tabWith: (options: BrowserContextOptions) => Promise<Page>;
  },
  { tabs: Tabs }
>({
  browserChecks: ["all", { option: true }],
  ownTab: [false, { option: true }],
  tabs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and requires one.
    async ({}, use) => {
      const tabs: Tabs = new Map();
      await use(tabs);
      for (const { context } of tabs.values()) await context.close();
    },
    { scope: "worker" },
  ],
  // Every context option a test can set: two tests share a tab only if they agree on all of them.
  optionsKey: async (
    {
      baseURL,
      javaScriptEnabled,
      viewport,
      reducedMotion,
      isMobile,
      deviceScaleFactor,
      hasTouch,
      colorScheme,
      contrast,
      forcedColors,
      locale,
      timezoneId,
      userAgent,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      httpCredentials,
      ignoreHTTPSErrors,
      bypassCSP,
      acceptDownloads,
      storageState,
      serviceWorkers,
      contextOptions,
      proxy,
    },
    use,
  ) =>
    use(
      JSON.stringify([
        baseURL,
        javaScriptEnabled,
        viewport,
        reducedMotion,
        isMobile,
        deviceScaleFactor,
        hasTouch,
        colorScheme,
        contrast,
        forcedColors,
        locale,
        timezoneId,
        userAgent,
        offline,
        permissions,
        geolocation,
        extraHTTPHeaders,
        httpCredentials,
        ignoreHTTPSErrors,
        bypassCSP,
        acceptDownloads,
        storageState,
        serviceWorkers,
        contextOptions,
        proxy,
      ]),
    ),
  // The worker's tab for this test's options; none when the test asks for its own.
  keptTab: async ({ browser, tabs, ownTab, optionsKey, baseURL }, use) => {
    if (ownTab) return use(null);
    const tab = await tabFor(browser, tabs, optionsKey, {});
    const listenersBefore = listenersOf(tab.page);
    await use(tab);
    await tidy(tab, listenersBefore, baseURL);
  },
  tabWith: async ({ browser, tabs, optionsKey, baseURL }, use) => {
    const lent: [KeptTab, ReturnType<typeof listenersOf>][] = [];
    await use(async (options) => {
      const tab = await tabFor(browser, tabs, optionsKey, options);
      lent.push([tab, listenersOf(tab.page)]);
      return tab.page;
    });
    for (const [tab, listenersBefore] of lent) await tidy(tab, listenersBefore, baseURL);
  },
  // A test with a tab of its own gets a new context, made during the test so that it takes the test's options.
  context: async ({ keptTab, browser }, use) => {
    if (keptTab) return use(keptTab.context);
    const context = await browser.newContext();
    await use(context);
    await context.close();
  },
  page: async ({ keptTab, context }, use) => use(keptTab?.page ?? (await context.newPage())),
});
