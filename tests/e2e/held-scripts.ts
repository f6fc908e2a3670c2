import type { Page } from "@playwright/test";
import { waitForIslands } from "./console-guard.ts";
import { htmlOf, openThroughTestNetwork } from "./test-network.ts";

const script = (path: string) => path.endsWith(".js") || path.startsWith("/_search/");

/**
 * Opens `path` with its scripts held back until `release()` is called: every script (`shell: "held"`), or every
 * script but the page's own module script and what it imports (the modules the page preloads): the shell, which
 * starts the islands (`shell: "runs"`); the search index with them. What a test does meanwhile is done before the code
 * it would need has arrived, on any machine, however fast or busy: no timing decides it. release() lets everything
 * through and resolves once the islands near the viewport are live. The page is opened through the test network
 * (tests/e2e/test-network.ts).
 */
export async function openWithScriptsHeld(
  page: Page,
  path: string,
  { shell }: { shell: "held" | "runs" },
): Promise<{ release(): Promise<void> }> {
  const letThrough = new Set<string>();
  if (shell === "runs") {
    for (const [, script, preloaded] of (await htmlOf(page, path)).matchAll(
      /<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g,
    ))
      letThrough.add(script ?? preloaded);
    if (!letThrough.size) throw new Error(`${path} has no module script to let run.`);
  }
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await openThroughTestNetwork(
    page,
    path,
    (request) => (script(request.path) && !letThrough.has(request.path) ? { after: released } : "pass"),
    { waitUntil: "commit" },
  );
  return {
    async release() {
      release();
      await waitForIslands(page);
    },
  };
}
