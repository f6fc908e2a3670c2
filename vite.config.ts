import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { mantineHoistedStylesPlugin } from "./src/build/vite-mantine-hoisted-styles.ts";
import { mantineStylesPlugin } from "./src/build/vite-mantine-styles.ts";
import { siteDataPlugin } from "./src/build/vite-site-data.ts";

const buildYear = new Date().getFullYear();

export default defineConfig({
  plugins: [react(), mantineStylesPlugin(), mantineHoistedStylesPlugin(), siteDataPlugin(import.meta.dirname, buildYear)],
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  // The manifest tells the prerender which chunks and stylesheets each block needs (it is removed from dist/ after).
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
  // Mantine is bundled into the prerender too, so that it renders exactly what the browser's copy hydrates.
  ssr: { noExternal: [/^@mantine\//] },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
  },
});
