import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The editor's browser tests run `npm run edit` on a copy of the project (tests/editor/editor-test.ts), so that what
 * they save never reaches the project's own site data. Each Playwright worker has a copy and an editor of its own
 * (its lane, TEST_PARALLEL_INDEX), two ports apart: the second is for a test that starts an editor of its own
 * (tests/editor/editor-server.ts). The specs of one worker run one after another on its copy.
 */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const editorPort = Number(process.env.EDITOR_E2E_PORT ?? 4311) + lane * 2;
export const projectRoot = resolve(import.meta.dirname, "../..");
export const copyRoot = join(tmpdir(), `site-editor-e2e-${editorPort}`);

/** A file of the copy as it is on disk now ("site-data/pages/home.json"). */
export const readCopy = (file: string) => readFileSync(join(copyRoot, file), "utf8");
export const writeCopy = (file: string, text: string) => writeFileSync(join(copyRoot, file), text);
/** The project's own version of a file, which the copy started from. */
export const readOriginal = (file: string) => readFileSync(join(projectRoot, file), "utf8");

/** The lines that differ between two texts of the same length in lines (what a one-field edit changes). */
export function changedLines(before: string, after: string): { before: string; after: string }[] {
  const a = before.split("\n");
  const b = after.split("\n");
  if (a.length !== b.length) return [{ before: `${a.length} lines`, after: `${b.length} lines` }];
  return a.flatMap((line, i) => (line === b[i] ? [] : [{ before: line, after: b[i] }]));
}
