import { resolve } from "node:path";

/** Where the local form service keeps submissions: FORM_DATA_DIR, or .data/forms/ in the project (not in git). */
export function formDataDir(projectRoot: string): string {
  return resolve(projectRoot, process.env.FORM_DATA_DIR || ".data/forms");
}
