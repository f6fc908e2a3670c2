import { ActionIcon, Anchor, Group, SimpleGrid, Text } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import { phoneHref } from "../../../core/content/site-settings.ts";
import type { ContactDetailsBlock, SocialLink } from "../../../core/generated/site-data.ts";
import { MarkdownText } from "../parts/MarkdownText.tsx";
import { networkIcons } from "../parts/network-icons.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import classes from "./ContactDetails.module.css";

export function ContactDetails({ block }: { block: ContactDetailsBlock }) {
  const { company, social = [] } = useSite();
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {block.intro && <MarkdownText markdown={block.intro} />}
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="xl"
        mt={block.intro ? "xl" : 0}
        className={classes.list}
      >
        <Detail icon={IconMapPin} label={block.addressLabel}>
          <Anchor component={SmartLink} href={company.mapsUrl}>
            {company.address}
          </Anchor>
        </Detail>
        <Detail icon={IconClock} label={block.hoursLabel}>
          {company.hours}
        </Detail>
        <Detail icon={IconPhone} label={block.phoneLabel}>
          <Anchor component={SmartLink} href={phoneHref(company.phone)}>
            {company.phone}
          </Anchor>
        </Detail>
        <Detail icon={IconMail} label={block.emailLabel}>
          <Anchor component={SmartLink} href={`mailto:${company.email}`}>
            {company.email}
          </Anchor>
        </Detail>
      </SimpleGrid>
      {block.showSocial && social.length > 0 && <SocialLinks title={block.socialTitle} links={social} />}
    </SectionContainer>
  );
}

function Detail({ icon: DetailIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start">
      <span className={classes.icon}>
        <DetailIcon size={22} aria-hidden />
      </span>
      <div>
        <Text fw={700}>{label}</Text>
        <Text c="dimmed" className={classes.value}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function SocialLinks({ title, links }: { title?: string; links: SocialLink[] }) {
  return (
    <>
      {title && (
        <Text fw={700} mt="xl">
          {title}
        </Text>
      )}
      <Group component="ul" gap="sm" mt={title ? "sm" : "xl"} className={classes.list}>
        {links.map((link) => {
          const NetworkIcon = networkIcons[link.network];
          return (
            <li key={link.href}>
              <ActionIcon
                component={SmartLink}
                href={link.href}
                aria-label={link.label}
                variant="light"
                size="xl"
                radius="xl"
              >
                <NetworkIcon size={22} aria-hidden />
              </ActionIcon>
            </li>
          );
        })}
      </Group>
    </>
  );
}
