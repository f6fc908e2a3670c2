import type { CSSVariablesResolver } from "@mantine/core";
import { cssVariablesResolver } from "../../site/theme/theme.ts";

/**
 * The site's colours, and an error red that reads: Mantine's (red.6) is 3.3:1 on white, and the editor shows errors
 * in inputs and under them all the time; red.9 is 5.4:1.
 */
export const editorCssVariables: CSSVariablesResolver = (theme) => {
  const site = cssVariablesResolver(theme);
  return { ...site, light: { ...site.light, "--mantine-color-error": "var(--mantine-color-red-9)" } };
};
