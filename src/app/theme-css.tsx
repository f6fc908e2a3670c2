import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * The CSS that MantineProvider would render inside <body> (our theme's variables and the hiddenFrom/visibleFrom
 * classes), for the prerender to put in the <head>. Made by Mantine's own provider, so it follows the theme.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" />);
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}
