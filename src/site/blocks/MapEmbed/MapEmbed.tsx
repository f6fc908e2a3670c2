import { Group } from "@mantine/core";
import type { CSSProperties } from "react";
import type { MapEmbedBlock } from "../../../core/generated/site-data.ts";
import { fullWidth } from "../../../core/images/layout-width.ts";
import { mapAttribute, mapTitleAttribute } from "../../shell/maps.ts";
import { ActionButton } from "../parts/ActionButton.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { useBuiltImage } from "../parts/image-manifest-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./MapEmbed.module.css";

const defaultHeight = 400;

/**
 * A map of a place: the picture of the area drawn for the site, which every visitor sees at once and keeps, and the
 * interactive OpenStreetMap map the page's script lays over it once OpenStreetMap can be reached (src/site/shell/maps.ts).
 * Without scripts, offline or with the data saver on, the picture and the links under it are the map.
 */
export function MapEmbed({ block }: { block: MapEmbedBlock }) {
  const height = block.height ?? defaultHeight;
  // The picture's shape, as the build read it from the file (or as written, where nothing was built).
  const built = useBuiltImage(block.staticMap.src);
  const [width, tall] = built ? [built.width, built.height] : [block.staticMap.width, block.staticMap.height];
  const ratio = width && tall ? `${width} / ${tall}` : "auto";
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <div
        className={classes.box}
        style={{ "--map-height": `${height}px`, "--map-ratio": ratio } as CSSProperties}
        {...{ [mapAttribute]: block.src, [mapTitleAttribute]: block.title }}
      >
        <SiteImage image={block.staticMap} layout={fullWidth} className={classes.picture} />
      </div>
      {(block.link || block.secondLink) && (
        <Group justify="center" mt="lg">
          {block.link && <ActionButton action={block.link} variant="light" />}
          {block.secondLink && <ActionButton action={block.secondLink} variant="subtle" />}
        </Group>
      )}
    </SectionContainer>
  );
}
