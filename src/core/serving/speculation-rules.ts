/**
 * What browsers that support speculation rules may load ahead of a click: any page of this site, fetched when the
 * visitor shows intent (hovering a link for a moment, or starting to touch it) and prerendered once the press
 * begins, so the next page is usually there when the click lands. Form addresses never. Browsers skip all of it
 * when the visitor saves data. Served from dist/ and named by the Speculation-Rules header of every page (the
 * Content-Security-Policy needs no inline script for it); src/site/shell/prefetch.ts does the same for other browsers.
 */
export const speculationRulesFile = "speculation-rules.json";
export const speculationRulesContentType = "application/speculationrules+json";
export const speculationRulesHeader = `"/${speculationRulesFile}"`;

const pages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/f/*" } },
    { not: { href_matches: "/p/*" } },
    { not: { selector_matches: "[download], [target=_blank]" } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: "document", where: pages, eagerness: "moderate" }],
  prerender: [{ source: "document", where: pages, eagerness: "conservative" }],
};
