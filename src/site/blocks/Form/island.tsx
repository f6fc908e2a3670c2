import { MantineProvider } from "@mantine/core";
import { hydrateRoot, type Root } from "react-dom/client";
import { AddressContext } from "../../render-context/address-context.tsx";
import { cssVariablesResolver, theme } from "../../theme/theme.ts";
import { FormCard } from "./FormCard.tsx";
import type { FormIslandProps } from "./form-island-props.ts";

/** When the page fetches this code (src/site/islands/island-registry.ts). */
export const loads = "interaction";

/**
 * The form island: React hydrates the prerendered form in place, from its props, with the theme the prerender used
 * (its CSS variables are already in the page's <head>, so none are written here). Returns the React root, which a page
 * never lets go of but a test unmounts before its document goes away.
 */
export function enhance(element: HTMLElement, props: unknown): Root {
  const address = { pathname: window.location.pathname, search: window.location.search };
  return hydrateRoot(
    element,
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <AddressContext.Provider value={address}>
        <FormCard {...(props as FormIslandProps)} />
      </AddressContext.Provider>
    </MantineProvider>,
  );
}
