import { Alert, Container } from "@mantine/core";
import type { Block } from "../../core/generated/site-data.ts";
import { useShowEmptySections } from "./empty-sections-context.tsx";
import { isLeftOut } from "../../core/content/left-out-blocks.ts";
import { useCurrentItem } from "./page-items-context.tsx";
import { FirstScreenContext, useIsFirstScreen } from "./first-screen-context.tsx";
import { useIsNestedBlock } from "./nesting-context.tsx";
import { blockComponents, isBlockType, type BlockComponent } from "./registry.ts";
import classes from "./PageSections.module.css";

/**
 * Renders a page's blocks in order, each in a <section> carrying the block's id so "#id" links land on it. The page's
 * first block is its first screen (a layout's first blocks too, when the layout is the first). A layout block renders
 * its columns with the `renderSections` it is given: this same function, nested.
 */
export function PageSections({ sections }: { sections: Block[] }) {
  const nested = useIsNestedBlock();
  const firstScreen = useIsFirstScreen();
  const showEmpty = useShowEmptySections();
  const item = useCurrentItem();
  return sections.map((block, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no required id and may repeat; a page is mounted afresh when its address changes (Layout keys it by pathname)
    if (!isBlockType(block.type)) return <UnknownBlock key={index} type={String(block.type)} />;
    // A block showing an optional field of the page's item that this item leaves empty is left out, section and all.
    if (isLeftOut(block, item?.value)) return null;
    const Component = blockComponents[block.type] as BlockComponent;
    return (
      <section
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no required id and may repeat; a page is mounted afresh when its address changes (Layout keys it by pathname)
        key={index}
        id={block.id}
        className={showEmpty ? `${classes.section} ${classes.showEmpty}` : classes.section}
        data-block={showEmpty ? block.type : undefined}
      >
        <FirstScreenContext.Provider value={index === 0 && (!nested || firstScreen)}>
          <Component block={block as never} renderSections={renderSections} />
        </FirstScreenContext.Provider>
      </section>
    );
  });
}

/** The blocks of a layout's column, rendered as the page's are (see BlockProps). */
function renderSections(sections: Block[]) {
  return <PageSections sections={sections} />;
}

/** Data that bypassed validation must not take the page down: developers see it, visitors do not. */
function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) {
    console.error(
      `Unknown block type "${type}": no component in src/site/blocks/registry.ts; the section was left out.`,
    );
    return null;
  }
  return (
    <Container size="lg" py="xl">
      <Alert color="red" variant="light" title={`Unknown block type "${type}"`}>
        This section was left out. Add a component for "{type}" to src/site/blocks/registry.ts, or fix the block's
        "type" in the page data (npm run validate shows where).
      </Alert>
    </Container>
  );
}
