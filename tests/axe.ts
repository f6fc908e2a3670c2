import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * What axe finds wrong on the page as it is now, one line per rule: for the site's pages, the editor and the admin.
 * It waits for running transitions to end first (not for endless ones, a spinner's): a dialog fading in has, for a
 * moment, text at half its contrast. axe is evaluated in the page rather than added as a script, so the page keeps
 * its Content-Security-Policy (which rightly refuses scripts it did not name). Frames are not entered: the site's only
 * frame is the map, another site's page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ["violations"], iframes: false })).violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
