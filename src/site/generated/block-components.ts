/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run gen:types` from the block folders (src/pipeline/block-folders.ts): each block type's component.
 */
import { ArticleHeader } from "../blocks/ArticleHeader/ArticleHeader.tsx";
import { AuthorBox } from "../blocks/AuthorBox/AuthorBox.tsx";
import { CallToAction } from "../blocks/CallToAction/CallToAction.tsx";
import { CheckList } from "../blocks/CheckList/CheckList.tsx";
import { ChipList } from "../blocks/ChipList/ChipList.tsx";
import { CollectionGrid } from "../blocks/CollectionGrid/CollectionGrid.tsx";
import { ContactDetails } from "../blocks/ContactDetails/ContactDetails.tsx";
import { FactList } from "../blocks/FactList/FactList.tsx";
import { FaqAccordion } from "../blocks/FaqAccordion/FaqAccordion.tsx";
import { FaqTabs } from "../blocks/FaqTabs/FaqTabs.tsx";
import { FeatureGrid } from "../blocks/FeatureGrid/FeatureGrid.tsx";
import { Form } from "../blocks/Form/Form.tsx";
import { Hero } from "../blocks/Hero/Hero.tsx";
import { ImageGallery } from "../blocks/ImageGallery/ImageGallery.tsx";
import { LinkList } from "../blocks/LinkList/LinkList.tsx";
import { LogoRow } from "../blocks/LogoRow/LogoRow.tsx";
import { MapEmbed } from "../blocks/MapEmbed/MapEmbed.tsx";
import { NotFound } from "../blocks/NotFound/NotFound.tsx";
import { ProductGrid } from "../blocks/ProductGrid/ProductGrid.tsx";
import { ProductShowcase } from "../blocks/ProductShowcase/ProductShowcase.tsx";
import { RichText } from "../blocks/RichText/RichText.tsx";
import { SearchBox } from "../blocks/SearchBox/SearchBox.tsx";
import { ServiceGrid } from "../blocks/ServiceGrid/ServiceGrid.tsx";
import { ShareButtons } from "../blocks/ShareButtons/ShareButtons.tsx";
import { SidebarLayout } from "../blocks/SidebarLayout/SidebarLayout.tsx";
import { StatsRow } from "../blocks/StatsRow/StatsRow.tsx";
import { StepsList } from "../blocks/StepsList/StepsList.tsx";
import { TestimonialCarousel } from "../blocks/TestimonialCarousel/TestimonialCarousel.tsx";
import { TextSection } from "../blocks/TextSection/TextSection.tsx";

export const generatedBlockComponents = {
  articleHeader: ArticleHeader,
  authorBox: AuthorBox,
  callToAction: CallToAction,
  checkList: CheckList,
  chipList: ChipList,
  collectionGrid: CollectionGrid,
  contactDetails: ContactDetails,
  factList: FactList,
  faqAccordion: FaqAccordion,
  faqTabs: FaqTabs,
  featureGrid: FeatureGrid,
  form: Form,
  hero: Hero,
  imageGallery: ImageGallery,
  linkList: LinkList,
  logoRow: LogoRow,
  mapEmbed: MapEmbed,
  notFound: NotFound,
  productGrid: ProductGrid,
  productShowcase: ProductShowcase,
  richText: RichText,
  searchBox: SearchBox,
  serviceGrid: ServiceGrid,
  shareButtons: ShareButtons,
  sidebarLayout: SidebarLayout,
  statsRow: StatsRow,
  stepsList: StepsList,
  testimonialCarousel: TestimonialCarousel,
  textSection: TextSection,
};
