import { Anchor, Box, Container, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconMenu2, IconX } from "@tabler/icons-react";
import type { NavLink } from "../../core/generated/site-data.ts";
import { menuAttribute } from "../shell/menus.ts";
import { ActionButton } from "../blocks/parts/ActionButton.tsx";
import { useAddress } from "../render-context/address-context.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { linkCurrent, menuCurrent } from "./nav-current.ts";
import { useSite } from "../render-context/site-context.tsx";
import { SmartLink } from "../render-context/SmartLink.tsx";
import classes from "./SiteHeader.module.css";

/** What aria-current says of a link: its page, a page in its section (./nav-current.ts), or nothing. */
function useCurrentPage() {
  const { pathname } = useAddress();
  return (href: string) => linkCurrent(href, pathname);
}

/**
 * The navigation bar. Its dropdowns and the phone's menu are <details>: they work before any script and without
 * one; the page's script adds closing on Escape and on a click elsewhere (src/site/shell/menus.ts).
 */
export function SiteHeader() {
  const { company, navigation, labels } = useSite();
  const currentPage = useCurrentPage();
  const { pathname } = useAddress();

  return (
    <header className={classes.header}>
      <nav aria-label={labels.mainNavigation}>
        <Container size="lg" className={classes.bar}>
          <Anchor component={SmartLink} href="/" className={classes.logo}>
            {company.shortName}
          </Anchor>
          <Group gap={4} visibleFrom="md">
            {navigation.items.map((item) =>
              "links" in item ? (
                <NavDropdown key={item.label} menu={item} />
              ) : (
                <Anchor
                  key={item.href}
                  component={SmartLink}
                  href={item.href}
                  className={classes.link}
                  aria-current={currentPage(item.href)}
                >
                  {item.label}
                </Anchor>
              ),
            )}
          </Group>
          <ActionButton action={navigation.cta} visibleFrom="md" />
          <Box component="details" hiddenFrom="md" className={classes.mobileMenu} {...{ [menuAttribute]: "" }}>
            {/* Its name and icon follow the menu's state through CSS (details[open]), so they are right without a script. */}
            <summary className={classes.menuButton}>
              <VisuallyHidden className={classes.whenClosed}>{labels.openMenu}</VisuallyHidden>
              <VisuallyHidden className={classes.whenOpen}>{labels.closeMenu}</VisuallyHidden>
              <IconMenu2 size={24} aria-hidden className={classes.whenClosed} />
              <IconX size={24} aria-hidden className={classes.whenOpen} />
            </summary>
            <div className={classes.mobilePanel}>
              <Container size="lg">
                <Stack gap={0}>
                  {navigation.items.map((item) =>
                    "links" in item ? (
                      <div key={item.label}>
                        <Text className={classes.mobileGroupLabel} aria-current={menuCurrent(item, pathname)}>
                          {item.label}
                        </Text>
                        {item.links.map((link) => (
                          <MobileLink key={link.href} link={link} nested />
                        ))}
                      </div>
                    ) : (
                      <MobileLink key={item.href} link={item} />
                    ),
                  )}
                </Stack>
                <ActionButton action={navigation.cta} fullWidth my="md" />
              </Container>
            </div>
          </Box>
        </Container>
      </nav>
    </header>
  );
}

function MobileLink({ link, nested = false }: { link: NavLink; nested?: boolean }) {
  const currentPage = useCurrentPage();
  return (
    <Anchor
      component={SmartLink}
      href={link.href}
      className={classes.mobileLink}
      data-nested={nested || undefined}
      aria-current={currentPage(link.href)}
    >
      {link.label}
    </Anchor>
  );
}
