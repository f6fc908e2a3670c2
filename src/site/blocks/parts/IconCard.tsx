import { Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import type { IconName } from "../../../core/generated/site-data.ts";
import { icons } from "../icons.ts";
import { RevealCard } from "./RevealCard.tsx";
import classes from "./IconCard.module.css";

interface IconCardProps {
  /** Without one, the card has no icon square. */
  icon?: IconName;
  title: string;
  description: string;
  /** Position in the grid: staggers the reveal and picks the colour from `colors`. */
  index: number;
  colors: readonly string[];
  /** What follows the description, e.g. a link. */
  children?: ReactNode;
}

/** The card of feature and service grids: a coloured icon (when it has one), a title and a description. */
export function IconCard({ icon, title, description, index, colors, children }: IconCardProps) {
  const Icon = icon && icons[icon];
  const color = colors[index % colors.length];
  const iconColors = {
    "--icon-bg": `var(--mantine-color-${color}-light)`,
    "--icon-fg": `var(--mantine-color-${color}-light-color)`,
  };
  return (
    <RevealCard index={index}>
      {/* Not Mantine's ThemeIcon: it writes its color and radius props into the HTML as invalid attributes. */}
      {Icon && (
        <span className={classes.icon} style={iconColors as CSSProperties}>
          <Icon size={30} aria-hidden />
        </span>
      )}
      <Title order={3} size="h4" mt={Icon ? "md" : 0}>
        {title}
      </Title>
      <Text c="dimmed" mt="xs" className={classes.description}>
        {description}
      </Text>
      {children}
    </RevealCard>
  );
}
