import type { Site } from "../../generated/site-data.ts";
import type { JsonLd } from "./json-ld.ts";

export function postalAddress(site: Site): JsonLd {
  return { "@type": "PostalAddress", ...site.company.postalAddress };
}

/** The company as search engines describe it (its knowledge panel): name, address, contacts, logo, profiles. */
export function organization(site: Site): JsonLd {
  const { company, seo } = site;
  return {
    "@type": "Organization",
    name: company.name,
    alternateName: company.shortName,
    url: `${seo.siteUrl}/`,
    logo: `${seo.siteUrl}${seo.logo.src}`,
    foundingDate: String(company.founded),
    address: postalAddress(site),
    telephone: company.phone,
    email: company.email,
    sameAs: (site.social ?? []).map((profile) => profile.href),
  };
}

/** The site itself, so search results can show its name. */
export function webSite(site: Site): JsonLd {
  return {
    "@type": "WebSite",
    name: site.company.shortName,
    alternateName: site.company.name,
    url: `${site.seo.siteUrl}/`,
  };
}
