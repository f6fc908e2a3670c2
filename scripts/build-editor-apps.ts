/**
 * The editor's application for both of its places (src/pipeline/editor-app.ts): /admin on the running site (what
 * `npm run build:admin` builds) and `npm run edit` (what it builds when it starts). `npm test` builds both in the copy
 * of the site it tests, as it makes the copy beside the unit tests (scripts/test-added-content.ts), so that neither
 * the admin's nor the editor's tests wait for a build. Each is skipped when built from the code as it is.
 */
import { resolve } from "node:path";
import { buildEditorApp, type EditorAppPlace } from "../src/pipeline/editor-app.ts";

const root = resolve(import.meta.dirname, "..");
for (const place of ["admin", "edit"] satisfies EditorAppPlace[]) {
  const started = performance.now();
  const done = await buildEditorApp(root, place);
  console.log(
    `editor for ${place}: ${done === "current" ? "up to date with the code" : `built in ${((performance.now() - started) / 1000).toFixed(1)} s`}`,
  );
}
