import { test, type Page } from "@playwright/test";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForIslands } from "./console-guard.ts";

/**
 * What the worker's holding server does with a request: hold it until `released` (scripts and the search index, but
 * `letThrough`), or pass it on to the site at once.
 */
interface Holding {
  site: URL;
  letThrough: Set<string>;
  released: Promise<void>;
}

let holding: Holding | null = null;
let holder: Promise<string> | null = null;

const held = (path: string) => path.endsWith(".js") || path.startsWith("/_search/");

/**
 * Passes a request on to the site and its answer back to the browser, not to be stored: the browser's cache would
 * otherwise give the next test the scripts at once (they are cached for a year), and nothing would be held.
 */
function forward(site: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
  const upstream = request(
    { host: site.hostname, port: site.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "cache-control": "no-store" });
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => outgoing.destroy());
  incoming.pipe(upstream);
}

/**
 * The worker's holding server: the site behind a slow network, started the first time a test asks for it. Scripts are
 * held by a server in front of the site rather than by Playwright's request interception (page.route), which, with
 * requests paused in the browser, lost one now and then: a request the page made as a field was focused (the search
 * island's code and index) reached neither the route nor the server, and the island never started.
 */
function holdingServer(): Promise<string> {
  holder ??= new Promise((resolve) => {
    const server = createServer(async (incoming, outgoing) => {
      const current = holding!;
      const path = new URL(incoming.url ?? "/", "http://held").pathname;
      if (held(path) && !current.letThrough.has(path)) await current.released;
      forward(current.site, incoming, outgoing);
    });
    // The worker's process ends when its tests do; the server does not keep it alive.
    server.unref();
    server.listen(0, "127.0.0.1", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
  });
  return holder;
}

/**
 * Opens `path` with its scripts held back until `release()` is called: every script (`shell: "held"`), or every
 * script but the page's own module script and what it imports (the modules the page preloads): the shell, which
 * starts the islands (`shell: "runs"`); the search index with them. What a test does meanwhile is done before the code
 * it would need has arrived, on any machine, however fast or busy: no timing decides it. release() lets everything
 * through and resolves once the islands near the viewport are live.
 *
 * The page is opened from the holding server's address (another port of localhost, so another origin): a test
 * follows links as relative paths, not against the project's base URL.
 */
export async function openWithScriptsHeld(
  page: Page,
  path: string,
  { shell }: { shell: "held" | "runs" },
): Promise<{ release(): Promise<void> }> {
  const site = new URL(test.info().project.use.baseURL!);
  const letThrough = new Set<string>();
  if (shell === "runs") {
    const html = await (await page.request.get(new URL(path, site).href)).text();
    for (const [, script, preloaded] of html.matchAll(
      /<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g,
    ))
      letThrough.add(script ?? preloaded);
    if (!letThrough.size) throw new Error(`${path} has no module script to let run.`);
  }
  let release!: () => void;
  holding = { site, letThrough, released: new Promise<void>((resolve) => (release = resolve)) };
  await page.goto(new URL(path, await holdingServer()).href, { waitUntil: "commit" });
  return {
    async release() {
      release();
      await waitForIslands(page);
    },
  };
}
