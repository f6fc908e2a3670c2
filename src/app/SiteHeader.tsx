import { ActionIcon, Anchor, Box, Container, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMenu2, IconX } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { useLocation } from "react-router-dom";
import type { NavLink } from "../generated/site-data.ts";
import { NavDropdown } from "./NavDropdown.tsx";
import { ActionButton } from "../blocks/parts/ActionButton.tsx";
import { useSite } from "./site-context.tsx";
import { SmartLink } from "./SmartLink.tsx";
import classes from "./SiteHeader.module.css";

function useCurrentPage() {
  const { pathname } = useLocation();
  return (href: string) => (href === pathname ? ("page" as const) : undefined);
}

export function SiteHeader() {
  const { company, navigation, labels } = useSite();
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const mobileMenuId = useId();
  const currentPage = useCurrentPage();
  const { pathname } = useLocation();
  const closeMobileMenu = mobileMenu.close;
  // Also closes the mobile menu when the address changes another way (back button, a link in the page).
  useEffect(() => closeMobileMenu(), [pathname, closeMobileMenu]);

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
          {/* Not Mantine's Burger, which puts a <div> inside its <button> (invalid HTML). */}
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            onClick={mobileMenu.toggle}
            hiddenFrom="md"
            aria-label={mobileOpened ? labels.closeMenu : labels.openMenu}
            aria-expanded={mobileOpened}
            aria-controls={mobileMenuId}
          >
            {mobileOpened ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
          </ActionIcon>
        </Container>
        {mobileOpened && (
          <Box id={mobileMenuId} hiddenFrom="md" className={classes.mobileMenu}>
            <Container size="lg">
              <Stack gap={0}>
                {navigation.items.map((item) =>
                  "links" in item ? (
                    <div key={item.label}>
                      <Text className={classes.mobileGroupLabel}>{item.label}</Text>
                      {item.links.map((link) => (
                        <MobileLink key={link.href} link={link} nested onChoose={mobileMenu.close} />
                      ))}
                    </div>
                  ) : (
                    <MobileLink key={item.href} link={item} onChoose={mobileMenu.close} />
                  ),
                )}
              </Stack>
              <ActionButton action={navigation.cta} fullWidth my="md" onClick={mobileMenu.close} />
            </Container>
          </Box>
        )}
      </nav>
    </header>
  );
}

function MobileLink({ link, nested = false, onChoose }: { link: NavLink; nested?: boolean; onChoose: () => void }) {
  const currentPage = useCurrentPage();
  return (
    <Anchor
      component={SmartLink}
      href={link.href}
      className={classes.mobileLink}
      data-nested={nested || undefined}
      aria-current={currentPage(link.href)}
      onClick={onChoose}
    >
      {link.label}
    </Anchor>
  );
}
