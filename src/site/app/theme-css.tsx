import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { cssVariablesResolver, theme } from "../theme/theme.ts";
import { darkSchemeSelector } from "./postcss-light-scheme-only.ts";

/**
 * The CSS that MantineProvider would render inside <body> (our theme's variables and the hiddenFrom/visibleFrom
 * classes), for the prerender to put in the <head>. Made by Mantine's own provider, so it follows the theme.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" />,
  );
  const css = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  // The site is light only: the dark scheme's variables never apply (see postcss-light-scheme-only.ts).
  return css.replace(/([^{}]+)\{[^}]*\}/g, (rule, selector: string) => (darkSchemeSelector.test(selector) ? "" : rule));
}
