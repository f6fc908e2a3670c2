import type { ComponentType } from "react";
import type { Block } from "../generated/site-data.ts";

export type BlockType = Block["type"];
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * How to load the component of each block type. Each is its own chunk, so a page downloads only the code of the
 * blocks it has. The file is always src/blocks/<Type>.tsx (the prerender finds a block's chunk by that name).
 * A block type without a component, or a component without a block type, fails tsc.
 */
export const blockLoaders: { [T in BlockType]: () => Promise<BlockComponent<T>> } = {
  hero: () => import("./Hero.tsx").then((module) => module.Hero),
  featureGrid: () => import("./FeatureGrid.tsx").then((module) => module.FeatureGrid),
  serviceGrid: () => import("./ServiceGrid.tsx").then((module) => module.ServiceGrid),
  productGrid: () => import("./ProductGrid.tsx").then((module) => module.ProductGrid),
  logoRow: () => import("./LogoRow.tsx").then((module) => module.LogoRow),
  testimonialCarousel: () => import("./TestimonialCarousel.tsx").then((module) => module.TestimonialCarousel),
  callToAction: () => import("./CallToAction.tsx").then((module) => module.CallToAction),
  notFound: () => import("./NotFound.tsx").then((module) => module.NotFound),
  textSection: () => import("./TextSection.tsx").then((module) => module.TextSection),
};

/**
 * Heavy interactive blocks: on a page's first load their code is fetched only when they come near the viewport.
 * Until then the prerendered HTML stays as it is (readable, styled, just not interactive yet).
 */
export const loadedWhenNearViewport: ReadonlySet<BlockType> = new Set<BlockType>(["testimonialCarousel"]);
