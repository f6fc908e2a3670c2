import { ActionIcon, Box, Group, Text } from "@mantine/core";
import { useId } from "react";
import { useAddress } from "../../render-context/address-context.tsx";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import type { ShareButtonsBlock, ShareNetwork } from "../../../core/generated/site-data.ts";
import { Island } from "../../islands/Island.tsx";
import { shareMarkers } from "./share-markers.ts";
import { useCurrentItemField } from "../page-items-context.tsx";
import { networkIcons } from "../parts/network-icons.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { TextField } from "../parts/TextField.tsx";
import classes from "./ShareButtons.module.css";

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");

/** Each network's share page for an address and an optional title; mailto: for e-mail. */
const shareHrefs: Record<Exclude<ShareNetwork, "copy">, (url: string, title?: string) => string> = {
  x: (url, title) => `https://twitter.com/intent/tweet?${query({ url, text: title })}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
  whatsapp: (url, title) => `https://wa.me/?${query({ text: title ? `${title} ${url}` : url })}`,
  email: (url, title) => `mailto:?${query({ subject: title ?? url, body: url })}`,
};

/** The page's public address: the site's address and the path, without query or trailing slash (as prerendered). */
function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
}

/**
 * Share links for the page being shown: plain links to each network's share page, which work without any script.
 * The title comes from the page's item on a detail page; elsewhere the address goes alone. "Copy link" needs the
 * Clipboard API, so it is an island (src/site/blocks/ShareButtons/island.ts) and its button appears only once its code runs.
 */
export function ShareButtons({ block }: { block: ShareButtonsBlock }) {
  const { seo } = useSite();
  const { pathname } = useAddress();
  const itemTitle = useCurrentItemField("title");
  const title = typeof itemTitle === "string" ? itemTitle : undefined;
  const url = canonicalUrl(seo.siteUrl, pathname);
  const labelId = useId();

  return (
    <SectionContainer size="md" py="xl">
      <Island type="shareButtons">
        <Group gap="md">
          <Text fw={700} id={labelId}>
            {block.label}
          </Text>
          <Group component="ul" gap="xs" aria-labelledby={labelId} className={classes.list}>
            {block.networks.map((network) => {
              const name = block.names[network];
              if (!name) return null;
              const NetworkIcon = networkIcons[network];
              // biome-ignore lint/correctness/useJsxKeyInIterable: the icon is the child of the keyed <li> returned below, not an item of the list.
              const icon = <NetworkIcon size={20} aria-hidden />;
              return network === "copy" ? (
                <li key={network} hidden {...{ [shareMarkers.copyItem]: "" }}>
                  <ActionIcon
                    aria-label={name}
                    variant="light"
                    size="lg"
                    radius="xl"
                    {...{ [shareMarkers.copyButton]: "" }}
                  >
                    {icon}
                  </ActionIcon>
                </li>
              ) : (
                <li key={network}>
                  <ActionIcon
                    component={SmartLink}
                    href={shareHrefs[network](url, title)}
                    aria-label={name}
                    variant="light"
                    size="lg"
                    radius="xl"
                  >
                    {icon}
                  </ActionIcon>
                </li>
              );
            })}
          </Group>
        </Group>
        {block.names.copy && (
          <Box mt="sm" maw={480} hidden {...{ [shareMarkers.manualCopy]: "" }}>
            <TextField value={url} readOnly aria-label={block.names.copy} />
          </Box>
        )}
        {block.copied && (
          <Text
            role="status"
            aria-live="polite"
            size="sm"
            fw={600}
            mt="xs"
            className={classes.status}
            {...{ [shareMarkers.status]: block.copied }}
          />
        )}
      </Island>
    </SectionContainer>
  );
}
