import { Paper, UnstyledButton } from "@mantine/core";
import { useClickOutside, useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { useId, type KeyboardEvent } from "react";
import { useLocation } from "react-router-dom";
import type { NavMenu } from "../generated/site-data.ts";
import { SmartLink } from "./SmartLink.tsx";
import classes from "./SiteHeader.module.css";

/**
 * A navigation dropdown as a disclosure (a button that shows a list of links), the pattern WAI-ARIA recommends
 * for site navigation. Opens and closes on click; closes when a link is chosen, on Escape and on a click elsewhere.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside<HTMLDivElement>(close);
  const listId = useId();
  const { pathname } = useLocation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && opened) {
      close();
      ref.current?.querySelector("button")?.focus();
    }
  };

  return (
    <div ref={ref} className={classes.dropdown} onKeyDown={onKeyDown}>
      <UnstyledButton
        className={classes.link}
        aria-expanded={opened}
        aria-controls={listId}
        data-current={menu.links.some((link) => link.href === pathname) || undefined}
        onClick={toggle}
      >
        {menu.label}
        <IconChevronDown size={16} aria-hidden className={classes.chevron} data-opened={opened || undefined} />
      </UnstyledButton>
      <Paper id={listId} component="ul" shadow="md" withBorder className={classes.dropdownList} hidden={!opened}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={classes.dropdownLink} aria-current={link.href === pathname ? "page" : undefined} onClick={close}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </Paper>
    </div>
  );
}
