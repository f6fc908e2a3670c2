import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { siteDataPlugin } from "./src/server/vite-site-data.ts";

const buildYear = new Date().getFullYear();

export default defineConfig({
  plugins: [react(), siteDataPlugin(import.meta.dirname, buildYear)],
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  build: { outDir: "dist", emptyOutDir: true },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
  },
});
