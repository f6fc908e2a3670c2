/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run gen:types` from the JSON Schemas in schemas/.
 * Change a schema, then run `npm run gen:types` again.
 */

/**
 * One section of a page: a hero, a list of services, a call to action, ... Its fields depend on its kind.
 */
export type Block =
  | ArticleHeaderBlock
  | AuthorBoxBlock
  | CallToActionBlock
  | CheckListBlock
  | ChipListBlock
  | CollectionGridBlock
  | ContactDetailsBlock
  | FactListBlock
  | FaqAccordionBlock
  | FaqTabsBlock
  | FeatureGridBlock
  | FormBlock
  | HeroBlock
  | ImageGalleryBlock
  | LinkListBlock
  | LogoRowBlock
  | MapEmbedBlock
  | NotFoundBlock
  | ProductGridBlock
  | ProductShowcaseBlock
  | RichTextBlock
  | SearchBoxBlock
  | ServiceGridBlock
  | ShareButtonsBlock
  | SidebarLayoutBlock
  | StatsRowBlock
  | StepsListBlock
  | TestimonialCarouselBlock
  | TextSectionBlock;
/**
 * A short name for this section, so a link can jump straight to it: e.g. openings, and a link to /careers#openings lands on this section of the Careers page. Lowercase letters, digits and dashes; different from the other sections' on the page.
 */
export type AnchorId = string;
/**
 * Where a link goes: a page of this site (/contact), a section of one (/services#process), a full web address (https://...), an e-mail address (mailto:...) or a phone number (tel:...). The company's e-mail, phone and map can be used as they are set in Site settings.
 */
export type Href = string;
/**
 * A list of short lines, each after a check mark, in two columns on large screens (benefits, results). Either the lines themselves, or, on a job's, a service's or a project's own page, that item's own list of lines.
 */
export type CheckListBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: a list with check marks.
   */
  type: "checkList";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The lines, in order, one sentence or phrase each. Fill in either these or From below, not both.
   *
   * @minItems 1
   */
  items?: [string, ...string[]];
  /**
   * On a job's, a service's or a project's own page, instead of writing the lines here: the list of that item to show, e.g. a service's benefits or a project's results.
   */
  from?: string;
};
/**
 * Short words shown as a centred row of chips, e.g. the technologies the company works with. Either the words themselves, or, on a service's or a project's own page, that item's own list of words.
 */
export type ChipListBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: a row of chips.
   */
  type: "chipList";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The chips' texts, in order, e.g. React, PostgreSQL. Fill in either these or From below, not both.
   *
   * @minItems 1
   */
  chips?: [string, ...string[]];
  /**
   * On a service's or a project's own page, instead of writing the words here: the list of that item to show, e.g. its technologies.
   */
  from?: string;
};
/**
 * A kind of item the site lists: posts, job openings, services, products, ...
 */
export type CollectionName =
  | "authors"
  | "blogCategories"
  | "clients"
  | "faqs"
  | "forms"
  | "jobs"
  | "kbArticles"
  | "kbTopics"
  | "posts"
  | "products"
  | "projects"
  | "services"
  | "supportPlans"
  | "testimonials";
/**
 * How many cards per row on large screens: 2, 3 or 4 (default 3). Phones always show one per row.
 */
export type GridColumns = 2 | 3 | 4;
/**
 * Frequently asked questions, each opening to show its answer; one is open at a time and clicking it again closes it. The questions are either chosen from the questions and answers, or, on a service's or a product's own page, its own.
 */
export type FaqAccordionBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: questions that open to show their answers.
   */
  type: "faqAccordion";
  id?: AnchorId;
  heading?: SectionHeading;
  source?: FaqSource;
  /**
   * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
   */
  from?: string;
  /**
   * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
   */
  start?: number;
  /**
   * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
   */
  end?: number;
};
/**
 * Which questions and answers to show, e.g. those of the Careers topic, in their order. Use either this or the questions of the page's own service or product below.
 */
export type FaqSource = ItemSource & {
  /**
   * Questions come from the questions and answers.
   */
  collection?: "faqs";
};
export type FaqTab = (
  | {
      [k: string]: unknown;
    }
  | {
      [k: string]: unknown;
    }
) & {
  /**
   * The tab's label, e.g. "Billing" or "Technical FAQs".
   */
  label: string;
  source?: FaqSource;
  /**
   * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
   */
  from?: string;
  /**
   * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
   */
  start?: number;
  /**
   * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
   */
  end?: number;
} & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  } & (
    | {
        [k: string]: unknown;
      }
    | {
        [k: string]: unknown;
      }
  ) & {
    /**
     * The tab's label, e.g. "Billing" or "Technical FAQs".
     */
    label: string;
    source?: FaqSource;
    /**
     * On a service's or a product's own page, instead of choosing questions above: its own questions and answers.
     */
    from?: string;
    /**
     * Leave out the questions before this position, counting from 0: 3 starts at the fourth question. Default: from the first.
     */
    start?: number;
    /**
     * Stop before this position, counting from 0: 3 shows questions up to the third. Default: up to the last.
     */
    end?: number;
  };
/**
 * A heading and a grid of cards, each with an icon, a title and a short description (strengths, values, reasons to choose us). Either the cards themselves, or, on a service's or a product's own page, that item's own list of cards (a card there may have no icon).
 */
export type FeatureGridBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: a grid of feature cards.
   */
  type: "featureGrid";
  id?: AnchorId;
  heading: SectionHeading;
  columns?: GridColumns;
  /**
   * The cards, in display order. Fill in either these or From below, not both.
   *
   * @minItems 1
   */
  items?: [FeatureItem, ...FeatureItem[]];
  /**
   * On a service's or a product's own page, instead of writing the cards here: the list of that item to show as cards (each with a title, a description and an optional icon), e.g. a service's approach or a product's key features. A card without an icon shows none.
   */
  from?: string;
};
/**
 * The name of an icon from the site's icon set.
 */
export type IconName =
  | "award"
  | "bolt"
  | "building-bank"
  | "chart-line"
  | "cloud"
  | "code"
  | "credit-card"
  | "device-laptop"
  | "device-mobile"
  | "headset"
  | "heart-handshake"
  | "lock"
  | "rocket"
  | "server"
  | "settings-automation"
  | "shield-check"
  | "shopping-cart"
  | "target"
  | "users"
  | "world"
  | "bulb"
  | "clock"
  | "trending-up"
  | "check";
/**
 * A grid of pictures, each with an optional caption under it (office life, product screens). Either the pictures themselves, or, on a product's own page, that item's own list of pictures.
 */
export type ImageGalleryBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: a grid of pictures with captions.
   */
  type: "imageGallery";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * How many pictures per row on large screens: 2 or 3 (default 3). Phones show one per row, tablets two.
   */
  columns?: 2 | 3;
  /**
   * The pictures, in order. Fill in either these or From below, not both.
   *
   * @minItems 1
   */
  images?: [GalleryImage, ...GalleryImage[]];
  /**
   * On a product's own page, instead of choosing pictures here: that product's own pictures (each with a caption), e.g. its screenshots.
   */
  from?: string;
};
/**
 * A list of links: either written out (e.g. popular searches), or to the pages of one kind of item (e.g. the recent posts, or the blog categories, each followed by how many posts it has: Fintech (3)). Shown one under the other, or as a row of small pill links.
 */
export type LinkListBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: a list of links.
   */
  type: "linkList";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * Vertical (the usual): one link under the other; horizontal: a row of small pill links that wraps on narrow screens.
   */
  orientation?: "vertical" | "horizontal";
  /**
   * The links, in order. Fill in either these or Source below, not both.
   *
   * @minItems 1
   */
  links?: [Action, ...Action[]];
  source?: ItemSource;
  count?: ItemCount;
};
/**
 * Formatted text (paragraphs, headings, lists, links): a story, a policy, an overview. Either the text itself, or, on an item's own page, one of that item's long texts.
 */
export type RichTextBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: formatted text.
   */
  type: "richText";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The text: ## before a line for a heading, - for a list, [words](/page) for a link, **bold**. Preview shows how it will look.
   */
  text?: string;
  /**
   * On an item's own page, instead of writing text here: which long text of that item to show, e.g. a service's overview or a post's body.
   */
  from?: string;
  /**
   * A short line above the text, e.g. "Last updated: June 1, 2023".
   */
  note?: string;
};
/**
 * A row of buttons that share the current page: links to the share pages of social networks (in a new tab), an e-mail link, and a button that copies the page's address. The address shared is the page's public one; on a post's page the post's title goes with it.
 */
export type ShareButtonsBlock = {
  /**
   * Block type: share buttons for the current page.
   */
  type: "shareButtons";
  id?: AnchorId;
  /**
   * The text before the buttons, which also names the group for screen readers, e.g. "Share this article".
   */
  label: string;
  /**
   * The buttons, in order: x, linkedin, facebook, whatsapp, email (opens a new e-mail) and copy (copies the page's address). Each needs its name under Names.
   *
   * @minItems 1
   */
  networks: [ShareNetwork, ...ShareNetwork[]];
  names: ShareButtonNames;
  /**
   * Needed with the copy button: the message shown (and read aloud) for a few seconds after the address was copied, e.g. Link copied.
   */
  copied?: string;
};
export type ShareNetwork = "x" | "linkedin" | "facebook" | "whatsapp" | "email" | "copy";
/**
 * Numbered steps, each with a title and a short description (how a project runs: discovery, planning, development...). Either the steps themselves, or, on a service's own page, its own list of steps.
 */
export type StepsListBlock = {
  [k: string]: unknown;
} & {
  /**
   * Block type: numbered steps.
   */
  type: "stepsList";
  id?: AnchorId;
  heading?: SectionHeading;
  columns?: GridColumns;
  /**
   * The steps, in order; they are numbered 1, 2, 3... on the page. Fill in either these or From below, not both.
   *
   * @minItems 1
   */
  steps?: [ProcessStep, ...ProcessStep[]];
  /**
   * On a service's own page, instead of writing the steps here: that service's own steps (each with a title and a description), e.g. its process.
   */
  from?: string;
};
/**
 * The addresses this item had before: visitors who follow an old link or bookmark are sent on to its address now. The editor keeps this list when an address is changed.
 */
export type FormerIds = string[];
/**
 * The addresses this page had before: visitors who follow an old link or bookmark are sent on to its address now. The editor keeps this list when an address is changed.
 */
export type FormerPaths = string[];
/**
 * Let editors change the navigation and the footer (and link a new page from them). Off: only admins change them, and an editor's new page is linked by an admin.
 */
export type EditorsMayChangeTheNavigationAndTheFooter = boolean;
export type APictureWithoutADescriptionAltText = boolean;
export type ALinkToAPageOutsideTheSiteThatAnswersWithAnError = boolean;
export type APageWhosePicturesWeighMoreOnAPhoneThanTheBudgetBelow = boolean;
export type AnEditorSChangeNeedsAnApproval = boolean;
export type AnAdminSChangeNeedsAnApproval = boolean;
/**
 * Before publishing, a page whose own pictures would weigh more than this on a phone is worth a look: visitors on mobile data pay for every megabyte. Estimated from the pictures as uploaded, a little on the heavy side. Empty: 500 kB.
 */
export type PicturesWeightBudgetOfAPageOnAPhoneKB = number;

export interface SiteDataSchemas {
  block?: Block;
  "blocks/articleHeader"?: ArticleHeaderBlock;
  "blocks/authorBox"?: AuthorBoxBlock;
  "blocks/callToAction"?: CallToActionBlock;
  "blocks/checkList"?: CheckListBlock;
  "blocks/chipList"?: ChipListBlock;
  "blocks/collectionGrid"?: CollectionGridBlock;
  "blocks/contactDetails"?: ContactDetailsBlock;
  "blocks/factList"?: FactListBlock;
  "blocks/faqAccordion"?: FaqAccordionBlock;
  "blocks/faqTabs"?: FaqTabsBlock;
  "blocks/featureGrid"?: FeatureGridBlock;
  "blocks/form"?: FormBlock;
  "blocks/hero"?: HeroBlock;
  "blocks/imageGallery"?: ImageGalleryBlock;
  "blocks/linkList"?: LinkListBlock;
  "blocks/logoRow"?: LogoRowBlock;
  "blocks/mapEmbed"?: MapEmbedBlock;
  "blocks/notFound"?: NotFoundBlock;
  "blocks/productGrid"?: ProductGridBlock;
  "blocks/productShowcase"?: ProductShowcaseBlock;
  "blocks/richText"?: RichTextBlock;
  "blocks/searchBox"?: SearchBoxBlock;
  "blocks/serviceGrid"?: ServiceGridBlock;
  "blocks/shareButtons"?: ShareButtonsBlock;
  "blocks/sidebarLayout"?: SidebarLayoutBlock;
  "blocks/statsRow"?: StatsRowBlock;
  "blocks/stepsList"?: StepsListBlock;
  "blocks/testimonialCarousel"?: TestimonialCarouselBlock;
  "blocks/textSection"?: TextSectionBlock;
  "collections/authors"?: Author;
  "collections/blogCategories"?: BlogCategory;
  "collections/clients"?: Client;
  "collections/faqs"?: Faq;
  "collections/forms"?: Form;
  "collections/jobs"?: Job;
  "collections/kbArticles"?: KbArticle;
  "collections/kbTopics"?: KbTopic;
  "collections/posts"?: Post;
  "collections/products"?: Product;
  "collections/projects"?: Project;
  "collections/services"?: Service;
  "collections/supportPlans"?: SupportPlan;
  "collections/testimonials"?: Testimonial;
  "common/action"?: Action;
  "common/anchor-id"?: AnchorId;
  "common/columns"?: GridColumns;
  "common/former-ids"?: FormerIds;
  "common/former-paths"?: FormerPaths;
  "common/icon"?: IconName;
  "common/image"?: Image;
  "common/item-count"?: ItemCount;
  "common/item-source"?: ItemSource;
  "common/link"?: Href;
  "common/section-heading"?: SectionHeading;
  page?: Page;
  site?: Site;
  "common/collection-name"?: CollectionName;
}
/**
 * On a blog post's page: a link back, the post's categories (each linking to its category page), its title as the page's main heading, its author, date and read time, and its picture. Everything but the back link comes from the post.
 */
export interface ArticleHeaderBlock {
  /**
   * Block type: the header of an article.
   */
  type: "articleHeader";
  id?: AnchorId;
  backAction: Action;
  /**
   * The word before the author's name, e.g. "By".
   */
  byLabel?: string;
}
/**
 * A button or link with a visible label.
 */
export interface Action {
  /**
   * The text on the button or link, e.g. "Get Started".
   */
  label: string;
  href: Href;
  /**
   * Words added after the label for screen readers and search engines only, when the label alone does not say where the link goes: "Learn More" with context "about our services" is announced as "Learn More about our services".
   */
  context?: string;
}
/**
 * On a blog post's page: the post's author, with portrait, name, role and a short biography (from the authors collection).
 */
export interface AuthorBoxBlock {
  /**
   * Block type: about the author.
   */
  type: "authorBox";
  id?: AnchorId;
  /**
   * The box's heading, e.g. "About the author".
   */
  label: string;
}
/**
 * A closing band with a title, a sentence and one or two buttons.
 */
export interface CallToActionBlock {
  /**
   * Block type: a call to action.
   */
  type: "callToAction";
  id?: AnchorId;
  /**
   * The call to action's title.
   */
  title: string;
  /**
   * One or two sentences under the title.
   */
  description: string;
  primaryAction: Action;
  secondaryAction?: Action;
}
/**
 * The heading shown above a section: a title, an optional subtitle, optionally centred.
 */
export interface SectionHeading {
  /**
   * The section's title.
   */
  title: string;
  /**
   * A sentence under the title.
   */
  subtitle?: string;
  /**
   * Centre the heading. On unless you untick it.
   */
  centered?: boolean;
}
/**
 * Cards for blog posts, projects, job openings, knowledge-base topics, testimonials or support plans, optionally with tabs that filter them. A new post or opening appears by itself on every grid that shows its kind. A grid that shows every item of its kind is split into pages, so no page grows too long.
 */
export interface CollectionGridBlock {
  /**
   * Block type: a grid of collection items.
   */
  type: "collectionGrid";
  id?: AnchorId;
  heading?: SectionHeading;
  source: ItemSource;
  columns?: GridColumns;
  count?: ItemCount;
  /**
   * At most this many cards per page, e.g. 12. The first cards are on the page itself (the blog); the rest on its page 2, page 3 and so on, with numbered links under the cards. Needed when the grid shows every item of its kind. Only one grid on a page can be split into pages.
   */
  pageSize?: number;
  tabs?: GridTabs;
  empty?: EmptyNote;
}
/**
 * Which items a section shows, and in which order: the items chosen one by one, or those of the page's own item (its related posts, say), or every item, then narrowed by a filter, put in order and cut to a number.
 */
export interface ItemSource {
  collection: CollectionName;
  /**
   * Exactly these items, in this order.
   *
   * @minItems 1
   */
  ids?: [string, ...string[]];
  /**
   * On an item's own page: which of its lists of items to show, e.g. a blog post's related posts.
   */
  from?: string;
  filter?: ItemFilter;
  sort?: ItemSort;
  /**
   * At most this many items, after filtering and sorting.
   */
  limit?: number;
  /**
   * On an item's own page, when it lists items of its own kind (a post's page listing posts): leave the item whose page it is out.
   */
  excludeCurrent?: boolean;
}
/**
 * Keeps only the items whose field has the value (or, for a list, includes it), e.g. on a category's page, the posts filed under that category.
 */
export interface ItemFilter {
  /**
   * The fields to look in; an item matches when any of them matches.
   *
   * @minItems 1
   */
  fields: [string, ...string[]];
  /**
   * The value to match. On an item's own page it can be that item, e.g. the category whose page it is.
   */
  value: string;
}
/**
 * The order of the items; without it, the alphabetical order of their ids, or the order they were chosen in.
 */
export interface ItemSort {
  /**
   * What to order by, e.g. date or order (the number given to each item).
   */
  field: string;
  /**
   * "asc" (smallest, oldest or A first; the default) or "desc".
   */
  order?: "asc" | "desc";
}
/**
 * A number beside each listed item, counted from what the site holds: how many items of a kind name it, e.g. how many posts have each category.
 */
export interface ItemCount {
  collection: CollectionName;
  /**
   * The fields of those items that name the listed item, e.g. a post's category and tags; each item counts once when any of them names it.
   *
   * @minItems 1
   */
  fields: [string, ...string[]];
}
/**
 * Tabs above the cards that show only the items whose field has the tab's value; the first tab shows all. On a grid split into pages they filter the cards of the page shown, unless they are links (Links to, below).
 */
export interface GridTabs {
  /**
   * What the tabs sort the items by, e.g. category (for posts) or department (for job openings).
   */
  field: string;
  linksTo?: CollectionName;
  /**
   * The first tab's label, showing every item, e.g. "All".
   */
  allLabel: string;
  /**
   * What the tabs choose, read by screen readers, e.g. "Filter projects by category".
   */
  label?: string;
  /**
   * The other tabs, in order (at most 11 besides the first).
   *
   * @minItems 1
   * @maxItems 11
   */
  options:
    | [GridTab]
    | [GridTab, GridTab]
    | [GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab]
    | [GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab, GridTab];
}
export interface GridTab {
  /**
   * The field value this tab shows, e.g. "banking".
   */
  value: string;
  /**
   * The tab's label, e.g. "Banking".
   */
  label: string;
}
/**
 * What a tab (or a listing) with no items shows.
 */
export interface EmptyNote {
  /**
   * The note, e.g. "No openings in this department right now."
   */
  message: string;
  action?: Action;
}
/**
 * The company's contact details, as set in Site settings: the address linked to a map, the working hours, the phone and the e-mail, each with an icon and a label; optionally the company's social profiles as icon links. Change the details themselves in Site settings, once for the whole site.
 */
export interface ContactDetailsBlock {
  /**
   * Block type: the company's address, hours, phone, e-mail and social links.
   */
  type: "contactDetails";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * A short text above the details, e.g. Visit, call or write to us. It can have links and bold words, written with the marks shown under the field.
   */
  intro?: string;
  /**
   * The word above the office address (which links to the map), e.g. "Address" or "Visit us".
   */
  addressLabel: string;
  /**
   * The words above the office hours, e.g. "Working hours".
   */
  hoursLabel: string;
  /**
   * The word above the phone number (which starts a call), e.g. "Phone".
   */
  phoneLabel: string;
  /**
   * The word above the e-mail address (which opens a new e-mail), e.g. "Email".
   */
  emailLabel: string;
  /**
   * Tick to show the company's social profiles (set in Site settings) as icon links under the details. Nothing is shown when none are set.
   */
  showSocial?: boolean;
  /**
   * When the social profiles are shown: a line above their icons, e.g. Follow us.
   */
  socialTitle?: string;
}
/**
 * A row of small cards, each a label with its value (a job's department, location and type; a project's client and year). On a job's or a project's own page, the values can come from that job or project.
 */
export interface FactListBlock {
  /**
   * Block type: labelled facts in a row of cards.
   */
  type: "factList";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The facts, in order.
   *
   * @minItems 1
   */
  facts: [Fact, ...Fact[]];
}
export interface Fact {
  /**
   * What the fact is, e.g. "Location".
   */
  label: string;
  /**
   * The fact, shown as written, e.g. Lagos, Nigeria. On a job's or a project's own page it can be that item's own value, such as its location. A value in lowercase words only (engineering) is shown with capital initials (Engineering); a date is shown as visitors read dates (31 January 2027).
   */
  value: string;
}
/**
 * Frequently asked questions in groups, one tab per group (the first is shown at first); each group's questions open one at a time like an FAQ accordion. A tab with no questions is left out.
 */
export interface FaqTabsBlock {
  /**
   * Block type: tabs of questions that open to show their answers.
   */
  type: "faqTabs";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * What the tabs choose, read by screen readers, e.g. "Choose a topic".
   */
  label: string;
  /**
   * The tabs, in order (at most 12); the first is shown when the page opens.
   *
   * @minItems 1
   * @maxItems 12
   */
  tabs:
    | [FaqTab]
    | [FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab]
    | [FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab, FaqTab];
}
export interface FeatureItem {
  icon: IconName;
  /**
   * The card's title.
   */
  title: string;
  /**
   * One or two sentences.
   */
  description: string;
  action?: Action;
}
/**
 * A form in a card: a title, a sentence, and the fields of one of the site's forms, which also says where it is sent and what the visitor is told after. The same form may appear on several pages (e.g. the newsletter).
 */
export interface FormBlock {
  /**
   * Block type: a form.
   */
  type: "form";
  id?: AnchorId;
  /**
   * Which form to show, e.g. the contact form.
   */
  form: string;
  /**
   * The card's title, e.g. "Send Message".
   */
  title: string;
  /**
   * A sentence under the title, e.g. "Fill out the form below and we'll get back to you."
   */
  description?: string;
  /**
   * "narrow" (default) keeps the card at a comfortable reading width, centred, when the form is a section of its own; "wide" fills the column (inside a sidebar layout the card always fills its column).
   */
  width?: "narrow" | "wide";
}
/**
 * The large banner at the top of a page: title, subtitle, one or two buttons, over a background image with a dark blue overlay.
 */
export interface HeroBlock {
  /**
   * Block type: a hero banner.
   */
  type: "hero";
  id?: AnchorId;
  /**
   * The main headline.
   */
  title: string;
  /**
   * One or two sentences under the headline.
   */
  subtitle: string;
  primaryAction: Action;
  secondaryAction?: Action;
  backgroundImage?: Image;
}
/**
 * A local image file under public/ with its alternative text. Its size is read from the file: the build makes smaller copies of a photo for phones, in modern formats.
 */
export interface Image {
  /**
   * The picture's file, chosen or uploaded with Choose a picture: a photo (JPEG, PNG, WebP or AVIF, at most 8000 pixels a side and 20 MB) or an SVG drawing (no scripts, event handlers or outside references).
   */
  src: string;
  /**
   * What the image shows, read aloud by screen readers. Leave it empty only for a decorative image, and then tick Decorative.
   */
  alt: string;
  /**
   * Tick when the image adds nothing a screen reader user needs (its alt text must then be empty).
   */
  decorative?: boolean;
  /**
   * Optional: the build reads the width from the file. If you give it, it must be the file's width in pixels.
   */
  width?: number;
  /**
   * Optional: the build reads the height from the file. If you give it, it must be the file's height in pixels.
   */
  height?: number;
}
export interface GalleryImage {
  image: Image;
  /**
   * A line under the picture saying what it shows, e.g. "Lunch together at the Lekki office". A drawing says it is one ("Illustration: sprint planning at the Lekki office"): a caption never calls an illustration a photo.
   */
  caption?: string;
}
/**
 * A heading and a row of client logos, chosen from the clients. Each logo links to the client's website.
 */
export interface LogoRowBlock {
  /**
   * Block type: a row of client logos.
   */
  type: "logoRow";
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The clients whose logos to show, in order.
   *
   * @minItems 1
   */
  clients: [string, ...string[]];
}
/**
 * A map of a place (e.g. the office): a picture of the area drawn for the site, shown at once and kept, and over it the interactive OpenStreetMap map once it can be reached (never without scripts, nor with the browser's data saver on), with optional links under it.
 */
export interface MapEmbedBlock {
  /**
   * Block type: an embedded map.
   */
  type: "mapEmbed";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * What the map shows, read by screen readers, e.g. "Map showing our office in Lekki Phase 1, Lagos".
   */
  title: string;
  /**
   * The map's address from openstreetmap.org: on the map there, choose Share, then HTML, and copy the address that follows src= in the code shown. It starts with https://www.openstreetmap.org/export/embed.html. Only OpenStreetMap maps can be shown, for the site's security.
   */
  src: string;
  staticMap: Image;
  /**
   * The map's height in pixels (default 400).
   */
  height?: number;
  link?: Action;
  secondLink?: Action;
}
/**
 * A 'not found' message with a link back, for the page of an address that does not exist (for example a post that was removed).
 */
export interface NotFoundBlock {
  /**
   * Block type: a not-found message.
   */
  type: "notFound";
  id?: AnchorId;
  /**
   * A large code shown above the title, e.g. "404".
   */
  code?: string;
  /**
   * The headline, e.g. "Oops! Page not found".
   */
  title: string;
  /**
   * A sentence explaining what happened.
   */
  message: string;
  action: Action;
}
/**
 * A heading and a grid of product cards (image, name, description, link), chosen from the products.
 */
export interface ProductGridBlock {
  /**
   * Block type: a grid of products.
   */
  type: "productGrid";
  id?: AnchorId;
  heading: SectionHeading;
  columns?: GridColumns;
  /**
   * The products to show, in order.
   *
   * @minItems 1
   */
  products: [string, ...string[]];
  /**
   * The label of each card's button to the product's page, e.g. "Learn More".
   */
  linkLabel: string;
}
/**
 * One wide row per product, picture and text alternating sides: tagline, name, description, key features, 'Learn More' to its page, 'Request Demo', and its three key benefits. Everything but the labels comes from the products collection.
 */
export interface ProductShowcaseBlock {
  /**
   * Block type: products shown one per row.
   */
  type: "productShowcase";
  id?: AnchorId;
  heading?: SectionHeading;
  source: ItemSource;
  /**
   * The heading over each product's feature list, e.g. "Key Features".
   */
  featuresLabel: string;
  /**
   * The heading over each product's benefits, e.g. "Key Benefits".
   */
  benefitsLabel: string;
  /**
   * The link to each product's page, e.g. "Learn More".
   */
  learnMoreLabel: string;
  demoAction: Action;
}
/**
 * A search field that lists what it finds right under it as the visitor types: blog posts (by title and excerpt, every post, not only those of the page shown), FAQs (question and answer), knowledge-base articles. What it searches is a file of its own, fetched when the visitor starts to use the field, so the page does not grow with the collections it searches.
 */
export interface SearchBoxBlock {
  /**
   * Block type: a search field.
   */
  type: "searchBox";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The field's name, read by screen readers, e.g. "Search articles".
   */
  label: string;
  /**
   * The hint inside the empty field, e.g. "Search articles...".
   */
  placeholder: string;
  /**
   * The search button's label, e.g. "Search".
   */
  buttonLabel: string;
  /**
   * Where to look, listing matches under the field: FAQs (question and answer), or the items of another collection (posts, knowledge-base articles, projects, ...: title and excerpt or description, each leading to its page).
   *
   * @minItems 1
   */
  finds: [ItemSource, ...ItemSource[]];
  /**
   * Shown when nothing matches, e.g. "No results. Try other words or contact support."
   */
  noResults: string;
  /**
   * The heading of the results, read by screen readers, e.g. "Search results".
   */
  resultsLabel?: string;
}
/**
 * A heading and a grid of service cards, chosen from the services.
 */
export interface ServiceGridBlock {
  /**
   * Block type: a grid of services.
   */
  type: "serviceGrid";
  id?: AnchorId;
  heading: SectionHeading;
  columns?: GridColumns;
  /**
   * The services to show, in order.
   *
   * @minItems 1
   */
  services: [string, ...string[]];
  /**
   * The label of each card's link to the service's page, e.g. "Learn More".
   */
  linkLabel: string;
  /**
   * Tick to list each service's features on its card, under its description.
   */
  showFeatures?: boolean;
}
/**
 * What screen readers announce for each button, since the buttons show only an icon: one name for every network chosen, e.g. Share on X for X and Copy link for the copy button.
 */
export interface ShareButtonNames {
  /**
   * The name of the X button, e.g. "Share on X".
   */
  x?: string;
  /**
   * The name of the LinkedIn button, e.g. "Share on LinkedIn".
   */
  linkedin?: string;
  /**
   * The name of the Facebook button, e.g. "Share on Facebook".
   */
  facebook?: string;
  /**
   * The name of the WhatsApp button, e.g. "Share on WhatsApp".
   */
  whatsapp?: string;
  /**
   * The name of the e-mail button, e.g. "Share by email".
   */
  email?: string;
  /**
   * The name of the copy button, e.g. "Copy link"; also names the field that shows the address when the browser cannot copy it.
   */
  copy?: string;
}
/**
 * Two columns: the main blocks, and a narrower sidebar of blocks beside them on large screens (below them on phones). E.g. the blog: posts in the main column; search, categories, recent posts in the sidebar.
 */
export interface SidebarLayoutBlock {
  /**
   * Block type: main column and sidebar.
   */
  type: "sidebarLayout";
  id?: AnchorId;
  /**
   * The blocks of the main column, top to bottom.
   *
   * @minItems 1
   */
  main: [Block, ...Block[]];
  /**
   * The blocks of the sidebar, top to bottom.
   *
   * @minItems 1
   */
  sidebar: [Block, ...Block[]];
  /**
   * How the width is shared on large screens: "wide-main" (default) gives the main column two thirds, "even" halves (e.g. contact details beside a form).
   */
  split?: "wide-main" | "even";
  /**
   * What the sidebar holds, read by screen readers, e.g. "Blog sidebar".
   */
  sidebarLabel?: string;
}
/**
 * A row of key figures, each a large number with what it counts under it ("100+" projects delivered, "95%" client satisfaction).
 */
export interface StatsRowBlock {
  /**
   * Block type: a row of key figures.
   */
  type: "statsRow";
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The figures, in order: two to six. Phones show two per row, large screens up to four.
   *
   * @minItems 2
   * @maxItems 6
   */
  stats:
    | [Stat, Stat]
    | [Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat, Stat];
}
export interface Stat {
  /**
   * The figure as it is shown, e.g. 100+ or 95%. A figure that grows each year, such as the company's years in business, can be worked out when the site is published.
   */
  value: string;
  /**
   * What the figure counts, shown under it, e.g. "Projects delivered".
   */
  label: string;
}
export interface ProcessStep {
  /**
   * The step's name, e.g. "Discovery".
   */
  title: string;
  /**
   * What happens in this step.
   */
  description: string;
}
/**
 * A heading and a sliding carousel of client testimonials, chosen from the testimonials. One slide per row on phones, two on tablets, three on large screens; previous/next buttons and the left/right arrow keys move it.
 */
export interface TestimonialCarouselBlock {
  /**
   * Block type: a testimonial carousel.
   */
  type: "testimonialCarousel";
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The testimonials to show, in order.
   *
   * @minItems 1
   */
  testimonials: [string, ...string[]];
  /**
   * Go round from the last slide back to the first. On unless you untick it.
   */
  loop?: boolean;
}
/**
 * A heading followed by paragraphs of plain text (a story, a policy section).
 */
export interface TextSectionBlock {
  /**
   * Block type: a text section.
   */
  type: "textSection";
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The paragraphs, in order. Plain text, without formatting marks.
   *
   * @minItems 1
   */
  paragraphs: [string, ...string[]];
}
/**
 * A person who writes for the blog.
 */
export interface Author {
  $schema: string;
  /**
   * The author's id: lowercase words with dashes, e.g. kemi-adebanjo. Posts name their author by it.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The author's full name.
   */
  name: string;
  /**
   * The author's role, e.g. "Head of Engineering".
   */
  title: string;
  /**
   * Two or three sentences for the author box under each post.
   */
  bio: string;
  image: Image;
}
/**
 * A blog category. It has its own page, which lists the posts filed under it as their main category or as a further one.
 */
export interface BlogCategory {
  $schema: string;
  /**
   * The category's id: lowercase words with dashes, e.g. technology. It is the end of the category page's address (/blog/category/technology).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The category's name as visitors read it, e.g. "Digital Transformation".
   */
  name: string;
  /**
   * One sentence shown at the top of the category's page.
   */
  description: string;
}
/**
 * A client whose logo may be shown.
 */
export interface Client {
  $schema: string;
  /**
   * The client's id: lowercase words with dashes, e.g. harbour-microfinance.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The client's name.
   */
  name: string;
  logo: Image;
  /**
   * The client's real website, opened in a new tab when its logo is clicked. Leave it out for a client without one (or one you may not link to): the logo is then shown without a link.
   */
  website?: string;
}
/**
 * One frequently asked question, with its answer. Questions are shown by topic, in the order of their numbers.
 */
export interface Faq {
  $schema: string;
  /**
   * The question's id: lowercase words with dashes, e.g. billing-currency.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The group the question belongs to: the support page's tabs (general, products, services, billing, technical), the careers page (careers) or the contact page (contact).
   */
  topic: "general" | "products" | "services" | "billing" | "technical" | "careers" | "contact";
  /**
   * Position within its topic, 1 first.
   */
  order: number;
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  /**
   * The answer. It can have links and lists, written with the marks shown under the field.
   */
  answer: string;
}
/**
 * One form of the site: its fields, its labels and messages, and where it is sent. A page shows it with a Form section; every submission is checked against the same fields.
 */
export interface Form {
  $schema: string;
  /**
   * The form's id, e.g. contact. A hosted form service knows the form by it too, unless its own id for the form is given below.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The form's own code at a hosted form service, when it differs from the id above, e.g. xkgwpqzd.
   */
  serviceFormId?: string;
  /**
   * The fields, in the order shown.
   *
   * @minItems 1
   */
  fields: [
    {
      /**
       * The field's short name, which the submission and the e-mails list it under, e.g. email. Different from the form's other fields' names.
       */
      name: string;
      /**
       * The visible label, e.g. "Email Address".
       */
      label: string;
      /**
       * The kind of input. "hidden" is not shown: it sends the page's item (see "fromItem"), e.g. which job an application is for.
       */
      type: "text" | "email" | "tel" | "textarea" | "select" | "file" | "hidden";
      /**
       * Tick when the form cannot be sent without this field.
       */
      required?: boolean;
      /**
       * Example text shown in the empty input; for a select, the empty choice, e.g. "Select Years of Experience".
       */
      placeholder?: string;
      /**
       * Visible lines of a textarea. Default 4.
       */
      rows?: number;
      /**
       * Most characters accepted. Defaults: 200 for one-line inputs, 5000 for a textarea.
       */
      maxLength?: number;
      /**
       * The choices of a select.
       *
       * @minItems 1
       */
      options?: [
        {
          value: string;
          label: string;
        },
        ...{
          value: string;
          label: string;
        }[]
      ];
      /**
       * File types a file field takes, as extensions, e.g. [".pdf", ".doc", ".docx"]. The form service checks each file's content too, so only types it can recognise are offered.
       *
       * @minItems 1
       */
      accept?: [
        ".pdf" | ".doc" | ".docx" | ".zip" | ".jpg" | ".jpeg" | ".png" | ".webp",
        ...(".pdf" | ".doc" | ".docx" | ".zip" | ".jpg" | ".jpeg" | ".png" | ".webp")[]
      ];
      /**
       * Largest file a file field takes, in MB, e.g. 5.
       */
      maxSizeMb?: number;
      /**
       * A line under the input, e.g. "PDF, DOC or DOCX, up to 5 MB".
       */
      hint?: string;
      /**
       * The browser's autofill hint, e.g. "given-name", "email", "tel".
       */
      autocomplete?: string;
      /**
       * Fill the field from the page's address when the address names a value for this word, e.g. product, for a link to /contact?product=swiftfin.
       */
      fromQuery?: string;
      /**
       * "half" puts two consecutive half fields side by side on wide screens. Default full.
       */
      width?: "full" | "half";
      /**
       * For a hidden field on a job's (or any item's) own page: what of that item it sends, e.g. title (the job applied for). On a page without an item the field is left out.
       */
      fromItem?: string;
      /**
       * Fill the field in from the address of the page, e.g. when a Book a demo button leads to the contact page with ?demo=true after its address. Rules apply in order; the last that matches wins.
       *
       * @minItems 1
       */
      prefill?: [
        {
          /**
           * The word in the page's address that gives the value, e.g. demo (in /contact?demo=true).
           */
          query: string;
          /**
           * Only when the address gives this value, e.g. the word true in ?demo=true.
           */
          equals?: string;
          /**
           * What the field is filled with, e.g. "Demo request". For a select, one of its option values.
           */
          value?: string;
          /**
           * The address names an item of this kind, e.g. a product (?product=swiftfin); the field gets the words before it below followed by the item's title (the product's name). Nothing is filled in when no item has that id.
           */
          collection?: "products" | "services" | "jobs";
          /**
           * With a kind of item chosen: the words written before the item's title, e.g. Demo request: (with the space after it).
           */
          prefix?: string;
        },
        ...{
          /**
           * The word in the page's address that gives the value, e.g. demo (in /contact?demo=true).
           */
          query: string;
          /**
           * Only when the address gives this value, e.g. the word true in ?demo=true.
           */
          equals?: string;
          /**
           * What the field is filled with, e.g. "Demo request". For a select, one of its option values.
           */
          value?: string;
          /**
           * The address names an item of this kind, e.g. a product (?product=swiftfin); the field gets the words before it below followed by the item's title (the product's name). Nothing is filled in when no item has that id.
           */
          collection?: "products" | "services" | "jobs";
          /**
           * With a kind of item chosen: the words written before the item's title, e.g. Demo request: (with the space after it).
           */
          prefix?: string;
        }[]
      ];
      /**
       * A heading for a set of fields, e.g. Personal Information: fields one after the other with the same heading are shown together under it.
       */
      group?: string;
    },
    ...{
      /**
       * The field's short name, which the submission and the e-mails list it under, e.g. email. Different from the form's other fields' names.
       */
      name: string;
      /**
       * The visible label, e.g. "Email Address".
       */
      label: string;
      /**
       * The kind of input. "hidden" is not shown: it sends the page's item (see "fromItem"), e.g. which job an application is for.
       */
      type: "text" | "email" | "tel" | "textarea" | "select" | "file" | "hidden";
      /**
       * Tick when the form cannot be sent without this field.
       */
      required?: boolean;
      /**
       * Example text shown in the empty input; for a select, the empty choice, e.g. "Select Years of Experience".
       */
      placeholder?: string;
      /**
       * Visible lines of a textarea. Default 4.
       */
      rows?: number;
      /**
       * Most characters accepted. Defaults: 200 for one-line inputs, 5000 for a textarea.
       */
      maxLength?: number;
      /**
       * The choices of a select.
       *
       * @minItems 1
       */
      options?: [
        {
          value: string;
          label: string;
        },
        ...{
          value: string;
          label: string;
        }[]
      ];
      /**
       * File types a file field takes, as extensions, e.g. [".pdf", ".doc", ".docx"]. The form service checks each file's content too, so only types it can recognise are offered.
       *
       * @minItems 1
       */
      accept?: [
        ".pdf" | ".doc" | ".docx" | ".zip" | ".jpg" | ".jpeg" | ".png" | ".webp",
        ...(".pdf" | ".doc" | ".docx" | ".zip" | ".jpg" | ".jpeg" | ".png" | ".webp")[]
      ];
      /**
       * Largest file a file field takes, in MB, e.g. 5.
       */
      maxSizeMb?: number;
      /**
       * A line under the input, e.g. "PDF, DOC or DOCX, up to 5 MB".
       */
      hint?: string;
      /**
       * The browser's autofill hint, e.g. "given-name", "email", "tel".
       */
      autocomplete?: string;
      /**
       * Fill the field from the page's address when the address names a value for this word, e.g. product, for a link to /contact?product=swiftfin.
       */
      fromQuery?: string;
      /**
       * "half" puts two consecutive half fields side by side on wide screens. Default full.
       */
      width?: "full" | "half";
      /**
       * For a hidden field on a job's (or any item's) own page: what of that item it sends, e.g. title (the job applied for). On a page without an item the field is left out.
       */
      fromItem?: string;
      /**
       * Fill the field in from the address of the page, e.g. when a Book a demo button leads to the contact page with ?demo=true after its address. Rules apply in order; the last that matches wins.
       *
       * @minItems 1
       */
      prefill?: [
        {
          /**
           * The word in the page's address that gives the value, e.g. demo (in /contact?demo=true).
           */
          query: string;
          /**
           * Only when the address gives this value, e.g. the word true in ?demo=true.
           */
          equals?: string;
          /**
           * What the field is filled with, e.g. "Demo request". For a select, one of its option values.
           */
          value?: string;
          /**
           * The address names an item of this kind, e.g. a product (?product=swiftfin); the field gets the words before it below followed by the item's title (the product's name). Nothing is filled in when no item has that id.
           */
          collection?: "products" | "services" | "jobs";
          /**
           * With a kind of item chosen: the words written before the item's title, e.g. Demo request: (with the space after it).
           */
          prefix?: string;
        },
        ...{
          /**
           * The word in the page's address that gives the value, e.g. demo (in /contact?demo=true).
           */
          query: string;
          /**
           * Only when the address gives this value, e.g. the word true in ?demo=true.
           */
          equals?: string;
          /**
           * What the field is filled with, e.g. "Demo request". For a select, one of its option values.
           */
          value?: string;
          /**
           * The address names an item of this kind, e.g. a product (?product=swiftfin); the field gets the words before it below followed by the item's title (the product's name). Nothing is filled in when no item has that id.
           */
          collection?: "products" | "services" | "jobs";
          /**
           * With a kind of item chosen: the words written before the item's title, e.g. Demo request: (with the space after it).
           */
          prefix?: string;
        }[]
      ];
      /**
       * A heading for a set of fields, e.g. Personal Information: fields one after the other with the same heading are shown together under it.
       */
      group?: string;
    }[]
  ];
  /**
   * The button, e.g. "Send Message".
   */
  submitLabel: string;
  /**
   * The button while sending, e.g. "Sending...".
   */
  busyLabel: string;
  /**
   * Toast after a successful submission.
   */
  successMessage: string;
  /**
   * Toast after a failed submission (what the visitor typed is kept).
   */
  failureMessage: string;
  /**
   * Empty every field after a successful submission. On unless you untick it.
   */
  clearOnSuccess?: boolean;
  /**
   * What a file field says of itself with no file chosen, e.g. No file selected. After the field's label, it names the button that clears a chosen file (Resume/CV: No file selected). The field itself is the browser's own, which shows the chosen file's name, with or without scripts. Required when the form has a file field.
   */
  noFileLabel?: string;
  /**
   * Who is e-mailed each submission of this form, and the e-mail's subject. Without addresses here, submissions go to the addresses the server is set up with. Never shown to visitors.
   */
  mail?: {
    /**
     * The e-mail addresses of the people who answer this form, e.g. careers@nerivo.ng. Without it, submissions go to the addresses the server is set up with.
     *
     * @minItems 1
     */
    to?: [string, ...string[]];
    /**
     * The e-mail's subject. It can include what the visitor typed in one of the form's fields, e.g. Website message: followed by the subject they typed.
     */
    subject?: string;
  };
}
/**
 * One job opening. Visitors read it and apply on its own page.
 */
export interface Job {
  $schema: string;
  /**
   * The opening's id: lowercase words with dashes, e.g. devops-engineer. It is the end of the page's address (/careers/apply/devops-engineer).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The job title, e.g. "Senior Software Engineer".
   */
  title: string;
  /**
   * The department, one of the careers page's tabs.
   */
  department: "engineering" | "design" | "sales" | "operations";
  /**
   * Where the job is done.
   */
  location: "Lagos, Nigeria" | "Remote";
  /**
   * The kind of contract.
   */
  type: "Full-time" | "Part-time" | "Contract";
  /**
   * The day the opening was published, YYYY-MM-DD. Shown on its page and given to search engines' job listings.
   */
  datePosted: string;
  /**
   * The last day to apply, YYYY-MM-DD. Shown on its page; search engines' job listings drop the opening after it, so move it on or remove the opening when it passes.
   */
  validThrough: string;
  /**
   * What the role is about, in a short paragraph or two.
   */
  description: string;
  /**
   * What the person will do, one line each.
   *
   * @minItems 1
   */
  responsibilities: [string, ...string[]];
  /**
   * What the person needs to bring, one line each.
   *
   * @minItems 1
   */
  requirements: [string, ...string[]];
}
/**
 * One knowledge-base article. It has its own page under its topic's, and its topic's page lists it.
 */
export interface KbArticle {
  $schema: string;
  /**
   * The article's id: lowercase words with dashes, e.g. a-bill-payment-failed-but-the-account-was-debited. It is the last part of the article's address.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The topic the article belongs to, e.g. Troubleshooting. It is listed on that topic's page, and its address is under it.
   */
  topic: string;
  /**
   * Its place in its topic's list: 1 first. Articles with the same number are listed in alphabetical order of their ids.
   */
  order: number;
  /**
   * The article's title, e.g. "Resetting a teller's password".
   */
  title: string;
  /**
   * One sentence saying what the article covers; shown under the title and searched by the support search.
   */
  description: string;
  /**
   * The product the article is about, if any.
   */
  product?: string;
  /**
   * When the article was last checked against the product, YYYY-MM-DD.
   */
  updated: string;
  /**
   * The article: paragraphs, ## headings, numbered steps, lists, links, **bold**, > warnings.
   */
  body: string;
}
/**
 * A knowledge-base topic. Its page lists the topic's articles, and its card says how many there are.
 */
export interface KbTopic {
  $schema: string;
  /**
   * The topic's id: lowercase words with dashes, e.g. troubleshooting. It is the end of the topic page's address.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The topic's name, e.g. "Getting Started".
   */
  title: string;
  /**
   * One sentence for the topic's card.
   */
  description: string;
  icon: IconName;
}
/**
 * One blog post, with its own page. The read time is worked out from the text.
 */
export interface Post {
  $schema: string;
  /**
   * The post's id: lowercase words with dashes, e.g. year-in-review. It is the end of the post's address (/blog/year-in-review).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The post's headline.
   */
  title: string;
  /**
   * One or two sentences shown on post cards and searched by the blog search.
   */
  excerpt: string;
  /**
   * The post's main category (a tab of the blog), e.g. Technology.
   */
  category: string;
  /**
   * Further categories the post belongs to, e.g. Fintech. Each links to its category's page.
   */
  tags?: string[];
  /**
   * The day the post is published, YYYY-MM-DD, e.g. "2026-03-14".
   */
  date: string;
  /**
   * The author of the post, chosen from the authors.
   */
  author: string;
  image: Image;
  /**
   * The article: paragraphs, ## headings, lists, links, **bold**, > quotes.
   */
  body: string;
  /**
   * Up to three other posts shown under the article. When fewer are chosen, the newest posts of the same category fill in.
   *
   * @maxItems 3
   */
  related?: [] | [string] | [string, string] | [string, string, string];
}
/**
 * One ready-made product, with its own page.
 */
export interface Product {
  $schema: string;
  /**
   * The product's id: lowercase words with dashes, e.g. swiftfin. It is the end of the product's address (/products/swiftfin).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The product's name, e.g. "SwiftFin Core Banking".
   */
  name: string;
  /**
   * A short line shown above the name.
   */
  tagline: string;
  /**
   * One or two sentences shown on product cards.
   */
  description: string;
  image: Image;
  /**
   * Key features, one short line each.
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * What the product does and for whom, in two or three paragraphs.
   */
  overview: string;
  /**
   * The product's main capabilities: cards with an icon, a title and a description.
   *
   * @minItems 1
   */
  keyFeatures: [TitledText, ...TitledText[]];
  /**
   * Screens of the product with captions. The section is hidden when the list is empty.
   */
  screenshots: Screenshot[];
  /**
   * Key benefits with an icon (three are shown on the products page).
   *
   * @minItems 1
   */
  benefits: [TitledText, ...TitledText[]];
  /**
   * Questions and answers. On the product's page the first three are 'Product FAQs', the rest 'Technical FAQs'.
   */
  faqs: QuestionAndAnswer[];
  /**
   * Price plans. The section is hidden when the list is empty.
   */
  pricing?: PricePlan[];
  /**
   * Testimonials about this product, chosen from the testimonials. The section is hidden when none are chosen.
   */
  testimonials?: string[];
}
export interface TitledText {
  icon?: IconName;
  /**
   * A short title.
   */
  title: string;
  /**
   * One or two sentences.
   */
  description: string;
}
export interface Screenshot {
  image: Image;
  /**
   * What the screen shows.
   */
  caption: string;
}
export interface QuestionAndAnswer {
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  /**
   * The answer. It can have links and lists, written with the marks shown under the field.
   */
  answer: string;
}
export interface PricePlan {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: string[];
  highlighted?: boolean;
}
/**
 * One portfolio project, with its case study on its own page.
 */
export interface Project {
  $schema: string;
  /**
   * The project's id: lowercase words with dashes. It is the end of the case study's address (/portfolio/ followed by it).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The project's name.
   */
  title: string;
  /**
   * Who the project was for.
   */
  client: string;
  /**
   * The portfolio tab the project appears under.
   */
  category: "software" | "website" | "banking" | "erp";
  /**
   * One or two sentences for the project's card.
   */
  description: string;
  image: Image;
  /**
   * Technologies used, shown as chips.
   *
   * @minItems 1
   */
  technologies: [string, ...string[]];
  /**
   * The live website, if public. Its card then shows 'Visit Website' (new tab) instead of 'View Case Study'.
   */
  website?: string;
  /**
   * The year the project went live.
   */
  year?: number;
  /**
   * The client's problem.
   */
  challenge: string;
  /**
   * What was built and how.
   */
  solution: string;
  /**
   * Measurable outcomes, one line each, e.g. "Loan approvals 60% faster".
   *
   * @minItems 1
   */
  results: [string, ...string[]];
}
/**
 * One service the company offers, with its own page.
 */
export interface Service {
  $schema: string;
  /**
   * The service's id: lowercase words with dashes. It is the end of the service's address (/services/ followed by it).
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * The service's name, e.g. "Software Development".
   */
  title: string;
  /**
   * One or two sentences shown on service cards and under the title on its page.
   */
  description: string;
  icon: IconName;
  /**
   * Short feature lines, e.g. "Web and mobile applications".
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * What the service is and who it is for, in two or three paragraphs, shown on its page.
   */
  overview: string;
  /**
   * What the client gains, one line each, shown as a checked list.
   *
   * @minItems 1
   */
  benefits: [string, ...string[]];
  /**
   * How the company delivers the service: cards with an icon, a title and a description.
   *
   * @minItems 1
   */
  approach: [TitledText, ...TitledText[]];
  /**
   * The steps of an engagement, in order (numbered on the page).
   *
   * @minItems 1
   */
  process: [ProcessStep, ...ProcessStep[]];
  /**
   * Technologies used, shown as chips.
   *
   * @minItems 1
   */
  technologies: [string, ...string[]];
  /**
   * Questions and answers about this service.
   *
   * @minItems 1
   */
  faqs: [QuestionAndAnswer, ...QuestionAndAnswer[]];
}
/**
 * One support plan. Plans are shown in the order of their numbers.
 */
export interface SupportPlan {
  $schema: string;
  /**
   * The plan's id: lowercase words with dashes, e.g. enterprise.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * Position among the plans, 1 first.
   */
  order: number;
  /**
   * The plan's name, e.g. "Premium Support".
   */
  name: string;
  /**
   * The price as shown, e.g. "Free" or "$199".
   */
  price: string;
  /**
   * What the price is per, e.g. "/month". Leave out for a free plan.
   */
  period?: string;
  /**
   * One sentence saying who the plan is for.
   */
  description: string;
  /**
   * What the plan includes, one line each.
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * A label shown on the plan, e.g. "Most Popular"; the plan is then highlighted.
   */
  badge?: string;
  action: Action;
}
/**
 * A quote from a client.
 */
export interface Testimonial {
  $schema: string;
  /**
   * The testimonial's id: lowercase words with dashes.
   */
  id: string;
  formerIds?: FormerIds;
  /**
   * What the client said, without quotation marks.
   */
  quote: string;
  /**
   * The person's name.
   */
  author: string;
  /**
   * The person's job title. When given, the byline reads "position, company".
   */
  position?: string;
  /**
   * The person's company.
   */
  company: string;
  image?: Image;
}
/**
 * One page of the site: its address, its title and description for search engines, and its sections in display order.
 */
export interface Page {
  $schema: string;
  /**
   * The page's id: lowercase words with dashes, e.g. about. Given when the page is made.
   */
  id: string;
  /**
   * The page's address, e.g. /about. A page that gives each item of a kind its own page (each service, each post) has an address ending in a part that stands for the item. The page shown for addresses that do not exist has the address *.
   */
  path: string;
  formerPaths?: FormerPaths;
  collection?: CollectionName;
  /**
   * Tick for a landing page that visitors reach from outside the site (an advert, an e-mail, a QR code): then no other page, nor the navigation or the footer, needs to link to it.
   */
  landing?: boolean;
  /**
   * Send visitors on to this address instead (a permanent redirect), e.g. to an opening's application page, to keep old links working. The page's sections are what a browser without scripts on a plain static host shows for a moment, with a link.
   */
  redirect?: string;
  /**
   * The page title shown in the browser tab and search results (the site name is added after it). On an item's own page it can include the item's title.
   */
  title: string;
  /**
   * The summary shown by search engines and link previews (up to 300 characters).
   */
  description: string;
  /**
   * The page's name in the breadcrumb trail (Home › Careers › ...), when it should be shorter than its title, e.g. just the job's title for a page titled Apply: and the job's title. Without it, the trail shows the title.
   */
  breadcrumbLabel?: string;
  /**
   * The page's blocks, top to bottom. Reorder them to reorder the page.
   *
   * @minItems 1
   */
  sections: [Block, ...Block[]];
  notFound?: NotFoundState;
}
/**
 * For a page that each item of a kind gets: what to show when the address names an item that does not exist.
 */
export interface NotFoundState {
  /**
   * The page title for the not-found state.
   */
  title: string;
  /**
   * The search-engine summary for the not-found state.
   */
  description: string;
  /**
   * The blocks shown, usually one notFound block.
   *
   * @minItems 1
   */
  sections: [Block, ...Block[]];
}
/**
 * Everything shared by every page: the company's details, search-engine defaults, the navigation bar, the footer and the interface labels.
 */
export interface Site {
  $schema: string;
  company: Company;
  /**
   * The company's profiles on social networks, shown as icon links by a Contact details section that shows them. Leave it out if there are none.
   */
  social?: SocialLink[];
  seo: Seo;
  navigation: Navigation;
  footer: Footer;
  labels: Labels;
  feed: Feed;
  defaults: Defaults;
  formService?: FormService;
  editing?: Editing;
}
/**
 * The company's details. Any text on the site can show them (its name, phone, e-mail and the others here), so a change here changes them everywhere.
 */
export interface Company {
  /**
   * The full company name, e.g. in the footer's copyright line.
   */
  name: string;
  /**
   * The name shown as the logo in the navigation bar and after every page title.
   */
  shortName: string;
  /**
   * The year the company was founded.
   */
  founded: number;
  /**
   * The phone number as visitors should read it.
   */
  phone: string;
  /**
   * The mobile number that answers on WhatsApp, as visitors should read it, e.g. +234 809 631 0482 (WhatsApp runs on mobile numbers, not on an office line). The site's WhatsApp links open a chat with it; without it, with the phone number.
   */
  whatsapp?: string;
  /**
   * The general contact e-mail address.
   */
  email: string;
  /**
   * The office address on one line.
   */
  address: string;
  /**
   * A maps link to the office.
   */
  mapsUrl: string;
  /**
   * Office hours on one line.
   */
  hours: string;
  postalAddress: PostalAddress;
}
/**
 * The office address in parts, as search engines read it (the company's details and its job openings in Lagos). The same address as Address above.
 */
export interface PostalAddress {
  /**
   * Street and area, e.g. "14 Admiralty Way, Lekki Phase 1".
   */
  streetAddress: string;
  /**
   * The city, e.g. "Lagos".
   */
  addressLocality: string;
  /**
   * The state, e.g. "Lagos".
   */
  addressRegion: string;
  /**
   * The postal code, e.g. "106104".
   */
  postalCode: string;
  /**
   * The country's two-letter code, e.g. "NG"; remote openings are open to applicants in this country.
   */
  addressCountry: string;
}
export interface SocialLink {
  /**
   * The network, which chooses the icon: "linkedin", "x", "facebook", "instagram" or "youtube".
   */
  network: "linkedin" | "x" | "facebook" | "instagram" | "youtube";
  /**
   * The full address of the company's profile, starting with https://, e.g. "https://www.linkedin.com/company/your-company".
   */
  href: string;
  /**
   * What screen readers announce for the icon link, e.g. "Nerivo on LinkedIn".
   */
  label: string;
}
/**
 * Search engine and link preview defaults.
 */
export interface Seo {
  /**
   * The public address of the site, without a trailing slash; canonical links and the sitemap are built from it.
   */
  siteUrl: string;
  /**
   * The Open Graph locale, e.g. "en_NG".
   */
  locale: string;
  image: Image;
  logo: Image;
}
/**
 * The navigation bar at the top of every page.
 */
export interface Navigation {
  /**
   * The links of the navigation bar, in order; an entry with links under it instead of a destination of its own is a dropdown.
   *
   * @minItems 1
   *
   * Items: A link (its words and where it goes) or a dropdown (its words and the links under it).
   */
  items: [NavLink | NavMenu, ...(NavLink | NavMenu)[]];
  cta: Action;
}
/**
 * The footer at the bottom of every page.
 */
export interface Footer {
  /**
   * A sentence about the company under its name.
   */
  about: string;
  /**
   * Columns of links, e.g. Quick Links and Services.
   *
   * @minItems 1
   */
  groups: [LinkGroup, ...LinkGroup[]];
  /**
   * The heading of the contact details column.
   */
  contactTitle: string;
  /**
   * Links on the bottom line, e.g. privacy policy and terms.
   */
  legalLinks: NavLink[];
  /**
   * The copyright line. The year in curly brackets becomes the current year: keep it as it is.
   */
  copyright: string;
}
/**
 * This interface was referenced by `Site`'s JSON-Schema
 * via the `definition` "linkGroup".
 */
export interface LinkGroup {
  /**
   * The group's heading.
   */
  title: string;
  /**
   * The links, in order.
   *
   * @minItems 1
   */
  links: [NavLink, ...NavLink[]];
}
/**
 * This interface was referenced by `Site`'s JSON-Schema
 * via the `definition` "navLink".
 */
export interface NavLink {
  /**
   * The link's text.
   */
  label: string;
  href: Href;
}
/**
 * Words the interface uses that are not part of any page: button names read by screen readers, the error screen, and the fixed words on cards (links, counts).
 */
export interface Labels {
  /**
   * Screen-reader name of the mobile menu button while closed.
   */
  openMenu: string;
  /**
   * Screen-reader name of the mobile menu button while open.
   */
  closeMenu: string;
  /**
   * Screen-reader name of the navigation bar.
   */
  mainNavigation: string;
  /**
   * Screen-reader name of the breadcrumb trail above every page below Home (e.g. "Breadcrumb").
   */
  breadcrumb: string;
  /**
   * The first step of every breadcrumb trail, leading to the home page (e.g. "Home").
   */
  home: string;
  /**
   * Screen-reader name of a carousel's previous button.
   */
  previousSlide: string;
  /**
   * Screen-reader name of a carousel's next button.
   */
  nextSlide: string;
  /**
   * The skip link keyboard users see first.
   */
  skipToContent: string;
  /**
   * The title of the screen shown when the site itself fails.
   */
  unexpectedError: string;
  /**
   * The sentence under that title.
   */
  unexpectedErrorMessage: string;
  /**
   * The button on that screen that reloads the page.
   */
  reloadPage: string;
  /**
   * The link on a blog post's card, e.g. "Read More".
   */
  readMore: string;
  /**
   * After a post's read time in minutes, e.g. "min read" ("5 min read").
   */
  minRead: string;
  /**
   * The button on a project's card that opens the client's website in a new tab, e.g. "Visit Website".
   */
  visitWebsite: string;
  /**
   * The button on a project's card that opens its case study, e.g. "View Case Study".
   */
  viewCaseStudy: string;
  /**
   * The button on a job opening, e.g. "Apply Now".
   */
  applyNow: string;
  /**
   * The title of a job opening's collapsible list of responsibilities.
   */
  responsibilities: string;
  /**
   * The title of a job opening's collapsible list of requirements.
   */
  requirements: string;
  /**
   * After the number of articles of a knowledge-base topic when it is one, e.g. "article" ("1 article").
   */
  article: string;
  /**
   * The link on a knowledge-base article's card, e.g. "Read article".
   */
  readArticle: string;
  /**
   * After the number of articles of a knowledge-base topic, e.g. "articles" ("12 articles").
   */
  articles: string;
  /**
   * The link on a knowledge-base topic's card, e.g. "Browse articles".
   */
  browseArticles: string;
  formMessages: FormMessages;
  formNotSent: FormNotSent;
  formServiceErrors: FormServiceErrors;
  pagination: PaginationLabels;
}
/**
 * What a form says beside a field that is not right, in the browser and in the form service's answers. The words in curly brackets are filled in from the field: its label, its longest length, its largest file size, the types of file it takes. Keep them as they are.
 */
export interface FormMessages {
  /**
   * A required field left empty, e.g. Email is required. (the field's label is filled in).
   */
  required: string;
  /**
   * An e-mail address that is not one.
   */
  email: string;
  /**
   * Text longer than the field takes, e.g. ... at most 500 characters. (the field's limit is filled in).
   */
  tooLong: string;
  /**
   * A select whose value is not one of its options.
   */
  option: string;
  /**
   * A file of a type the field does not take, e.g. Choose a PDF file. (the types the field takes are filled in).
   */
  fileType: string;
  /**
   * A file larger than the field takes, e.g. ... at most 5 MB. (the field's largest size is filled in).
   */
  fileSize: string;
  /**
   * A file whose content is not the type its name says (checked when the form arrives), e.g. This file is not a real PDF file. Choose another file.
   */
  fileContent: string;
}
/**
 * The page a visitor sees when a form sent without JavaScript in their browser was not accepted: what is wrong is listed between its opening words and the hint on going back.
 */
export interface FormNotSent {
  /**
   * Its heading, e.g. "Your form was not sent".
   */
  title: string;
  /**
   * The sentence above the list of problems, e.g. "Please put right what is listed below, then send it again:".
   */
  intro: string;
  /**
   * How to get back without losing anything, e.g. "Your browser's Back button returns you to the form with everything you typed."
   */
  backHint: string;
  /**
   * The link back to the page of the form, e.g. "Back to the form".
   */
  backLink: string;
}
/**
 * What the form service answers when it does not take a submission as a whole (a field's own problem is in Form messages): the list on the page a visitor sees after sending a form without JavaScript (see Form not sent), and the error shown by the form itself. The words in curly brackets are filled in, as said below; the company's details can be used as everywhere.
 */
export interface FormServiceErrors {
  /**
   * A form was sent to an address that names no form of this site (a form removed while its page was open).
   */
  noSuchForm: string;
  /**
   * A form was sent to /p/<project>/f/<form> with a project other than formService.project.
   */
  noSuchProject: string;
  /**
   * A submission with nothing filled in at all.
   */
  empty: string;
  /**
   * A submission whose content is broken or cut off on its way.
   */
  unreadable: string;
  /**
   * A submission with a field name the service refuses: never sent by the site's own forms, only by a program trying to break in.
   */
  fieldNameNotAllowed: string;
  /**
   * A submission in a format the service does not read: never sent by a browser's form.
   */
  wrongFormat: string;
  /**
   * A submission with too many fields, or text longer than the service reads.
   */
  tooLarge: string;
  /**
   * A submission larger than its form's files at their largest and its text together.
   */
  largerThanForm: string;
  /**
   * A file larger than its field takes, found by the service's reader (the field's own message, "File size" in Form messages, is used when the field is known).
   */
  fileTooLarge: string;
  /**
   * More files than the form has file fields.
   */
  tooManyFiles: string;
  /**
   * Two files sent for one file field. The number in curly brackets becomes how many file fields the form has.
   */
  oneFilePerField: string;
  /**
   * A file sent to a form without a file field.
   */
  noFiles: string;
  /**
   * A file sent under a name that is not one of the form's file fields. The name in curly brackets becomes the name it was sent under.
   */
  notAFileField: string;
  /**
   * A submission that did not arrive in time.
   */
  tookTooLong: string;
  /**
   * A file that kept arriving more slowly than the service waits for.
   */
  fileTooSlow: string;
  /**
   * More submissions from one address in a minute than the service takes. The words in curly brackets become how long to wait: in English words (1 minute, 45 seconds) or as a number of seconds.
   */
  tooManySubmissions: string;
  /**
   * A form with files sent while other files from the same address are still arriving (two at a time from one address).
   */
  filesStillArriving: string;
  /**
   * A form with files sent while the service is receiving as many files from others as it takes at once.
   */
  busyWithFiles: string;
  /**
   * One address has sent as much (text and files) as the service keeps from one address in 24 hours.
   */
  fullForAddressToday: string;
  /**
   * Everyone together has sent as much as the service keeps in 24 hours.
   */
  fullToday: string;
  /**
   * The disk where submissions are kept is (nearly) full.
   */
  noRoom: string;
  /**
   * Storing the submission failed for any other reason (the database or the disk).
   */
  notStored: string;
}
/**
 * The words of a list split into pages (the blog, its page 2, page 3, ...): the links under its cards and what tells its pages apart. The words in curly brackets are filled in: the page's number, how many pages there are, the list's own title and description. Keep them as they are.
 */
export interface PaginationLabels {
  /**
   * Screen-reader name of the page links under the cards, e.g. "Pages".
   */
  navigation: string;
  /**
   * The link to the page before, e.g. "Previous".
   */
  previous: string;
  /**
   * The link to the page after, e.g. "Next".
   */
  next: string;
  /**
   * The full name of a page's numbered link, read by screen readers, and its step in the breadcrumb trail, e.g. Page 2.
   */
  page: string;
  /**
   * The title of page 2 and after, in the browser tab and search results, e.g. Blog, page 2.
   */
  title: string;
  /**
   * The description of page 2 and after, for search results, e.g. Page 2 of 4. followed by the list's own description.
   */
  description: string;
}
/**
 * The blog's Atom feed (/blog/feed.xml), which feed readers check for new posts.
 */
export interface Feed {
  /**
   * How many of the newest posts the feed holds, e.g. 20: enough for a reader who checks monthly, without the feed growing with the blog.
   */
  entries: number;
}
/**
 * Values used when a block leaves them out.
 */
export interface Defaults {
  heroBackground: Image;
}
/**
 * Where the site's forms are sent. Leave it out and forms do not send anything: a visitor sees the success message after a short pause (useful for a preview without a form service).
 */
export interface FormService {
  /**
   * The form service's address. Empty means this site's own server, which keeps every submission for the Inbox. For a hosted service, its address starting with https://, e.g. https://formspree.io.
   */
  base: string;
  /**
   * The project's code at the hosted form service, when its forms belong to a project.
   */
  project?: string;
}
/**
 * What editors, besides admins, may change here. Admins always may change everything.
 */
export interface Editing {
  editorsMayChangeMenus: EditorsMayChangeTheNavigationAndTheFooter;
  publishChecksThatBlock?: ChecksThatStopAPublish;
  publishNeedsApproval?: PublishingNeedsAnApprovalFirst;
  pageWeightBudgetKb?: PicturesWeightBudgetOfAPageOnAPhoneKB;
}
/**
 * The checks made before publishing are warnings: the change is published all the same. Tick those that must be fixed first: a publish with one of them is refused, with what to do at its field.
 */
export interface ChecksThatStopAPublish {
  "alt-text-missing"?: APictureWithoutADescriptionAltText;
  "external-link-broken"?: ALinkToAPageOutsideTheSiteThatAnswersWithAnError;
  "page-too-heavy"?: APageWhosePicturesWeighMoreOnAPhoneThanTheBudgetBelow;
}
/**
 * Whose changes someone must approve before they go live. The person shares their change for review (the button beside Publish); once it is approved, Publish puts it live. When this is not set, an editor's change needs an approval and an admin's does not.
 */
export interface PublishingNeedsAnApprovalFirst {
  editor: AnEditorSChangeNeedsAnApproval;
  admin: AnAdminSChangeNeedsAnApproval;
}
/**
 * This interface was referenced by `Site`'s JSON-Schema
 * via the `definition` "navMenu".
 */
export interface NavMenu {
  /**
   * The dropdown's text, e.g. "Services".
   */
  label: string;
  /**
   * The links inside the dropdown.
   *
   * @minItems 1
   */
  links: [NavLink, ...NavLink[]];
}
