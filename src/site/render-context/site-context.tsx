import { createContext, useContext } from "react";
import type { Site } from "../../core/generated/site-data.ts";

export const SiteContext = createContext<Site | null>(null);

/** The site-wide data (company, navigation, footer, labels) from site-data/site.json. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() must be used inside <SiteContext.Provider>.");
  return site;
}
