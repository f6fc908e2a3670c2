import { Anchor, Container, Group, Text } from "@mantine/core";
import type { Crumb } from "../../core/content/types.ts";
import lists from "../blocks/parts/plain-list.module.css";
import { useSite } from "../render-context/site-context.tsx";
import { SmartLink } from "../render-context/SmartLink.tsx";

/**
 * Where the page sits in the site: Home › Blog › the post. Built at build time from the page hierarchy and titles
 * (src/core/content/breadcrumb.ts), plain links only; styled with classes every page already loads.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { labels } = useSite();
  if (!trail.length) return null;
  return (
    <Container component="nav" aria-label={labels.breadcrumb} size="lg" py="sm">
      <Group component="ol" gap={6} fz="sm" className={lists.plain}>
        {trail.map((crumb, index) => (
          <li key={crumb.href ?? "current"}>
            {index > 0 && (
              <Text span c="dimmed" inherit me={6} aria-hidden>
                ›
              </Text>
            )}
            {crumb.href ? (
              <Anchor component={SmartLink} href={crumb.href} inherit>
                {crumb.label}
              </Anchor>
            ) : (
              <Text span c="dimmed" inherit aria-current="page">
                {crumb.label}
              </Text>
            )}
          </li>
        ))}
      </Group>
    </Container>
  );
}
