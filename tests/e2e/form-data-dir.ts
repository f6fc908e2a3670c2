import { resolve } from "node:path";

/**
 * Where the site the browser tests run keeps its database (playwright.config.ts passes it as DATA_DIR) and, in its
 * forms/ folder, the files sent with submissions.
 */
export const e2eDataDir = resolve(import.meta.dirname, "../../.cache/e2e-data");
export const e2eFormDataDir = resolve(e2eDataDir, "forms");
