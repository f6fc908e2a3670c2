import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme.ts";
import { SiteContext } from "./site-context.tsx";
import { site } from "./site.ts";

/**
 * Mantine writes its theme variables and breakpoint classes as <style> elements where the provider renders, inside
 * <body>, which is not valid HTML. The prerender puts the same CSS in the <head> (see theme-css.tsx), so built pages
 * leave them out; the dev server has no prerender and keeps them. Responsive style props become hoistable styles
 * that the prerender also moves into the <head>.
 */
const inlineThemeStyles = import.meta.env.DEV;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={inlineThemeStyles}
      withGlobalClasses={inlineThemeStyles}
      deduplicateInlineStyles
    >
      <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
    </MantineProvider>
  );
}
