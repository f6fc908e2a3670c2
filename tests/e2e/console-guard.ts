import type { ConsoleMessage, Page } from "@playwright/test";

/** Collects console errors and warnings and uncaught exceptions (hydration mismatches are reported there). */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return { problems };
}

/** Waits until React has hydrated the prerendered page: the app marks <html data-hydrated> once it is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
