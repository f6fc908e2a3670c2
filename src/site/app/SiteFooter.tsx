import { Anchor, Box, Container, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { phoneHref } from "../../core/content/site-settings.ts";
import type { NavLink } from "../../core/generated/site-data.ts";
import { useSite } from "../render-context/site-context.tsx";
import { SmartLink } from "../render-context/SmartLink.tsx";
import classes from "./SiteFooter.module.css";

export function SiteFooter() {
  const { company, footer } = useSite();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" pt={64} pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: footer.groups.length + 2 }} spacing="xl">
          <div>
            <Text fw={800} size="xl">
              {company.name}
            </Text>
            <Text size="sm" mt="sm" className={classes.muted}>
              {footer.about}
            </Text>
          </div>
          {footer.groups.map((group) => (
            <FooterColumn key={group.title} title={group.title}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} />
                </li>
              ))}
            </FooterColumn>
          ))}
          <FooterColumn title={footer.contactTitle}>
            <ContactLine icon={<IconMapPin size={18} aria-hidden />}>
              <FooterLink link={{ label: company.address, href: company.mapsUrl }} />
            </ContactLine>
            <ContactLine icon={<IconClock size={18} aria-hidden />}>{company.hours}</ContactLine>
            <ContactLine icon={<IconPhone size={18} aria-hidden />}>
              <FooterLink link={{ label: company.phone, href: phoneHref(company.phone) }} />
            </ContactLine>
            <ContactLine icon={<IconMail size={18} aria-hidden />}>
              <FooterLink link={{ label: company.email, href: `mailto:${company.email}` }} />
            </ContactLine>
          </FooterColumn>
        </SimpleGrid>
        <Group justify="space-between" gap="md" mt={48} pt="lg" className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            {footer.copyright}
          </Text>
          <Group gap="lg">
            {footer.legalLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      <ul className={classes.list}>{children}</ul>
    </div>
  );
}

function FooterLink({ link }: { link: NavLink }) {
  return (
    <Anchor component={SmartLink} href={link.href} size="sm" className={classes.link}>
      {link.label}
    </Anchor>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" className={classes.muted}>
      <span className={classes.icon}>{icon}</span>
      <Text size="sm" component="span">
        {children}
      </Text>
    </Group>
  );
}
