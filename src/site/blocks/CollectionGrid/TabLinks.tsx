import type { CollectionName } from "../../../core/content/types.ts";
import type { GridTabs } from "../../../core/generated/site-data.ts";
import { useAddress } from "../../render-context/address-context.tsx";
import { usePageContent } from "../page-items-context.tsx";
import tabs from "../parts/RadioTabs.module.css";
import classes from "./TabLinks.module.css";

/**
 * Tabs that are links to pages (a grid's "tabs" with "linksTo"): the first to the page listing every item of the
 * grid's collection, the others to the pages of the items their values name (a category's page). They look like
 * the radio tabs (RadioTabs.module.css) and need no script; the tab of the listing shown is marked, on every page of
 * it ("/blog/page/2" is still "All").
 */
export function TabLinks({
  tabs: { allLabel, label, linksTo, options },
  collection,
}: {
  tabs: GridTabs & { linksTo: CollectionName };
  collection: CollectionName;
}) {
  const { itemFolders, pagination } = usePageContent();
  const { pathname } = useAddress();
  const current = pagination?.path ?? pathname.replace(/(.)\/+$/, "$1");
  const links = [
    { label: allLabel, href: itemFolders[collection] },
    ...options.map((option) => ({
      label: option.label,
      href: itemFolders[linksTo] && `${itemFolders[linksTo]}/${option.value}`,
    })),
  ].flatMap(({ label, href }) => (href === undefined ? [] : [{ label, href }]));
  return (
    <nav aria-label={label ?? allLabel}>
      <ul className={`${tabs.list} ${classes.list}`}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              className={`${tabs.tab} ${classes.tab}`}
              href={link.href}
              aria-current={link.href === current ? "page" : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
