import { test, type Page } from "@playwright/test";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the test network sees it. */
export interface NetworkRequest {
  method: string;
  /** The address's path, without its query. */
  path: string;
}

/**
 * What the test network does with a request: passes it on to the site, refuses it (the connection is dropped, as by
 * a network that is down), holds it until a promise settles, or changes its body on the way.
 */
export type Handling = "pass" | "refuse" | { after: Promise<unknown> } | { body(sent: Buffer): Buffer };

export type Handler = (request: NetworkRequest) => Handling;

let handle: Handler = () => "pass";
let network: Promise<string> | null = null;

const site = () => new URL(test.info().project.use.baseURL!);

/** The body a request came with. */
function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => resolve(Buffer.concat(chunks)));
    incoming.on("error", reject);
  });
}

/**
 * Passes a request on to the site (with `body` instead of its own, if given) and the answer back to the browser, not to
 * be stored: the browser's cache would otherwise give the next test the scripts at once (they are cached for a year),
 * and nothing would be held.
 */
function forward(incoming: IncomingMessage, outgoing: ServerResponse, body?: Buffer) {
  const { hostname, port } = site();
  const headers = body ? { ...incoming.headers, "content-length": String(body.length) } : incoming.headers;
  const upstream = request({ host: hostname, port, path: incoming.url, method: incoming.method, headers }, (answer) => {
    answer.on("error", () => outgoing.destroy());
    if (outgoing.destroyed) return void answer.resume();
    outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "cache-control": "no-store" });
    answer.pipe(outgoing);
  });
  upstream.on("error", () => outgoing.destroy());
  if (body) upstream.end(body);
  else incoming.pipe(upstream);
}

async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
  // A page left (the next test's, or a link followed) drops the requests it had waiting: nothing to answer then.
  incoming.on("error", () => outgoing.destroy());
  outgoing.on("error", () => incoming.destroy());
  const handling = handle({
    method: incoming.method ?? "GET",
    path: new URL(incoming.url ?? "/", "http://test-network").pathname,
  });
  if (handling === "refuse") return incoming.socket.destroy();
  if (handling === "pass") return forward(incoming, outgoing);
  if ("after" in handling) {
    await handling.after;
    return forward(incoming, outgoing);
  }
  forward(incoming, outgoing, handling.body(await bodyOf(incoming)));
}

/** The worker's test network: a server in front of the site, started the first time a test asks for it. */
function testNetwork(): Promise<string> {
  network ??= new Promise((resolve) => {
    const server = createServer((incoming, outgoing) => void serve(incoming, outgoing));
    // The worker's process ends when its tests do; the server does not keep it alive.
    server.unref();
    server.listen(0, "127.0.0.1", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`));
  });
  return network;
}

/**
 * Opens `path` through a network the test controls: `handler` decides what happens to each request of the page
 * (scripts held back, the form service down, a field changed on the way) until the next page is opened so.
 *
 * Requests are handled by a server in front of the site rather than by Playwright's request interception
 * (page.route): with interception on, Chromium now and then loses a request, which then reaches neither the route nor
 * the server (microsoft/playwright#41802); a search island's code and index, asked for as its field took focus, were
 * lost so in about 1 run in 25. The page is at the test network's address (another port of localhost, so another
 * origin): a test follows links as relative paths, not against the project's base URL.
 */
export async function openThroughTestNetwork(
  page: Page,
  path: string,
  handler: Handler,
  { waitUntil = "load" }: { waitUntil?: "commit" | "load" } = {},
): Promise<void> {
  handle = handler;
  await page.goto(new URL(path, await testNetwork()).href, { waitUntil });
}

/** The page's HTML as the site serves it, read around the test network. */
export async function htmlOf(page: Page, path: string): Promise<string> {
  return (await page.request.get(new URL(path, site()).href)).text();
}
