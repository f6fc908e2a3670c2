import type { Site } from "../generated/site-data.ts";
import { fillTokens } from "./fill-tokens.ts";
import { siteScopes } from "../validation/tokens.ts";

/** The site settings with {company.*} and {year} filled in; the same function runs at build time and in the browser. */
export function resolveSite(site: Site, year: number): Site {
  return fillTokens(site, siteScopes(site.company, year));
}

/** "About Us | Nerivo", unless the title already names the site. */
export function documentTitle(site: Pick<Site, "company">, title: string): string {
  return title.includes(site.company.shortName) ? title : `${title} | ${site.company.shortName}`;
}

/** A tel: link for a phone number as visitors read it: "+234 1 631 0482" -> "tel:+23416310482". */
export function phoneHref(phone: string): `tel:${string}` {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
