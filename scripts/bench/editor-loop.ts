import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "./serve.ts";
import { checkNotInterrupted, chromeFlags, chromePath, freePort, median, onInterrupt, sleep } from "./util.ts";

export interface EditorLoopReport {
  file: string;
  /** From the end of the file write to the marker in the page's h1; null when it did not show within 10 s. */
  editRunsMs: (number | null)[];
  editMedianMs: number | null;
  /** Per edit: whether the page reloaded instead of updating in place. */
  fullReloads: boolean[];
  /** From writing invalid JSON to Vite's error overlay in the page. */
  brokenRunsMs: (number | null)[];
  brokenMedianMs: number | null;
}

const timeoutMs = 10_000;
const editFile = "site-data/pages/about.json";

interface BenchWindow {
  __benchMarker?: number;
}

/**
 * Waits until `check` returns a time, which it reads from the page's own clock on the animation frame where its
 * condition first holds: the page and this script share the system clock, and this leaves out the round trip back
 * to Playwright. Null on timeout.
 */
async function seenAt(page: Page, check: (arg: string) => number | false, arg: string): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(check, arg, { polling: "raf", timeout: timeoutMs });
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}

/**
 * `npm run dev` as an editor lives it: save site-data/pages/about.json with a new hero title and time until the
 * open page shows it, then save it broken and time until Vite's error overlay appears. The file is restored to its
 * exact bytes whatever happens.
 */
export async function measureEditorLoop(
  root: string,
  log: (line: string) => void,
  edits = 5,
  brokenSaves = 3,
): Promise<EditorLoopReport> {
  const file = join(root, editFile);
  const original = readFileSync(file);
  const restore = () => writeFileSync(file, original);
  const forgetRestore = onInterrupt(restore);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort(4320);
    // Vite listens on "localhost", which may be IPv6 only.
    server = await startServer("npx", ["vite", "--port", String(port), "--strictPort"], {
      cwd: root,
      origin: `http://localhost:${port}`,
    });
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const page = await browser.newPage();
    await page.goto(`${server.origin}/about`);
    await page.locator("h1").first().waitFor({ state: "visible", timeout: 60_000 });
    // The first visit may make Vite optimize dependencies and reload the page: let that happen before timing.
    await page.waitForLoadState("networkidle");
    await sleep(1000);

    const data = JSON.parse(original.toString("utf8")) as { sections: { type: string; title?: string }[] };
    const hero = data.sections.find((section) => section.type === "hero");
    if (!hero) throw new Error(`${editFile} has no hero block to edit.`);
    const report: EditorLoopReport = {
      file: editFile,
      editRunsMs: [],
      editMedianMs: null,
      fullReloads: [],
      brokenRunsMs: [],
      brokenMedianMs: null,
    };

    for (let i = 1; i <= edits; i++) {
      const marker = `Bench marker ${i} ${Date.now().toString(36)}`;
      hero.title = marker;
      await page.evaluate(() => ((window as BenchWindow).__benchMarker = 1));
      checkNotInterrupted();
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
      const written = Date.now();
      const seen = await seenAt(
        page,
        (text) => (document.querySelector("h1")?.textContent?.includes(text) ? Date.now() : false),
        marker,
      );
      const reloaded = await page.evaluate(() => (window as BenchWindow).__benchMarker !== 1);
      report.editRunsMs.push(seen === null ? null : seen - written);
      report.fullReloads.push(reloaded);
      log(
        `  edit ${i}: ${seen === null ? `not shown within ${timeoutMs} ms` : `${seen - written} ms`}${reloaded ? " (full reload)" : ""}`,
      );
      // Let the dev server go quiet, so one save's work does not overlap the next.
      await sleep(300);
    }

    // A missing closing brace, as a half-finished edit leaves it.
    const text = original.toString("utf8");
    const broken = text.slice(0, text.lastIndexOf("}")) + text.slice(text.lastIndexOf("}") + 1);
    for (let i = 1; i <= brokenSaves; i++) {
      // An overlay left over from the previous save would be found at once; the mended file should have closed it.
      await page.evaluate(
        (tag) => document.querySelectorAll(tag).forEach((overlay) => void overlay.remove()),
        "vite-error-overlay",
      );
      checkNotInterrupted();
      writeFileSync(file, broken);
      const written = Date.now();
      const seen = await seenAt(
        page,
        (tag) => (document.querySelector(tag) ? Date.now() : false),
        "vite-error-overlay",
      );
      report.brokenRunsMs.push(seen === null ? null : seen - written);
      log(
        `  broken save ${i}: ${seen === null ? `no overlay within ${timeoutMs} ms` : `overlay after ${seen - written} ms`}`,
      );
      restore();
      // The mended file closes the overlay (src/site/dev/render-page.tsx); the next broken save must open a new one.
      await seenAt(page, (tag) => (document.querySelector(tag) ? false : Date.now()), "vite-error-overlay");
      await sleep(300);
    }
    report.editMedianMs = median(report.editRunsMs);
    report.brokenMedianMs = median(report.brokenRunsMs);
    return report;
  } finally {
    restore();
    forgetRestore();
    await browser?.close();
    await server?.stop();
  }
}
