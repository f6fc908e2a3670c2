import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Which of a page's browser checks a run makes (tests/e2e/every-template.spec.ts): "all" for the site as `npm start`
 * serves it; "served" behind another server (nginx), where only what a server changes is checked again: the page
 * arrives prerendered and hydrates cleanly with that server's headers.
 */
export interface BrowserCheckOptions {
  browserChecks: "all" | "served";
}

export const test = base.extend<BrowserCheckOptions>({ browserChecks: ["all", { option: true }] });
