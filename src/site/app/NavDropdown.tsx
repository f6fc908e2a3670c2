import { Paper } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { NavMenu } from "../../core/generated/site-data.ts";
import { menuAttribute } from "../shell/menus.ts";
import { useAddress } from "../render-context/address-context.tsx";
import { SmartLink } from "../render-context/SmartLink.tsx";
import { linkCurrent, menuCurrent } from "./nav-current.ts";
import classes from "./SiteHeader.module.css";

/**
 * A navigation dropdown as a disclosure (a button that shows a list of links, the pattern WAI-ARIA recommends for
 * site navigation), on the browser's own <details>: it opens and closes on click or Enter before any script runs.
 * The page's script closes it on Escape, on a click elsewhere and once a link is chosen (src/site/shell/menus.ts).
 * Its button is marked current on every page of its section (./nav-current.ts): the section's own page, its links'
 * pages and the pages under them.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { pathname } = useAddress();
  return (
    <details className={classes.dropdown} {...{ [menuAttribute]: "" }}>
      <summary className={classes.link} aria-current={menuCurrent(menu, pathname)}>
        {menu.label}
        <IconChevronDown size={16} aria-hidden className={classes.chevron} />
      </summary>
      <Paper component="ul" shadow="md" withBorder className={classes.dropdownList}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className={classes.dropdownLink}
              aria-current={linkCurrent(link.href, pathname)}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </Paper>
    </details>
  );
}
