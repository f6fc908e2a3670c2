/** The year of the build, set by vite.config.ts, so the prerendered HTML and the dev server agree on {year}. */
declare const __BUILD_YEAR__: number;

/** Mantine stylesheets for the dev server; empty in a build (see src/build/vite-mantine-styles.ts). */
declare module "virtual:mantine-styles" {}
