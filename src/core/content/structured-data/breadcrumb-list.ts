import type { Crumb } from "../types.ts";
import type { JsonLd } from "./json-ld.ts";

/** The page's breadcrumb trail (src/core/content/breadcrumb.ts), for search results that show the path to a page. */
export function breadcrumbList(trail: Crumb[], pathname: string, siteUrl: string): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.href ?? pathname}`,
    })),
  };
}
