import { Group } from "@mantine/core";
import type { LogoRowBlock } from "../../../core/generated/site-data.ts";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useCollectionItems } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { logoHeight } from "../../../core/images/image-places.ts";
import { fixedWidth } from "../../../core/images/layout-width.ts";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./LogoRow.module.css";

export function LogoRow({ block }: { block: LogoRowBlock }) {
  const clients = useCollectionItems("clients", block.clients);
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <Group justify="center" gap={56}>
        {clients.map((client) => {
          const logo = (
            // biome-ignore lint/correctness/useJsxKeyInIterable: the logo is the child of the keyed element returned below, not an item of the list.
            <SiteImage
              image={client.logo}
              layout={(aspect) => fixedWidth(Math.round(logoHeight * aspect))}
              className={classes.logo}
            />
          );
          // A client without a website of its own to link to: the logo alone, not a link to nowhere.
          return client.website ? (
            <SmartLink key={client.id} href={client.website} className={classes.link}>
              {logo}
            </SmartLink>
          ) : (
            <span key={client.id} className={classes.link}>
              {logo}
            </span>
          );
        })}
      </Group>
    </SectionContainer>
  );
}
