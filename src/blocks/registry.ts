import type { ComponentType } from "react";
import type { Block } from "../generated/site-data.ts";
import { CallToAction } from "./CallToAction.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { Hero } from "./Hero.tsx";
import { LogoRow } from "./LogoRow.tsx";
import { NotFound } from "./NotFound.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";
import { TestimonialCarousel } from "./TestimonialCarousel.tsx";
import { TextSection } from "./TextSection.tsx";

/** The component for each block type; a block type without a component, or a component without a block type, fails tsc. */
export const blockComponents: { [T in Block["type"]]: ComponentType<{ block: Extract<Block, { type: T }> }> } = {
  hero: Hero,
  featureGrid: FeatureGrid,
  serviceGrid: ServiceGrid,
  productGrid: ProductGrid,
  logoRow: LogoRow,
  testimonialCarousel: TestimonialCarousel,
  callToAction: CallToAction,
  notFound: NotFound,
  textSection: TextSection,
};
