import { ActionIcon, Box, Group, Text } from "@mantine/core";
import { TextField } from "./parts/TextField.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { SmartLink } from "../app/SmartLink.tsx";
import { useSite } from "../app/site-context.tsx";
import type { ShareButtonsBlock, ShareNetwork } from "../generated/site-data.ts";
import { useCurrentItemField } from "./page-items-context.tsx";
import { networkIcons } from "./parts/network-icons.ts";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import classes from "./ShareButtons.module.css";

/** How long "Link copied" stays on screen. */
const copiedMessageMs = 3000;

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
 * Share links and a copy button for the page being shown. The title comes from the page's item on a detail page
 * (document.title is not there when the page is prerendered); elsewhere the address goes alone.
 */
export function ShareButtons({ block }: { block: ShareButtonsBlock }) {
  const { seo } = useSite();
  const { pathname } = useLocation();
  const itemTitle = useCurrentItemField("title");
  const title = typeof itemTitle === "string" ? itemTitle : undefined;
  const url = canonicalUrl(seo.siteUrl, pathname);
  const copy = useCopyLink(url);
  const labelId = useId();

  return (
    <SectionContainer size="md" py="xl">
      <Group gap="md">
        <Text fw={700} id={labelId}>
          {block.label}
        </Text>
        <Group component="ul" gap="xs" aria-labelledby={labelId} className={classes.list}>
          {block.networks.map((network) => {
            const name = block.names[network];
            if (!name) return null;
            const NetworkIcon = networkIcons[network];
            const icon = <NetworkIcon size={20} aria-hidden />;
            return (
              <li key={network}>
                {network === "copy" ? (
                  <ActionIcon onClick={copy.start} aria-label={name} variant="light" size="lg" radius="xl">
                    {icon}
                  </ActionIcon>
                ) : (
                  <ActionIcon component={SmartLink} href={shareHrefs[network](url, title)} aria-label={name} variant="light" size="lg" radius="xl">
                    {icon}
                  </ActionIcon>
                )}
              </li>
            );
          })}
        </Group>
      </Group>
      {copy.manual && block.names.copy && (
        <Box mt="sm" maw={480}>
          <TextField ref={copy.inputRef} value={url} readOnly aria-label={block.names.copy} />
        </Box>
      )}
      {block.copied && (
        <Text role="status" aria-live="polite" size="sm" fw={600} mt="xs" className={classes.status}>
          {copy.copied ? block.copied : ""}
        </Text>
      )}
    </SectionContainer>
  );
}

/**
 * Copies the address with the Clipboard API and reports it for a few seconds. Without the API (an old browser,
 * a page not served over HTTPS) or when it refuses, shows the address in a field, selected, ready to copy by hand.
 */
function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!manual) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [manual]);

  const start = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No Clipboard API");
      await navigator.clipboard.writeText(url);
    } catch {
      setManual(true);
      inputRef.current?.select();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedMessageMs);
  };

  return { copied, manual, inputRef, start };
}
