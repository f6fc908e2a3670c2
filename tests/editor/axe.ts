import type { Page } from "@playwright/test";
import { createRequire } from "node:module";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * What axe finds wrong on the page as it is now (the editor's frames included), one line per rule. It waits for running
 * transitions to end first (not for endless ones, a spinner's): a dialog fading in has, for a moment, text at half its contrast.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.addScriptTag({ path: axeSource });
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
