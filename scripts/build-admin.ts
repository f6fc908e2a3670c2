/**
 * `npm run build:admin` (and `npm start`): the editor's application for /admin on the running site, into
 * dist-admin/ (src/pipeline/editor-app.ts). Skipped when the code it is built from has not changed since.
 */
import { resolve } from "node:path";
import { buildEditorApp } from "../src/pipeline/editor-app.ts";

const started = performance.now();
const done = await buildEditorApp(resolve(import.meta.dirname, ".."), "admin");
console.log(
  done === "current"
    ? "admin: dist-admin/ is up to date with the code"
    : `admin: built into dist-admin/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
