import type { Block } from "../generated/site-data.ts";
import { fillTokens } from "./fill-tokens.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import { matchRoute } from "./routes.ts";
import type { CollectionName, PageData, ReferencedItems, SiteData } from "./types.ts";

/** The items the page's blocks refer to, with {company.*} and {year} filled in their text as in the page's own. */
function referencedItems(siteData: SiteData, sections: Block[], referenceFields: ReferenceFields, scopes: Record<string, unknown>): ReferencedItems {
  const items: ReferencedItems = { services: {}, products: {}, testimonials: {}, clients: {} };
  for (const section of sections) {
    for (const [field, collection] of Object.entries(referenceFields[section.type] ?? {})) {
      const ids = (section as unknown as Record<string, unknown>)[field];
      if (!Array.isArray(ids)) continue;
      for (const id of ids) {
        const item = siteData.collections[collection as CollectionName].find((candidate) => candidate.id === id);
        if (item) (items[collection] as Record<string, unknown>)[id] = fillTokens(item, scopes);
      }
    }
  }
  return items;
}

/** Everything one address renders: the matching page (or not-found state) with its text filled in and its referenced items. */
export function resolvePageData(siteData: SiteData, pathname: string, referenceFields: ReferenceFields, year: number): PageData {
  const match = matchRoute(siteData, pathname);
  // Items are filled with the site-wide placeholders; a page's text may also name its own item's fields.
  const siteScopes = { company: siteData.site.company, year };
  const item = match.kind === "item" ? fillTokens(siteData.collections[match.collection].find((candidate) => candidate.id === match.id), siteScopes) : undefined;
  const scopes = item ? { ...siteScopes, item } : siteScopes;
  const source = match.kind === "missing-item" ? match.page.notFound! : match.page;
  const filled = fillTokens({ title: source.title, description: source.description, sections: source.sections }, scopes);
  return {
    status: match.kind === "page" || match.kind === "item" ? 200 : 404,
    pathname,
    title: filled.title,
    description: filled.description,
    sections: filled.sections,
    items: referencedItems(siteData, filled.sections, referenceFields, siteScopes),
  };
}
