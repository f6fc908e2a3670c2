import type { ComponentType } from "react";
import type { Block } from "../../core/generated/site-data.ts";
import type { BlockProps } from "./block-props.ts";
import { ArticleHeader } from "./ArticleHeader/ArticleHeader.tsx";
import { AuthorBox } from "./AuthorBox/AuthorBox.tsx";
import { CallToAction } from "./CallToAction/CallToAction.tsx";
import { ChipList } from "./ChipList/ChipList.tsx";
import { CheckList } from "./CheckList/CheckList.tsx";
import { CollectionGrid } from "./CollectionGrid/CollectionGrid.tsx";
import { ContactDetails } from "./ContactDetails/ContactDetails.tsx";
import { FactList } from "./FactList/FactList.tsx";
import { FaqAccordion } from "./FaqAccordion/FaqAccordion.tsx";
import { FaqTabs } from "./FaqTabs/FaqTabs.tsx";
import { FeatureGrid } from "./FeatureGrid/FeatureGrid.tsx";
import { Form } from "./Form/Form.tsx";
import { Hero } from "./Hero/Hero.tsx";
import { ImageGallery } from "./ImageGallery/ImageGallery.tsx";
import { LinkList } from "./LinkList/LinkList.tsx";
import { LogoRow } from "./LogoRow/LogoRow.tsx";
import { MapEmbed } from "./MapEmbed/MapEmbed.tsx";
import { NotFound } from "./NotFound/NotFound.tsx";
import { ProductGrid } from "./ProductGrid/ProductGrid.tsx";
import { ProductShowcase } from "./ProductShowcase/ProductShowcase.tsx";
import { RichText } from "./RichText/RichText.tsx";
import { SearchBox } from "./SearchBox/SearchBox.tsx";
import { ServiceGrid } from "./ServiceGrid/ServiceGrid.tsx";
import { ShareButtons } from "./ShareButtons/ShareButtons.tsx";
import { SidebarLayout } from "./SidebarLayout/SidebarLayout.tsx";
import { StatsRow } from "./StatsRow/StatsRow.tsx";
import { StepsList } from "./StepsList/StepsList.tsx";
import { TestimonialCarousel } from "./TestimonialCarousel/TestimonialCarousel.tsx";
import { TextSection } from "./TextSection/TextSection.tsx";

export type BlockType = Block["type"];
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<BlockProps<Extract<Block, { type: T }>>>;

/**
 * The component of each block type, always src/site/blocks/<Type>/<Type>.tsx, with its styles (<Type>.module.css), its
 * test (<Type>.test.tsx) and what only it uses in the same folder; what several blocks share is in src/site/blocks/parts/,
 * the cards of collection items in src/site/blocks/cards/. Blocks render when the site is built; in the browser only
 * islands run code (src/site/islands/island-registry.ts). A block type without a component, or a component without a block
 * type, fails tsc.
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
