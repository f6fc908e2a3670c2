/**
 * `npm run build:admin` (and `npm start`): the editor's application for /admin on the running site, into
 * dist-admin/ (src/editor/vite.config.ts). Skipped when the code it is built from has not changed since.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";
import { adminAppDir } from "../src/admin/admin-app-dir.ts";
import { codeFingerprint } from "../src/build/code-fingerprint.ts";

// React's production build (scripts/edit.ts says why); read by Vite, so set before it builds.
process.env.NODE_ENV ??= "production";
const root = resolve(import.meta.dirname, "..");
const configFile = join(root, "src/editor/vite.config.ts");
const stamp = join(adminAppDir, ".built-from");

const started = performance.now();
const fingerprint = codeFingerprint(root);
if (existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint && existsSync(join(adminAppDir, "index.html"))) {
  console.log("admin: dist-admin/ is up to date with the code");
} else {
  await build({ configFile, logLevel: "warn" });
  writeFileSync(stamp, fingerprint);
  console.log(`admin: built into dist-admin/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
