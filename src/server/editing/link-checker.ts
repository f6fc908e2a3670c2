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
}: LinkCheckerOptions = {}): LinkChecker {
  const answers = new Map<string, { status: number | null; at: number }>();
  const asking = new Map<string, Promise<number | null>>();
  const queue: (() => void)[] = [];
  let running = 0;

  const ask = async (href: string, method: "HEAD" | "GET") => {
    const response = await fetch(href, {
      method,
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "text/html,*/*" },
    });
    // Only the status is wanted: the body is not read.
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  };
  const statusOf = async (href: string): Promise<number | null> => {
    try {
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
