import { resolve } from "node:path";

/** Where the local form service keeps what the browser tests submit (playwright.config.ts passes it as FORM_DATA_DIR). */
export const e2eFormDataDir = resolve(import.meta.dirname, "../../.cache/e2e-form-data");
