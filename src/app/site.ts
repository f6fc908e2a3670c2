import rawSite from "../../site-data/site.json";
import type { Site } from "../generated/site-data.ts";
import { resolveSite } from "../content/site-settings.ts";

/** The site settings, bundled with the app: the navigation, footer and labels are on every page. Validated at build time. */
export const site: Site = resolveSite(rawSite as Site, __BUILD_YEAR__);
