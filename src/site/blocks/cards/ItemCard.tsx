import {
  Anchor,
  AspectRatio,
  Button,
  Card,
  Text,
  Title,
  VisuallyHidden,
  type ButtonVariant,
  type MantineSpacing,
} from "@mantine/core";
import type { ReactNode } from "react";
import type { Href, Image } from "../../../core/generated/site-data.ts";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./cards.module.css";

/** The link a card ends with, to the item's page (or elsewhere); none when `href` is undefined (the item has no page). */
export type ItemCardLink = {
  href: Href | undefined;
  /** Its visible words ("Read More"); screen readers hear the item's title after them ("Read More: <title>"). */
  label: string;
  mt: MantineSpacing;
} & ({ as: "anchor"; fz?: "sm" } | { as: "button"; variant?: ButtonVariant });

interface ItemCardProps {
  /** The item's title: the card's heading, and what its link names for screen readers. */
  title: string;
  titleSize?: "h4" | "h5";
  /** The space above the heading, when something comes before it. */
  titleGap?: MantineSpacing | number;
  padding: "lg" | "xl";
  shadow?: "sm";
  /** A picture across the top of the card, 16:9. */
  picture?: Image;
  /** What comes between the picture and the heading (a category, a client, an icon). */
  above?: ReactNode;
  /** The sentence under the heading; it takes the card's spare height, so the links of a row of cards line up. */
  description?: string;
  descriptionSize?: "sm";
  /** What comes between the description and the link (a byline, badges, a count). */
  children?: ReactNode;
  link: ItemCardLink;
}

/**
 * The card a collection's item is shown with in a grid (src/site/blocks/cards/card-for.tsx): a framed column of the item's
 * picture, its heading, a dimmed description that takes the spare height, what the card adds, and a link at the foot.
 */
export function ItemCard({
  title,
  titleSize = "h4",
  titleGap,
  padding,
  shadow,
  picture,
  above,
  description,
  descriptionSize,
  children,
  link,
}: ItemCardProps) {
  const cell = useBlockWidth();
  return (
    <Card withBorder shadow={shadow} radius="md" padding={padding} className={classes.card}>
      {picture && (
        <Card.Section>
          <AspectRatio ratio={16 / 9}>
            <SiteImage image={picture} layout={cell} className={classes.image} />
          </AspectRatio>
        </Card.Section>
      )}
      {above}
      <Title order={3} size={titleSize} mt={titleGap}>
        {title}
      </Title>
      {description !== undefined && (
        <Text c="dimmed" fz={descriptionSize} mt="xs" className={classes.grow}>
          {description}
        </Text>
      )}
      {children}
      <ItemCardFooterLink link={link} title={title} />
    </Card>
  );
}

function ItemCardFooterLink({ link, title }: { link: ItemCardLink; title: string }) {
  if (!link.href) return null;
  const words = (
    <>
      {link.label}
      <VisuallyHidden>: {title}</VisuallyHidden>
    </>
  );
  if (link.as === "button")
    return (
      <Button component={SmartLink} href={link.href} variant={link.variant} mt={link.mt}>
        {words}
      </Button>
    );
  return (
    <Anchor component={SmartLink} href={link.href} fw={600} fz={link.fz} mt={link.mt}>
      {words}
    </Anchor>
  );
}
