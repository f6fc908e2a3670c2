/**
 * `npm run edit`: the visual editor for site data, at http://127.0.0.1:4310/ (PORT=<n> or --port <n> for another).
 * It listens on this machine only and writes only site-data/ and public/images/ (src/server/editing/).
 *
 * Its page is the editor's application built for this machine (src/pipeline/editor-app.ts): built here the first time
 * and after each change to the code, in seconds, and served as it is from then on. `--from-source` serves it from
 * source with Vite's dev server instead, for a developer changing the editor or the site's components (what they
 * change shows at once).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";

// React's production build, in the browser too: its development build takes twice as long to show a keystroke in
// the form and the preview (npm run bench, "Visual editor"). Set before Vite is loaded, which reads it.
process.env.NODE_ENV ??= "production";
const { startEditorServer } = await import("../src/server/editing/editor-server.ts");
const { buildEditorApp } = await import("../src/pipeline/editor-app.ts");

const { values } = parseArgs({ options: { port: { type: "string" }, "from-source": { type: "boolean" } } });
const port = Number(values.port ?? process.env.PORT ?? 4310);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`The port must be a number from 1 to 65535, not "${values.port ?? process.env.PORT}".`);
  process.exit(1);
}
const fromSource = values["from-source"] ?? false;

const root = resolve(import.meta.dirname, "..");
// A save that a crash stopped half-way (of this editor, or of the site's server on this project) is undone first.
const { recoverPublish } = await import("../src/server/admin/publish/recover-publish.ts");
const undone = await recoverPublish(root).catch(() => null);
if (undone) console.log(`A save stopped half-way (${undone.id}) was undone: its files are as they were before it.`);
try {
  if (!fromSource) {
    const started = performance.now();
    if ((await buildEditorApp(root, "edit")) === "built")
      console.log(
        `The editor's page was built for this version of the code, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
  }
  const { url } = await startEditorServer(root, port, { fromSource });
  console.log(
    `Site editor: ${url}${fromSource ? " (from source)" : ""}\nEditing ${root}/site-data. Stop it with Ctrl+C.`,
  );
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(inUse ? `Port ${port} is in use: try npm run edit -- --port ${port + 1}` : error);
  process.exit(1);
}
