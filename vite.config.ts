import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { mantineHoistedStylesPlugin } from "./src/pipeline/vite-mantine-hoisted-styles.ts";
import { mantineStylesPlugin } from "./src/pipeline/vite-mantine-styles.ts";
import { mantineClientTrimPlugin } from "./src/pipeline/vite-mantine-client-trim.ts";
import { stylesEntryPlugin } from "./src/pipeline/vite-styles-entry.ts";
import { siteDataPlugin } from "./src/pipeline/vite-site-data.ts";
import { lightSchemeOnly } from "./src/site/app/postcss-light-scheme-only.ts";

const unitTests = ["tests/unit/**/*.test.{ts,tsx}"];
const unitTestFiles = readdirSync(join(import.meta.dirname, "tests/unit"), { recursive: true, encoding: "utf8" })
  .map((file) => `tests/unit/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), "utf8") }));
/** The unit tests that replace a module for their own file (vi.mock), found by their text. */
const mockingTests = unitTestFiles.filter(({ text }) => /\bvi\.mock\(/.test(text)).map(({ file }) => file);
/** The unit tests that render into a page ("// @vitest-environment jsdom"), and replace no module. */
const pageTests = unitTestFiles
  .filter(({ file, text }) => /@vitest-environment jsdom/.test(text) && !mockingTests.includes(file))
  .map(({ file }) => file);

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPlugin({
      separate: ["src/site/blocks/Form/toast-styles.css"],
      // NativeSelect shows our chevron (src/site/blocks/Form/FormFields.tsx), not Combobox's; no button shows a loader.
      unused: ["@mantine/core/styles/Combobox.layer.css", "@mantine/core/styles/Loader.layer.css"],
    }),
    mantineHoistedStylesPlugin(),
    mantineClientTrimPlugin(),
    stylesEntryPlugin("src/site/site-styles.ts"),
    // Unit tests bring their own data.
    ...(process.env.VITEST ? [] : [siteDataPlugin(import.meta.dirname, new Date().getFullYear())]),
  ],
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  build: {
    // Bundles are kept between builds in .cache/; the build (scripts/build.ts) copies the client's files and public/
    // into dist/ itself, file by file, so a rebuild of site data alone can leave the rest of dist/ as it is.
    outDir: ".cache/client",
    emptyOutDir: true,
    copyPublicDir: false,
    // One stylesheet for the whole site (Mantine's per-component CSS makes it small): a single render-blocking
    // request per page, cached from page to page, instead of one per block.
    cssCodeSplit: false,
    // When an island's code is asked for (src/site/shell/start-islands.ts), the chunks it imports are fetched with it, in
    // parallel, not one after another; nothing is preloaded before an island needs it.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Every island's module is its block folder's island.ts: its chunk is named after the block
        // ("form-island-<hash>.js"), so that the files say which island each is.
        chunkFileNames: ({ facadeModuleId }) => {
          const block = /\/blocks\/(\w+)\/island\.tsx?$/.exec(facadeModuleId ?? "")?.[1];
          return block
            ? `assets/${block.replace(/[A-Z]/g, (letter, at: number) => `${at ? "-" : ""}${letter.toLowerCase()}`)}-island-[hash].js`
            : "assets/[name]-[hash].js";
        },
      },
    },
  },
  // The site editor's drafts (.drafts/, src/server/editing/draft-store.ts) are no part of the page being developed.
  server: { watch: { ignored: ["**/.drafts/**"] } },
  // Mantine is bundled into the prerender too, so that it renders exactly what the form island's copy hydrates.
  // The icons too, so that the prerender takes the few the site names, not the whole set (3.7 MB of CommonJS, half a
  // second of each build worker's start).
  ssr: { noExternal: [/^@mantine\//, "@tabler/icons-react"] },
  test: {
    environment: "jsdom",
    setupFiles: ["tests/unit/setup.ts"],
    // Some tests check the whole site several times over; on two busy cores (CI) they take longer than Vitest's 5 s.
    testTimeout: 20_000,
    // One worker per core: Vitest's default leaves one core idle, which on a two-core machine halves the speed.
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: the same tests in 5-8 % less CPU (97-114 core-seconds against
    // 106-119, measured one after the other), each worker being started and fed its modules more cheaply. Nothing here
    // needs a process of its own: the servers the tests start run in child processes of their own (child-server.ts).
    pool: "threads",
    projects: [
      // Most unit tests are of code that runs in Node (validation, the build, the servers): they start no page.
      // Those that render into a page say so ("// @vitest-environment jsdom" at their top).
      // They share a worker's modules too (isolate: false: a fresh worker per file took a third of their time, to
      // import the same modules again), apart from the files that replace a module (vi.mock), which would replace it
      // for the files after them: those run in a worker of their own.
      {
        extends: true,
        test: {
          name: "unit",
          include: unitTests,
          exclude: [...mockingTests, ...pageTests],
          environment: "node",
          isolate: false,
        },
      },
      { extends: true, test: { name: "unit-mocking", include: mockingTests, environment: "node" } },
      // The components' tests, each beside what it tests (src/site/blocks/<Type>/<Type>.test.tsx, src/site/app/, ...), share a
      // page and the modules they import within a worker, as when they were one file: with each of some forty files
      // starting its own jsdom and importing React and Mantine again, they took 563 s instead of 53 s on two busy
      // cores. They clean up after themselves (the page after each test, tests/unit/setup.ts; stubs and timers in
      // their afterEach).
      // The few unit tests that render into a page run with them: in the node tests' project, each switch between a
      // page and none started a worker afresh (measured: ten workers instead of two, each importing everything again).
      {
        extends: true,
        test: { name: "components", include: ["src/**/*.test.{ts,tsx}", ...pageTests], isolate: false },
      },
    ],
  },
});
