import { Grid } from "@mantine/core";
import type { SidebarLayoutBlock } from "../../../core/generated/site-data.ts";
import { column } from "../../../core/images/layout-width.ts";
import { BlockWidthContext, useBlockWidth } from "../block-width-context.tsx";
import type { BlockProps } from "../block-props.ts";
import { NestedBlockContext } from "../nesting-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";

/** Between the main column and the sidebar on large screens, in px. */
const sidebarGap = 48;

/** The main column's blocks and the sidebar's, each rendered by the page's renderer (`renderSections`). */
export function SidebarLayout({ block, renderSections }: BlockProps<SidebarLayoutBlock>) {
  const mainSpan = block.split === "even" ? 6 : 8;
  const outer = useBlockWidth();
  const columnWidth = (span: number) => column(outer, span / 12, sidebarGap, "lg");
  return (
    <SectionContainer>
      <NestedBlockContext.Provider value>
        <Grid gap={{ base: "xl", lg: sidebarGap }}>
          <Grid.Col span={{ base: 12, lg: mainSpan }}>
            <BlockWidthContext.Provider value={columnWidth(mainSpan)}>
              {renderSections(block.main)}
            </BlockWidthContext.Provider>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 12 - mainSpan }} component="aside" aria-label={block.sidebarLabel}>
            <BlockWidthContext.Provider value={columnWidth(12 - mainSpan)}>
              {renderSections(block.sidebar)}
            </BlockWidthContext.Provider>
          </Grid.Col>
        </Grid>
      </NestedBlockContext.Provider>
    </SectionContainer>
  );
}
