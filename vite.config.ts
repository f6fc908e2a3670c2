import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { mantineHoistedStylesPlugin } from "./src/build/vite-mantine-hoisted-styles.ts";
import { mantineStylesPlugin } from "./src/build/vite-mantine-styles.ts";
import { mantineClientTrimPlugin } from "./src/build/vite-mantine-client-trim.ts";
import { baseChunkPlugin } from "./src/build/vite-base-chunk.ts";
import { siteDataPlugin } from "./src/build/vite-site-data.ts";
import { lightSchemeOnly } from "./src/build/postcss-light-scheme-only.ts";

const buildYear = new Date().getFullYear();

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPlugin({
      separate: ["src/blocks/form/form-styles.css", "src/blocks/carousel-styles.css", "src/blocks/form/toast-styles.css"],
      // NativeSelect shows our chevron (src/blocks/form/FormFields.tsx), not Combobox's; no button shows a loader.
      unused: ["@mantine/core/styles/Combobox.layer.css", "@mantine/core/styles/Loader.layer.css"],
    }),
    mantineHoistedStylesPlugin(),
    mantineClientTrimPlugin(),
    baseChunkPlugin(),
    // Unit tests bring their own data; the site's data is validated by `npm run validate` and by every build.
    ...(process.env.VITEST ? [] : [siteDataPlugin(import.meta.dirname, buildYear)]),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest tells the prerender which chunks each block needs (it is removed from dist/ after).
    manifest: true,
    // One stylesheet for the whole site (Mantine's per-component CSS makes it small): a single render-blocking
    // request per page, cached from page to page, instead of one per block.
    cssCodeSplit: false,
    // The prerender lists each page's modules and the site preloads them itself (src/app/preload-modules.ts): Vite's
    // lists, one per dynamic import, would add about a kilobyte to every page. A block loaded near the viewport fetches
    // its own imports when it arrives.
    modulePreload: false,
  },
  // Mantine is bundled into the prerender too, so that it renders exactly what the browser's copy hydrates.
  ssr: { noExternal: [/^@mantine\//] },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
  },
});
