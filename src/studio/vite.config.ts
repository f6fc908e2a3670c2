import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { join } from "node:path";
import { lightSchemeOnly } from "../site/app/postcss-light-scheme-only.ts";
import { editorAppDir } from "../pipeline/editor-app.ts";

const projectRoot = join(import.meta.dirname, "../..");

/**
 * The editor's own Vite config: two pages, the editor and the preview it shows in a frame. It is built for two places
 * (src/pipeline/editor-app.ts), named by the build's mode: "admin", for /admin on the running site (src/server/admin/), and
 * "edit", for `npm run edit` at / (src/server/editing/editor-server.ts). `npm run edit -- --from-source` serves the
 * pages from source instead, with Vite's dev server, for a developer changing the editor or the site's components.
 * The site's build (vite.config.ts) never sees this folder: nothing of the editor reaches dist/.
 */
export default defineConfig(({ command, mode }) => ({
  root: import.meta.dirname,
  base: command === "build" && mode === "admin" ? "/admin/" : "/",
  // The site's pictures, at the addresses site data gives them ("/images/..."): from public/ under Vite's dev server;
  // the built editor's servers serve them themselves, as they are at the moment they are asked for.
  publicDir: command === "build" ? false : join(projectRoot, "public"),
  build: {
    outDir: editorAppDir[mode === "admin" ? "admin" : "edit"],
    emptyOutDir: true,
    rollupOptions: {
      input: { editor: join(import.meta.dirname, "index.html"), preview: join(import.meta.dirname, "preview.html") },
    },
  },
  cacheDir: join(projectRoot, ".cache/editor-vite"),
  plugins: [react()],
  define: {
    // The editor runs React's production build (scripts/edit.ts), but the preview renders the site as `npm run dev`
    // does: the theme's variables inline, React islands live, an unknown block shown as such (src/site/app, src/site/blocks).
    "import.meta.env.DEV": "true",
    "import.meta.env.PROD": "false",
  },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  // Found up front, so that the first visit is not reloaded when Vite discovers a dependency.
  optimizeDeps: { entries: ["index.html", "preview.html"] },
  server: { fs: { allow: [projectRoot] } },
  logLevel: "warn",
}));
