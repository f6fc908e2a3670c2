import type { ComponentType } from "react";
import type { Block } from "../generated/site-data.ts";
import type { BlockProps } from "./block-props.ts";
import { ArticleHeader } from "./ArticleHeader.tsx";
import { AuthorBox } from "./AuthorBox.tsx";
import { CallToAction } from "./CallToAction.tsx";
import { ChipList } from "./ChipList.tsx";
import { CheckList } from "./CheckList.tsx";
import { CollectionGrid } from "./CollectionGrid.tsx";
import { ContactDetails } from "./ContactDetails.tsx";
import { FactList } from "./FactList.tsx";
import { FaqAccordion } from "./FaqAccordion.tsx";
import { FaqTabs } from "./FaqTabs.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { Form } from "./Form.tsx";
import { Hero } from "./Hero.tsx";
import { ImageGallery } from "./ImageGallery.tsx";
import { LinkList } from "./LinkList.tsx";
import { LogoRow } from "./LogoRow.tsx";
import { MapEmbed } from "./MapEmbed.tsx";
import { NotFound } from "./NotFound.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { ProductShowcase } from "./ProductShowcase.tsx";
import { RichText } from "./RichText.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { ServiceGrid } from "./ServiceGrid.tsx";
import { ShareButtons } from "./ShareButtons.tsx";
import { SidebarLayout } from "./SidebarLayout.tsx";
import { StatsRow } from "./StatsRow.tsx";
import { StepsList } from "./StepsList.tsx";
import { TestimonialCarousel } from "./TestimonialCarousel.tsx";
import { TextSection } from "./TextSection.tsx";

export type BlockType = Block["type"];
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<BlockProps<Extract<Block, { type: T }>>>;

/**
 * The component of each block type, always src/blocks/<Type>.tsx. Blocks render when the site is built; in the
 * browser only islands run code (src/islands/island-registry.ts). A block type without a component, or a component without
 * a block type, fails tsc.
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: Hero,
  featureGrid: FeatureGrid,
  serviceGrid: ServiceGrid,
  productGrid: ProductGrid,
  logoRow: LogoRow,
  testimonialCarousel: TestimonialCarousel,
  callToAction: CallToAction,
  notFound: NotFound,
  textSection: TextSection,
  richText: RichText,
  collectionGrid: CollectionGrid,
  sidebarLayout: SidebarLayout,
  searchBox: SearchBox,
  articleHeader: ArticleHeader,
  authorBox: AuthorBox,
  productShowcase: ProductShowcase,
  contactDetails: ContactDetails,
  mapEmbed: MapEmbed,
  shareButtons: ShareButtons,
  linkList: LinkList,
  faqAccordion: FaqAccordion,
  faqTabs: FaqTabs,
  stepsList: StepsList,
  chipList: ChipList,
  statsRow: StatsRow,
  checkList: CheckList,
  imageGallery: ImageGallery,
  factList: FactList,
  form: Form,
};

export function isBlockType(type: string): type is BlockType {
  // hasOwn: a type such as "constructor" must not find Object.prototype's members.
  return Object.hasOwn(blockComponents, type);
}
