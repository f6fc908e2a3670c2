import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { join } from "node:path";
import { lightSchemeOnly } from "../build/postcss-light-scheme-only.ts";

const projectRoot = join(import.meta.dirname, "../..");

/**
 * The editor's own Vite config (`npm run edit`, src/editor/server/editor-server.ts): two pages, the editor and the
 * preview it shows in a frame, served from source by Vite's dev server. The site's build (vite.config.ts) never
 * sees this folder: nothing of the editor reaches dist/.
 */
export default defineConfig({
  root: import.meta.dirname,
  // The site's pictures, at the addresses site data gives them ("/images/...").
  publicDir: join(projectRoot, "public"),
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
});
