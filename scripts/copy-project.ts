import { cpSync, mkdirSync, symlinkSync } from "node:fs";
import { basename, join } from "node:path";

/** Outputs and local state that a copy makes afresh or does without (the editor's unsaved drafts included). */
const notCopied = new Set(["node_modules", "dist", ".cache", ".data", ".drafts", ".git", "reports", "test-results", "playwright-report"]);

/**
 * Copies the project to `copy` (sources, schemas, site data, pictures) with node_modules linked, not copied: a place
 * where tests change site data, build it or edit it without touching the project's own files.
 */
export function copyProject(root: string, copy: string): void {
  mkdirSync(copy, { recursive: true });
  cpSync(root, copy, { recursive: true, filter: (source) => source === root || !notCopied.has(basename(source)) });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
}
