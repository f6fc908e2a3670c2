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
  richText: () => import("./RichText.tsx").then((module) => module.RichText),
  collectionGrid: () => import("./CollectionGrid.tsx").then((module) => module.CollectionGrid),
  sidebarLayout: () => import("./SidebarLayout.tsx").then((module) => module.SidebarLayout),
  searchBox: () => import("./SearchBox.tsx").then((module) => module.SearchBox),
  articleHeader: () => import("./ArticleHeader.tsx").then((module) => module.ArticleHeader),
  authorBox: () => import("./AuthorBox.tsx").then((module) => module.AuthorBox),
  productShowcase: () => import("./ProductShowcase.tsx").then((module) => module.ProductShowcase),
  contactDetails: () => import("./ContactDetails.tsx").then((module) => module.ContactDetails),
  mapEmbed: () => import("./MapEmbed.tsx").then((module) => module.MapEmbed),
  shareButtons: () => import("./ShareButtons.tsx").then((module) => module.ShareButtons),
  linkList: () => import("./LinkList.tsx").then((module) => module.LinkList),
  faqAccordion: () => import("./FaqAccordion.tsx").then((module) => module.FaqAccordion),
  faqTabs: () => import("./FaqTabs.tsx").then((module) => module.FaqTabs),
  stepsList: () => import("./StepsList.tsx").then((module) => module.StepsList),
  chipList: () => import("./ChipList.tsx").then((module) => module.ChipList),
  statsRow: () => import("./StatsRow.tsx").then((module) => module.StatsRow),
  checkList: () => import("./CheckList.tsx").then((module) => module.CheckList),
  imageGallery: () => import("./ImageGallery.tsx").then((module) => module.ImageGallery),
  factList: () => import("./FactList.tsx").then((module) => module.FactList),
  form: () => import("./Form.tsx").then((module) => module.Form),
};

/**
 * Heavy interactive blocks: on a page's first load their code is fetched only when they come near the viewport.
 * Until then the prerendered HTML stays as it is (readable, styled, just not interactive yet). Focus inside one (a
 * keyboard user tabbing into a form) starts the loading too.
 */
export const loadedWhenNearViewport: ReadonlySet<BlockType> = new Set<BlockType>(["testimonialCarousel", "faqAccordion", "faqTabs", "shareButtons", "form"]);
