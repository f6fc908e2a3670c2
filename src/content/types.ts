import type { Block, Client, Page, Product, Service, Site, Testimonial } from "../generated/site-data.ts";

/** The collections of site data, keyed by folder name under site-data/collections/. */
export interface Collections {
  services: Service[];
  products: Product[];
  testimonials: Testimonial[];
  clients: Client[];
}

export type CollectionName = keyof Collections;
export type CollectionItem<C extends CollectionName> = Collections[C][number];

/** All site data, parsed and validated. */
export interface SiteData {
  site: Site;
  pages: Page[];
  collections: Collections;
}

/** The collection items a page refers to, by collection and id. */
export type ReferencedItems = { [C in CollectionName]: Record<string, CollectionItem<C>> };

/** Everything needed to render one address: the page's blocks with text filled in, and the items they refer to. */
export interface PageData {
  /** 200 for a page, 404 for the not-found page or a detail page's not-found state. */
  status: 200 | 404;
  /** The address this data was made for, e.g. "/services/it-consultancy". */
  pathname: string;
  title: string;
  description: string;
  sections: Block[];
  items: ReferencedItems;
}
