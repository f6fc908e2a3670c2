import { chromium, type Browser, type Frame, type Locator, type Page, type Response } from "@playwright/test";
import { keysToPreview, keyTimeoutMs, keyTimes, missedInARow, type KeyTimes, type Moment } from "./key-times.ts";
import { startServer, type RunningServer } from "./serve.ts";
import { chromeFlags, chromePath, freePort, median, sleep } from "./util.ts";

export interface VisualEditorReport {
  file: string;
  /** From starting `npm run edit` to its server answering. */
  startupMs: number;
  /** From loading the editor's page to the hero's form being open. */
  openMs: number;
  /** A key pressed in the hero's title field → the preview's h1 shows it: one key after the preview showed the last. */
  afterPause: KeyTimes;
  /** The same while typing on, keys typingGapMs apart, each key matched to the first frame that shows it. */
  typingOn: KeyTimes;
  /** The key that makes a link lead nowhere → the message at its field. */
  mistake: KeyTimes & { field: string; link: string };
  /** The server's time to check the whole site with the unsaved change (schemas, cross-file checks, lint), per check. */
  validationRunsMs: number[];
  validationMedianMs: number | null;
}

export interface VisualEditorOptions {
  /** Keys for each of the two keystroke measurements. */
  keystrokes?: number;
  /** Mistakes made and fixed again. */
  mistakes?: number;
  /** How long the server may take to answer and the editor to open: a large site takes minutes. */
  startTimeoutMs?: number;
}

const editFile = "site-data/pages/about.json";
const titleField = "#field_sections_0_title";
const linkFieldId = "field_sections_0_primaryAction_href";
export const typingGapMs = 100;
export const defaultKeystrokes = 20;
export const defaultMistakes = 5;
/** After each key of the first measurement, so that each keystroke is timed on its own. */
const pauseMs = 400;
const letters = "abcdefghijklmnopqrstuvwxyz";

interface BenchWindow {
  __benchKeys?: Moment[];
  __benchFrames?: Moment[];
  __benchFrame?: () => void;
}

/**
 * In every document the page loads: the editor's records each key as it comes, the preview's each text of its h1
 * at the animation frame that shows it. Both on one clock (the time origin plus the document's own time), as
 * iframes have their own time origin. A key's moment is its event's time stamp, when the browser got it, so that a
 * busy editor that handles it late is not timed from then.
 */
function recordKeysAndFrames() {
  const w = window as BenchWindow;
  if (window === window.top) {
    w.__benchKeys = [];
    window.addEventListener(
      "keydown",
      (event) => w.__benchKeys!.push({ text: event.key, at: performance.timeOrigin + event.timeStamp }),
      { capture: true },
    );
  } else if (location.pathname.endsWith("/preview.html")) {
    w.__benchFrames = [];
    let last: string | undefined;
    // A property, not a `const`: tsx would wrap a named function in a helper (__name) that the page does not have.
    w.__benchFrame = () => {
      const text = document.querySelector("h1")?.textContent ?? "";
      if (text !== last) w.__benchFrames!.push({ text, at: performance.timeOrigin + performance.now() });
      last = text;
      requestAnimationFrame(w.__benchFrame!);
    };
    requestAnimationFrame(w.__benchFrame);
  }
}

const keysSoFar = (page: Page) => page.evaluate(() => (window as BenchWindow).__benchKeys!.length);
const keysFrom = (page: Page, from: number) =>
  page.evaluate((start) => (window as BenchWindow).__benchKeys!.slice(start), from);
const previewFrames = (frame: Frame) => frame.evaluate(() => (window as BenchWindow).__benchFrames ?? []);

/** Waits until the preview's h1 shows `text` (white space around it aside), for at most `ms`; whether it did. */
async function previewShows(frame: Frame, text: string, ms: number): Promise<boolean> {
  return frame
    .waitForFunction((expected) => document.querySelector("h1")?.textContent?.trim() === expected.trim(), text, {
      polling: "raf",
      timeout: ms,
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Whether an action (a key, a click) was done within keyTimeoutMs: a page that is blocked takes no input, and the
 * bench must neither wait for it nor fail the measurements it already has.
 */
const done = (action: Promise<unknown>) =>
  Promise.race([
    action.then(
      () => true,
      () => false,
    ),
    sleep(keyTimeoutMs).then(() => false),
  ]);
const press = (target: Locator, key: string) => done(target.press(key, { timeout: keyTimeoutMs }));

/** One key at a time, each after the preview showed the one before (or missed it). */
async function keysAfterPause(
  page: Page,
  frame: Frame,
  title: Locator,
  typed: string,
  count: number,
  log: (line: string) => void,
): Promise<[KeyTimes, string]> {
  const runs: (number | null)[] = [];
  for (let i = 0; i < count && !missedInARow(runs); i++) {
    const key = letters[i % letters.length];
    typed += key;
    const from = await keysSoFar(page);
    if (!(await press(title, key))) {
      runs.push(null);
      log(`  key after a pause ${i + 1}: the editor took no key within ${keyTimeoutMs} ms`);
      continue;
    }
    await previewShows(frame, typed, keyTimeoutMs);
    const [keyDown] = await keysFrom(page, from);
    const [run] = keyDown ? keysToPreview([{ text: typed, at: keyDown.at }], await previewFrames(frame)) : [null];
    runs.push(run);
    log(
      `  key after a pause ${i + 1}: ${run === null ? `not in the preview within ${keyTimeoutMs} ms` : `${Math.round(run)} ms`}`,
    );
    await sleep(pauseMs);
  }
  return [keyTimes(runs, missedInARow(runs) && runs.length < count), typed];
}

/**
 * Keys typingGapMs apart, as someone types on; then up to keyTimeoutMs for the preview to catch up, which bounds
 * the measurement by itself (misses show only once it ends).
 */
async function keysTypingOn(
  page: Page,
  frame: Frame,
  title: Locator,
  typed: string,
  count: number,
  log: (line: string) => void,
): Promise<KeyTimes> {
  const from = await keysSoFar(page);
  const texts: string[] = [];
  // Keys to the focused field straight away: finding the field again before each would stretch the gaps.
  await done(title.focus({ timeout: keyTimeoutMs }));
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    typed += letters[i % letters.length];
    texts.push(typed);
    if (!(await done(page.keyboard.press(typed.at(-1)!)))) break;
    await sleep(started + (i + 1) * typingGapMs - performance.now());
  }
  await previewShows(frame, typed, keyTimeoutMs);
  const keys = (await keysFrom(page, from)).map((key, i) => ({ text: texts[i], at: key.at }));
  const runs = [...keysToPreview(keys, await previewFrames(frame)), ...texts.slice(keys.length).map(() => null)];
  log(
    `  typing on, ${typingGapMs} ms apart: ${runs.map((run) => (run === null ? "missed" : Math.round(run))).join(", ")}`,
  );
  return keyTimes(runs);
}

/**
 * A link that leads nowhere, made by one key at the end of a working one, then mended with Backspace: the time from
 * that key to the field showing a message that names the link.
 */
async function mistakesAtField(
  page: Page,
  count: number,
  log: (line: string) => void,
): Promise<VisualEditorReport["mistake"]> {
  const field = page.locator(`#${linkFieldId}`);
  const link = await field.inputValue();
  const runs: (number | null)[] = [];
  // With a link: the moment its message is shown at the field; without one: once the field shows no message.
  const message = (bad: string | null) =>
    page.waitForFunction(
      ([id, bad]) => {
        const error = document
          .getElementById(id)
          ?.closest(".mantine-InputWrapper-root")
          ?.querySelector(".mantine-InputWrapper-error");
        if (bad === null) return !error;
        return error && error.getClientRects().length > 0 && (error.textContent ?? "").includes(bad)
          ? performance.timeOrigin + performance.now()
          : false;
      },
      [linkFieldId, bad] as const,
      { polling: "raf", timeout: keyTimeoutMs },
    );
  for (let i = 0; i < count && !missedInARow(runs); i++) {
    const bad = `${link}${"qzxjkvw"[i % 7]}`;
    const from = await keysSoFar(page);
    if (
      !(await done(field.click({ timeout: keyTimeoutMs }))) ||
      !(await press(field, "End")) ||
      !(await press(field, bad.at(-1)!))
    ) {
      runs.push(null);
      log(`  mistake ${i + 1}: the editor took no key within ${keyTimeoutMs} ms`);
      continue;
    }
    const seen = await message(bad).then(
      (handle) => handle.jsonValue() as Promise<number>,
      () => null,
    );
    const keyDown = (await keysFrom(page, from)).at(-1);
    const run = seen === null || !keyDown ? null : seen - keyDown.at;
    runs.push(run);
    log(
      `  mistake ${i + 1} (${bad}): ${run === null ? `no message at the field within ${keyTimeoutMs} ms` : `${Math.round(run)} ms`}`,
    );
    await press(field, "Backspace");
    await message(null).catch(() => log(`  the message stayed ${keyTimeoutMs} ms after ${link} was back`));
    await sleep(pauseMs);
  }
  await done(page.keyboard.press("Escape"));
  return { ...keyTimes(runs, missedInARow(runs) && runs.length < count), field: `#${linkFieldId}`, link };
}

/**
 * `npm run edit` as an editor lives it, on the project at `root` (the real one, or a copy with more posts): type into
 * the About page's hero title and time until the live preview shows it, one key after a pause and typing on; make a
 * link lead nowhere and time until its field says so; and the time the server took to validate the whole site each
 * time. Nothing is saved: the site data is only read.
 */
export async function measureVisualEditor(
  root: string,
  log: (line: string) => void,
  options: VisualEditorOptions = {},
): Promise<VisualEditorReport> {
  const { keystrokes = defaultKeystrokes, mistakes = defaultMistakes, startTimeoutMs = 120_000 } = options;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort(Number(process.env.BENCH_EDITOR_PORT ?? 4330));
    const starting = performance.now();
    server = await startServer("npx", ["tsx", "scripts/edit.ts", "--port", String(port)], {
      cwd: root,
      origin: `http://127.0.0.1:${port}`,
      timeoutMs: startTimeoutMs,
    });
    const startupMs = performance.now() - starting;
    log(`  the editor's server answered after ${Math.round(startupMs)} ms`);
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(recordKeysAndFrames);
    const validations: number[] = [];
    page.on(
      "requestfailed",
      (request) => request.url().endsWith("/api/check") && log(`  a check failed: ${request.failure()?.errorText}`),
    );
    page.on("response", (response: Response) => {
      if (!response.url().endsWith("/api/check")) return;
      // The editor keeps its last answer when a check fails, so a key it drops shows up here.
      if (!response.ok()) log(`  a check answered ${response.status()}`);
      response.json().then(
        (answer: { checkedMs?: number }) => typeof answer.checkedMs === "number" && validations.push(answer.checkedMs),
        () => {},
      );
    });
    const opening = performance.now();
    await page.goto(`${server.origin}/edit/${editFile}`, { timeout: startTimeoutMs });
    await page.getByRole("button", { name: /^Block 1: Hero/ }).click({ timeout: startTimeoutMs });
    const title = page.locator(titleField);
    await title.waitFor({ timeout: startTimeoutMs });
    const openMs = performance.now() - opening;
    log(`  the About page's hero form opened after ${Math.round(openMs)} ms`);
    const frame = await (
      await page.locator('iframe[title^="Preview of"]').elementHandle({ timeout: startTimeoutMs })
    )?.contentFrame();
    if (!frame) throw new Error("The editor shows no preview frame.");
    await frame.waitForURL(/\/preview\.html$/, { timeout: startTimeoutMs });
    const start = "Bench ";
    await title.fill(start);
    // Not a failure when it does not come: the keys below then count as missed, which is the figure.
    if (!(await previewShows(frame, start, startTimeoutMs)))
      log(`  the preview did not show "${start}" within ${startTimeoutMs} ms`);
    await sleep(pauseMs);
    validations.length = 0;

    const [afterPause, typed] = await keysAfterPause(page, frame, title, start, keystrokes, log);
    const typingOn = await keysTypingOn(page, frame, title, typed, keystrokes, log);
    const mistake = await mistakesAtField(page, mistakes, log);
    const validationRunsMs = validations.map(Math.round);
    const validationMedianMs = median(validationRunsMs);
    log(
      `  whole-site validation of the unsaved state: median ${validationMedianMs} ms over ${validations.length} checks`,
    );
    return { file: editFile, startupMs, openMs, afterPause, typingOn, mistake, validationRunsMs, validationMedianMs };
  } finally {
    await browser?.close();
    await server?.stop();
  }
}
