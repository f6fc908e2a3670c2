/** Mantine stylesheets for the dev server; empty in a build (see src/pipeline/vite-mantine-styles.ts). */
declare module "virtual:mantine-styles" {}
