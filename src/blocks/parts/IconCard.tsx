import { Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { IconName } from "../../generated/site-data.ts";
import { icons } from "../icons.ts";
import { RevealCard } from "./RevealCard.tsx";
import classes from "./IconCard.module.css";

interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** Position in the grid: staggers the reveal and picks the colour from `colors`. */
  index: number;
  colors: readonly string[];
  /** What follows the description, e.g. a link. */
  children?: ReactNode;
}

/** The card of feature and service grids: a coloured icon, a title and a description. */
export function IconCard({ icon, title, description, index, colors, children }: IconCardProps) {
  const Icon = icons[icon];
  return (
    <RevealCard index={index}>
      <ThemeIcon size={56} radius="md" variant="light" color={colors[index % colors.length]}>
        <Icon size={30} aria-hidden />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md">
        {title}
      </Title>
      <Text c="dimmed" mt="xs" className={classes.description}>
        {description}
      </Text>
      {children}
    </RevealCard>
  );
}
