import { chromium, type Browser, type Response } from "@playwright/test";
import { startServer, type RunningServer } from "./serve.ts";
import { chromeFlags, chromePath, freePort, median, sleep } from "./util.ts";

export interface VisualEditorReport {
  file: string;
  /** From a key pressed in the hero's title field to the preview's h1 showing it; null when not within 10 s. */
  keystrokeRunsMs: (number | null)[];
  keystrokeMedianMs: number | null;
  /** The server's time to check the whole site with the unsaved change (schemas, cross-file checks, lint), per keystroke. */
  validationRunsMs: number[];
  validationMedianMs: number | null;
}

const timeoutMs = 10_000;
const editFile = "site-data/pages/about.json";

interface BenchWindow {
  __keyAt?: number;
}

/**
 * `npm run edit` as an editor lives it: type into the About page's hero title, one key at a time, and time until the
 * live preview shows the new title, with the time the server took to validate the whole site each time. Nothing is
 * saved: the site data is only read.
 */
export async function measureVisualEditor(root: string, log: (line: string) => void, keystrokes = 10): Promise<VisualEditorReport> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort(Number(process.env.BENCH_EDITOR_PORT ?? 4330));
    server = await startServer("npx", ["tsx", "scripts/edit.ts", "--port", String(port)], { cwd: root, origin: `http://127.0.0.1:${port}`, timeoutMs: 120_000 });
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const validations: number[] = [];
    page.on("response", (response: Response) => {
      if (!response.url().endsWith("/api/check")) return;
      response.json().then((answer: { checkedMs?: number }) => typeof answer.checkedMs === "number" && validations.push(answer.checkedMs), () => {});
    });
    await page.goto(`${server.origin}/edit/${editFile}`);
    await page.getByRole("button", { name: /^Block 1: Hero/ }).click({ timeout: 60_000 });
    const title = page.locator("#field_sections_0_title");
    await title.fill("Bench ");
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await preview.getByRole("heading", { level: 1, name: "Bench" }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.addEventListener("keydown", () => ((window as BenchWindow).__keyAt = Date.now()), { capture: true }));
    const frame = page.frames().find((candidate) => candidate.url().endsWith("/preview.html"));
    if (!frame) throw new Error("The editor shows no preview frame.");
    await sleep(500);
    validations.length = 0;

    const report: VisualEditorReport = { file: editFile, keystrokeRunsMs: [], keystrokeMedianMs: null, validationRunsMs: [], validationMedianMs: null };
    let typed = "Bench ";
    for (let i = 0; i < keystrokes; i++) {
      const key = "abcdefghijklmnopqrstuvwxyz"[i % 26];
      typed += key;
      await title.press(key);
      let seen: number | null = null;
      try {
        const handle = await frame.waitForFunction((text) => (document.querySelector("h1")?.textContent?.trim() === text.trim() ? Date.now() : false), typed, { polling: "raf", timeout: timeoutMs });
        seen = (await handle.jsonValue()) as number;
      } catch {
        seen = null;
      }
      const pressed = await page.evaluate(() => (window as BenchWindow).__keyAt ?? 0);
      report.keystrokeRunsMs.push(seen === null ? null : seen - pressed);
      log(`  keystroke ${i + 1}: ${seen === null ? `not in the preview within ${timeoutMs} ms` : `${seen - pressed} ms`}`);
      // Let the check of this key finish, so that each keystroke is timed on its own.
      await sleep(400);
    }
    report.validationRunsMs = validations.map(Math.round);
    report.keystrokeMedianMs = median(report.keystrokeRunsMs);
    report.validationMedianMs = median(report.validationRunsMs);
    log(`  whole-site validation of the unsaved state: median ${report.validationMedianMs} ms over ${validations.length} checks`);
    return report;
  } finally {
    await browser?.close();
    await server?.stop();
  }
}
