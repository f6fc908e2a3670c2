import { SimpleGrid, Text } from "@mantine/core";
import type { GalleryImage, ImageGalleryBlock } from "../../../core/generated/site-data.ts";
import { useOwnListOrField, type EntryCheck } from "../parts/item-list.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { gridOfCards } from "../../../core/images/image-places.ts";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./ImageGallery.module.css";

const isPicture: EntryCheck<GalleryImage> = (entry): entry is GalleryImage => {
  const image = (entry as Partial<GalleryImage> | null)?.image;
  return typeof image === "object" && image !== null && typeof image.src === "string";
};

export function ImageGallery({ block }: { block: ImageGalleryBlock }) {
  const pictures = useOwnListOrField(block.images, block.from, isPicture);
  const cell = gridOfCards(useBlockWidth(), block.columns ?? 3);
  if (!pictures.length) return null;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {pictures.map((picture, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <figure key={index} className={classes.figure}>
            <SiteImage image={picture.image} layout={cell} className={classes.image} />
            {picture.caption && (
              <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="sm">
                {picture.caption}
              </Text>
            )}
          </figure>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
