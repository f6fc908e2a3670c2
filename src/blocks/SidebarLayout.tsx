import { Grid } from "@mantine/core";
import type { SidebarLayoutBlock } from "../generated/site-data.ts";
import { NestedBlockContext } from "./nesting-context.tsx";
import { PageSections } from "./PageSections.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";

export function SidebarLayout({ block }: { block: SidebarLayoutBlock }) {
  return (
    <SectionContainer>
      <NestedBlockContext.Provider value>
        <Grid gap={{ base: "xl", lg: 48 }}>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <PageSections sections={block.main} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} component="aside" aria-label={block.sidebarLabel}>
            <PageSections sections={block.sidebar} />
          </Grid.Col>
        </Grid>
      </NestedBlockContext.Provider>
    </SectionContainer>
  );
}
