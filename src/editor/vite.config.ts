import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { join } from "node:path";
import { lightSchemeOnly } from "../build/postcss-light-scheme-only.ts";
import { adminAppDir } from "../admin/admin-app-dir.ts";

const projectRoot = join(import.meta.dirname, "../..");

/**
 * The editor's own Vite config: two pages, the editor and the preview it shows in a frame. `npm run edit`
 * (src/editor/server/editor-server.ts) serves them from source with Vite's dev server, at /; `npm run build:admin`
 * builds them for /admin on the running site (src/admin/), into dist-admin/. The site's build (vite.config.ts)
 * never sees this folder: nothing of the editor reaches dist/.
 */
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  base: command === "build" ? "/admin/" : "/",
  // The site's pictures, at the addresses site data gives them ("/images/..."): from public/ under npm run edit; the
  // running site serves them itself.
  publicDir: command === "build" ? false : join(projectRoot, "public"),
  build: {
    outDir: adminAppDir,
    emptyOutDir: true,
    rollupOptions: {
      input: { editor: join(import.meta.dirname, "index.html"), preview: join(import.meta.dirname, "preview.html") },
    },
  },
  cacheDir: join(projectRoot, ".cache/editor-vite"),
  plugins: [react()],
  define: {
    // npm run edit runs React's production build (scripts/edit.ts), but the preview renders the site as `npm run dev`
    // does: the theme's variables inline, React islands live, an unknown block shown as such (src/app, src/blocks).
    "import.meta.env.DEV": "true",
    "import.meta.env.PROD": "false",
  },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  // Found up front, so that the first visit is not reloaded when Vite discovers a dependency.
  optimizeDeps: { entries: ["index.html", "preview.html"] },
  server: { fs: { allow: [projectRoot] } },
  logLevel: "warn",
}));
