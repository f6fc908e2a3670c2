import { Group } from "@mantine/core";
import type { MapEmbedBlock } from "../generated/site-data.ts";
import { ActionButton } from "./parts/ActionButton.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import classes from "./MapEmbed.module.css";

const defaultHeight = 400;

/**
 * An OpenStreetMap embed (the only frame source the Content-Security-Policy allows), loaded when scrolled near.
 * Its frame sits in a box the browser does not lay out until it nears the viewport (content-visibility: auto):
 * `loading="lazy"` alone still fetches a map two screens below on a phone while the page's first paint is due.
 */
export function MapEmbed({ block }: { block: MapEmbedBlock }) {
  const height = block.height ?? defaultHeight;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <div className={classes.frame} style={{ containIntrinsicSize: `auto ${height}px` }}>
        <iframe src={block.src} title={block.title} height={height} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={classes.map} />
      </div>
      {block.link && (
        <Group justify="center" mt="lg">
          <ActionButton action={block.link} variant="light" />
        </Group>
      )}
    </SectionContainer>
  );
}
