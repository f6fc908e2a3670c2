import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme.ts";
import { SiteContext } from "./site-context.tsx";
import { site } from "./site.ts";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
    </MantineProvider>
  );
}
