import type { ConsoleMessage, Page } from "@playwright/test";
import { islands } from "../../src/site/islands/island-registry.ts";
import { mapProbe } from "../../src/site/shell/maps.ts";

/** Islands that load only when the visitor touches them (the form, the search): nothing to wait for. */
const loadedOnInteraction = Object.entries(islands).flatMap(([type, island]) =>
  island.when === "interaction" ? [type] : [],
);

/**
 * Collects console errors and warnings and uncaught exceptions (hydration mismatches are reported there). The browser's
 * own line for the map's probe when OpenStreetMap cannot be reached (as on these machines) is not a problem: the page
 * expects it and keeps the map's picture (src/site/shell/maps.ts).
 */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (
      message.type() === "error" &&
      message.location().url === mapProbe &&
      message.text().startsWith("Failed to load resource")
    )
      return;
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return { problems };
}

/**
 * Waits until the islands now in or near the viewport that load as they near it are live (src/site/shell/start-islands.ts), for
 * tests about what their code adds. Pages need no waiting otherwise: everything else is HTML that works as it arrives.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction((untouched) => {
    const near = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((island) => {
      if (untouched.includes(island.dataset.island ?? "")) return false;
      const box = island.getBoundingClientRect();
      return box.bottom > -300 && box.top < window.innerHeight + 300;
    });
    return near.every((island) => island.hasAttribute("data-island-live"));
  }, loadedOnInteraction);
}
