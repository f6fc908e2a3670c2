import { Group } from "@mantine/core";
import type { MapEmbedBlock } from "../generated/site-data.ts";
import { ActionButton } from "./parts/ActionButton.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import classes from "./MapEmbed.module.css";

const defaultHeight = 400;

/** An OpenStreetMap embed (the only frame source the Content-Security-Policy allows), loaded when scrolled near. */
export function MapEmbed({ block }: { block: MapEmbedBlock }) {
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <iframe
        src={block.src}
        title={block.title}
        height={block.height ?? defaultHeight}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={classes.map}
      />
      {block.link && (
        <Group justify="center" mt="lg">
          <ActionButton action={block.link} variant="light" />
        </Group>
      )}
    </SectionContainer>
  );
}
