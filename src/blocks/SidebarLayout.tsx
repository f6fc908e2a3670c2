import { Grid } from "@mantine/core";
import type { SidebarLayoutBlock } from "../generated/site-data.ts";
import { NestedBlockContext } from "./nesting-context.tsx";
import { PageSections } from "./PageSections.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";

export function SidebarLayout({ block }: { block: SidebarLayoutBlock }) {
  const mainSpan = block.split === "even" ? 6 : 8;
  return (
    <SectionContainer>
      <NestedBlockContext.Provider value>
        <Grid gap={{ base: "xl", lg: 48 }}>
          <Grid.Col span={{ base: 12, lg: mainSpan }}>
            <PageSections sections={block.main} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 12 - mainSpan }} component="aside" aria-label={block.sidebarLabel}>
            <PageSections sections={block.sidebar} />
          </Grid.Col>
        </Grid>
      </NestedBlockContext.Provider>
    </SectionContainer>
  );
}
