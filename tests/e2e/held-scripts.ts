import type { Page } from "@playwright/test";
import { waitForIslands } from "./console-guard.ts";

/**
 * Opens `path` with its scripts held back until `release()` is called: every script (`shell: "held"`), or every
 * script but the page's own module script and what it imports (the modules the page preloads): the shell, which
 * starts the islands (`shell: "runs"`); the search index with them. What a test does meanwhile is done before the code it would need has arrived, on any machine, however
 * fast or busy: no timing decides it. release() lets everything through and resolves once the islands near the
 * viewport are live.
 */
export async function openWithScriptsHeld(
  page: Page,
  path: string,
  { shell }: { shell: "held" | "runs" },
): Promise<{ release(): Promise<void> }> {
  let letThrough!: () => void;
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  const shellFiles = new Set<string>();
  if (shell === "runs") {
    const html = await (await page.request.get(path)).text();
    for (const [, script, preloaded] of html.matchAll(
      /<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g,
    ))
      shellFiles.add(script ?? preloaded);
    if (!shellFiles.size) throw new Error(`${path} has no module script to let run.`);
  }
  await page.route(
    (url) => url.pathname.endsWith(".js") || url.pathname.startsWith("/_search/"),
    async (route) => {
      if (!shellFiles.has(new URL(route.request().url()).pathname)) await released;
      // The page may have been closed meanwhile (a test that failed before releasing).
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(path, { waitUntil: "commit" });
  return {
    async release() {
      letThrough();
      await page.unrouteAll({ behavior: "wait" });
      await waitForIslands(page);
    },
  };
}
