import { Alert, Container } from "@mantine/core";
import { memo, Suspense, use, useCallback } from "react";
import type { Block } from "../generated/site-data.ts";
import { blockComponentWhenLoaded, isBlockType, loadBlockComponent, loadedBlockComponent } from "./block-components.ts";
import type { BlockType } from "./registry.ts";
import classes from "./PageSections.module.css";

/**
 * Renders a page's blocks in order, each in a <section> carrying the block's id so "#id" links land on it.
 * Each block is its own Suspense boundary: React hydrates the prerendered page one block at a time in short tasks,
 * and a block whose code is not loaded yet keeps its prerendered HTML until the code arrives.
 */
export const PageSections = memo(function PageSections({ sections }: { sections: Block[] }) {
  return sections.map((block, index) => <BlockSection key={index} block={block} />);
});

/**
 * Memoised: a block re-renders only when its data changes, never because the address's #hash or the page around it
 * changed. That matters for a block whose code is still to come: re-rendering it would suspend, and a suspended
 * block inside a router transition holds the whole navigation back (a click on "#openings" would never scroll).
 */
const BlockSection = memo(function BlockSection({ block }: { block: Block }) {
  if (!isBlockType(block.type)) return <UnknownBlock type={String(block.type)} />;
  return <KnownBlockSection block={block} type={block.type} />;
});

function KnownBlockSection({ block, type }: { block: Block; type: BlockType }) {
  const Component = loadedBlockComponent(type);
  const loadWhenNear = useLoadWhenNear(type);
  return (
    <section id={block.id} className={classes.section} ref={Component ? undefined : loadWhenNear}>
      <Suspense fallback={null}>{Component ? <Component block={block as never} /> : <LoadingBlock block={block} type={type} />}</Suspense>
    </section>
  );
}

/** A block whose code is still to come: suspends until it has loaded (only while hydrating a deferred block). */
function LoadingBlock({ block, type }: { block: Block; type: BlockType }) {
  const Component = use(blockComponentWhenLoaded(type));
  return <Component block={block as never} />;
}

/** A ref that starts loading the block's code when its section comes within 400px of the viewport, or gets focus. */
function useLoadWhenNear(type: BlockType) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const load = () => void loadBlockComponent(type);
      if (typeof IntersectionObserver === "undefined") return load();
      element.addEventListener("focusin", load, { once: true });
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          load();
        },
        { rootMargin: "400px 0px" },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        element.removeEventListener("focusin", load);
      };
    },
    [type],
  );
}

/** Data that bypassed validation must not take the page down: developers see it, visitors do not. */
function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) {
    console.error(`Unknown block type "${type}": no component in src/blocks/registry.ts; the section was left out.`);
    return null;
  }
  return (
    <Container size="lg" py="xl">
      <Alert color="red" variant="light" title={`Unknown block type "${type}"`}>
        This section was left out. Add a component for "{type}" to src/blocks/registry.ts, or fix the block's "type" in the
        page data (npm run validate shows where).
      </Alert>
    </Container>
  );
}
