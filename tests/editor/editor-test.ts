import { test as base } from "@playwright/test";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyBuiltParts, copyProject } from "../../scripts/copy-project.ts";
import { editorAppDir } from "../../src/pipeline/editor-app.ts";
import { copyRoot, editorPort, projectRoot } from "./editor-copy.ts";
import { startEditor } from "./editor-server.ts";

/**
 * The editor's specs take `test` from here: each worker starts a fresh copy of the project and `npm run edit` on it
 * (tests/editor/editor-copy.ts), and its pages open that editor. The copy is removed when the worker stops.
 */
export const test = base.extend<object, { editorOrigin: string }>({
  editorOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and requires one.
    async ({}, use) => {
      rmSync(copyRoot, { recursive: true, force: true });
      copyProject(projectRoot, copyRoot);
      // The editor's page as the tests' setup built it (tests/editor/build-editor-app.ts): the copy's code is the same.
      cpSync(editorAppDir.edit, join(copyRoot, ".cache/editor-app"), { recursive: true });
      // What the project's build made (npm test builds it before), so that a test's build builds what it changed.
      copyBuiltParts(projectRoot, copyRoot);
      const editor = await startEditor(editorPort);
      await use(editor.origin);
      await editor.stop();
      rmSync(copyRoot, { recursive: true, force: true });
    },
    // Copying the project and starting the validator on a busy machine.
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ editorOrigin }, use) => use(editorOrigin),
});

export { expect } from "@playwright/test";
