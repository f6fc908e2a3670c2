import type { Plugin } from "vite";

/**
 * In the browser's production bundle, Mantine's <MantineCssVariables> is never rendered: the prerender writes the
 * theme's CSS variables into each page's <head> (src/site/app/theme-css.tsx) and src/site/app/Providers.tsx turns the inline
 * copy off outside development. Its module and the resolvers it pulls in (~9 kB) would still ship, so the client
 * build gets an empty component instead. The server build and the dev server keep Mantine's own.
 */
const cssVariablesModule = /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/MantineCssVariables\.mjs$/;

export function mantineClientTrimPlugin(): Plugin {
  return {
    name: "mantine-client-trim",
    apply: "build",
    enforce: "pre",
    load(id, options) {
      if (options?.ssr || !cssVariablesModule.test(id)) return null;
      return "export function MantineCssVariables() { return null; }\n";
    },
  };
}
