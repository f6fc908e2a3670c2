import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { Diagnostic } from "../../core/validation/diagnostic.ts";
import type { ParsedFile } from "../../core/validation/json-source.ts";
import { brokenLinks, externalLinksIn } from "../../core/content/lint/external-links.ts";

/**
 * Asks pages outside the site whether they still answer, before publishing: a link to a page that answers "not found"
 * (404), "gone" (410) or a server error (5xx) is worth a warning. Never a reason to wait long nor to refuse: each
 * question has a short timeout, a few are asked at once, and no answer at all (offline, a name that does not resolve,
 * a timeout) says nothing of the link. Answers are kept a while, so the same address is not asked at every publish.
 */
export interface LinkChecker {
  /** The answer of each address that answered with an error by `deadlineMs` (those still asked go on, for next time). */
  broken(hrefs: Iterable<string>, deadlineMs?: number): Promise<Map<string, number>>;
}

export interface LinkCheckerOptions {
  /** How long one question may take. */
  timeoutMs?: number;
  /** How many addresses are asked at once. */
  parallel?: number;
  /** How long an answer is kept. */
  keepMs?: number;
  now?: () => number;
  /** Whether an address may be asked at all: by default, only https pages of hosts on the public internet. */
  mayAsk?: (href: string) => Promise<boolean>;
}

/**
 * The server must not become a way to knock on the doors of its own network for whoever edits a link (the answer's
 * status would tell what is there): loopback, private, link-local (the cloud's metadata) and other unroutable
 * addresses are never asked, nor is anything but https on port 443.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["::ffff:0:0", 96],
] as const)
  notPublic.addSubnet(network, prefix, "ipv6");

export async function publicHttps(href: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443") || url.username || url.password)
    return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) || !host.includes(".") || /\.(local|localhost|internal|lan|home\.arpa)$/i.test(host)) return false;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.every(({ address, family }) => !notPublic.check(address, family === 6 ? "ipv6" : "ipv4"));
  } catch {
    // A name that does not resolve (offline): nothing to ask.
    return false;
  }
}

/**
 * Answers that say nothing of the page: it wants a sign-in (401, 403), the site limits robots (429) or refuses them
 * in its own way (LinkedIn's 999). A visitor in a browser may well see the page.
 */
const sayNothing = new Set([401, 403, 429, 999]);
const brokenStatus = (status: number | null): status is number =>
  status !== null && status >= 400 && !sayNothing.has(status);

export function createLinkChecker({
  timeoutMs = 3000,
  parallel = 4,
  keepMs = 30 * 60_000,
  now = Date.now,
  mayAsk = publicHttps,
}: LinkCheckerOptions = {}): LinkChecker {
  const answers = new Map<string, { status: number | null; at: number }>();
  const asking = new Map<string, Promise<number | null>>();
  const queue: (() => void)[] = [];
  let running = 0;

  const ask = async (href: string, method: "HEAD" | "GET") => {
    const response = await fetch(href, {
      method,
      // A redirect is not followed blindly: it could lead inside the network. Its own answer is enough to know the
      // link leads somewhere.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "text/html,*/*" },
    });
    // Only the status is wanted: the body is not read.
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  };
  const statusOf = async (href: string): Promise<number | null> => {
    try {
      if (!(await mayAsk(href))) return null;
      const head = await ask(href, "HEAD");
      // Some servers refuse HEAD (405, 501, even 404) yet answer GET: asked again before the link is called broken.
      return head < 400 ? head : await ask(href, "GET");
    } catch {
      return null;
    }
  };
  /** One question at a time per slot, `parallel` slots. */
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= parallel) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
  const answerOf = (href: string): Promise<number | null> => {
    const known = answers.get(href);
    if (known && now() - known.at < keepMs) return Promise.resolve(known.status);
    let pending = asking.get(href);
    if (!pending) {
      pending = inTurn(() => statusOf(href)).then((status) => {
        answers.set(href, { status, at: now() });
        asking.delete(href);
        return status;
      });
      asking.set(href, pending);
    }
    return pending;
  };

  return {
    async broken(hrefs, deadlineMs = timeoutMs + 500) {
      const found = new Map<string, number>();
      const all = [...new Set(hrefs)].map(async (href) => {
        const status = await answerOf(href);
        if (brokenStatus(status)) found.set(href, status);
      });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadlineMs);
      });
      await Promise.race([Promise.all(all), deadline]);
      clearTimeout(timer);
      return new Map(found);
    },
  };
}

/** The warnings of links to outside pages that answer with an error, in these files, each where it is written. */
export async function brokenLinkWarnings(
  files: readonly ParsedFile[],
  checker: LinkChecker,
  deadlineMs?: number,
): Promise<Diagnostic[]> {
  const hrefs = files.flatMap((parsed) => externalLinksIn(parsed.value).map(({ href }) => href));
  if (!hrefs.length) return [];
  return brokenLinks(files, await checker.broken(hrefs, deadlineMs));
}
