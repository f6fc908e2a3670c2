import { Card } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { revealAttribute } from "../../shell/reveal.ts";
import classes from "./RevealCard.module.css";

/**
 * A grid card that fades in and rises when scrolled into view (staggered by index; the page's script does it,
 * src/site/shell/reveal.ts) and grows slightly on hover.
 */
export function RevealCard({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div
      className={classes.reveal}
      style={{ "--reveal-delay": `${index * 0.2}s` } as CSSProperties}
      {...{ [revealAttribute]: "" }}
    >
      <Card withBorder shadow="sm" radius="md" padding="xl" h="100%" className={classes.card}>
        {children}
      </Card>
    </div>
  );
}
