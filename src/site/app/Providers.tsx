import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import type { Site } from "../../core/generated/site-data.ts";
import { cssVariablesResolver, theme } from "../theme/theme.ts";
import { SiteContext } from "../render-context/site-context.tsx";

/**
 * Mantine writes its theme variables and breakpoint classes as <style> elements where the provider renders, inside
 * <body>, which is not valid HTML. The prerender puts the same CSS in the <head> (see theme-css.tsx), so built pages
 * leave them out; the dev server has no prerender and keeps them. Responsive style props become hoistable styles
 * that the prerender also moves into the <head>.
 */
const inlineThemeStyles = import.meta.env.DEV;

/**
 * `site`: the site settings with placeholders filled in (src/core/content/site-settings.ts), handed in as data by whoever
 * renders (the prerender, the dev server's page, the editor's preview), never bundled: a change to site.json needs
 * no new bundle.
 */
export function Providers({ site, children }: { site: Site; children: ReactNode }) {
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
