import { buildEditorApp } from "../../src/pipeline/editor-app.ts";
import { projectRoot } from "./editor-copy.ts";

/**
 * Before the editor's tests: the editor's page built once for `npm run edit` (src/pipeline/editor-app.ts), which each
 * worker's copy of the project takes with it (tests/editor/editor-test.ts) instead of building it again.
 */
export default async function buildEditorAppOnce(): Promise<void> {
  await buildEditorApp(projectRoot, "edit");
}
