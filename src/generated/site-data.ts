/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run gen:types` from the JSON Schemas in schemas/.
 * Change a schema, then run `npm run gen:types` again.
 */

/**
 * One section of a page. "type" says which kind of block it is; the other fields depend on the type.
 */
export type Block =
  | HeroBlock
  | FeatureGridBlock
  | ServiceGridBlock
  | ProductGridBlock
  | LogoRowBlock
  | TestimonialCarouselBlock
  | CallToActionBlock
  | NotFoundBlock
  | TextSectionBlock;
/**
 * An id for this section, so a link can jump to it with "#id" (e.g. "openings" for "/careers#openings"). Lowercase letters, digits and dashes; unique on the page.
 */
export type AnchorId = string;
/**
 * Where a link goes. An internal path of this site ("/contact", "/services#process", "/contact?demo=true"), a full web address ("https://..."), an e-mail link ("mailto:...") or a phone link ("tel:...").
 */
export type Href = string;
/**
 * How many cards per row on large screens: 2, 3 or 4 (default 3). Phones always show one per row.
 */
export type GridColumns = 2 | 3 | 4;
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

export interface SiteDataSchemas {
  block?: Block;
  "blocks/callToAction"?: CallToActionBlock;
  "blocks/featureGrid"?: FeatureGridBlock;
  "blocks/hero"?: HeroBlock;
  "blocks/logoRow"?: LogoRowBlock;
  "blocks/notFound"?: NotFoundBlock;
  "blocks/productGrid"?: ProductGridBlock;
  "blocks/serviceGrid"?: ServiceGridBlock;
  "blocks/testimonialCarousel"?: TestimonialCarouselBlock;
  "blocks/textSection"?: TextSectionBlock;
  "collections/clients"?: Client;
  "collections/products"?: Product;
  "collections/services"?: Service;
  "collections/testimonials"?: Testimonial;
  "common/action"?: Action;
  "common/anchor-id"?: AnchorId;
  "common/columns"?: GridColumns;
  "common/icon"?: IconName;
  "common/image"?: Image;
  "common/link"?: Href;
  "common/section-heading"?: SectionHeading;
  page?: Page;
  site?: Site;
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
 * A local image file under public/, with its intrinsic size and alternative text.
 */
export interface Image {
  /**
   * Path of the file under public/, starting with "/", e.g. "/images/hero/office.svg".
   */
  src: string;
  /**
   * What the image shows, read aloud by screen readers. Leave it empty only for a decorative image, and then set "decorative": true.
   */
  alt: string;
  /**
   * true when the image adds nothing a screen reader user needs (its alt text must then be empty).
   */
  decorative?: boolean;
  /**
   * The image's intrinsic width in pixels (reserves space so the page does not jump while loading).
   */
  width: number;
  /**
   * The image's intrinsic height in pixels.
   */
  height: number;
}
/**
 * A heading and a grid of cards, each with an icon, a title and a short description (strengths, values, reasons to choose us).
 */
export interface FeatureGridBlock {
  /**
   * Block type: a grid of feature cards.
   */
  type: "featureGrid";
  id?: AnchorId;
  heading: SectionHeading;
  columns?: GridColumns;
  /**
   * The cards, in display order.
   *
   * @minItems 1
   */
  items: [FeatureItem, ...FeatureItem[]];
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
   * Centre the heading (default: true).
   */
  centered?: boolean;
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
}
/**
 * A heading and a grid of service cards, taken from the services collection (site-data/collections/services/).
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
   * The ids of the services to show, in order (file names in site-data/collections/services/, without .json).
   *
   * @minItems 1
   */
  services: [string, ...string[]];
  /**
   * The label of each card's link to the service's page, e.g. "Learn More".
   */
  linkLabel: string;
}
/**
 * A heading and a grid of product cards (image, name, description, link), taken from the products collection (site-data/collections/products/).
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
   * The ids of the products to show, in order (file names in site-data/collections/products/, without .json).
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
 * A heading and a row of client logos, taken from the clients collection (site-data/collections/clients/). Each logo links to the client's website.
 */
export interface LogoRowBlock {
  /**
   * Block type: a row of client logos.
   */
  type: "logoRow";
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The ids of the clients to show, in order (file names in site-data/collections/clients/, without .json).
   *
   * @minItems 1
   */
  clients: [string, ...string[]];
}
/**
 * A heading and a sliding carousel of client testimonials, taken from the testimonials collection (site-data/collections/testimonials/). One slide per row on phones, two on tablets, three on large screens; previous/next buttons and the left/right arrow keys move it.
 */
export interface TestimonialCarouselBlock {
  /**
   * Block type: a testimonial carousel.
   */
  type: "testimonialCarousel";
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The ids of the testimonials to show, in order (file names in site-data/collections/testimonials/, without .json).
   *
   * @minItems 1
   */
  testimonials: [string, ...string[]];
  /**
   * Wrap around from the last slide to the first (default: true).
   */
  loop?: boolean;
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
 * A 'not found' message with a link back, for the 404 page and for detail pages whose id does not exist.
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
   * The paragraphs, in order. Plain text: no HTML.
   *
   * @minItems 1
   */
  paragraphs: [string, ...string[]];
}
/**
 * A client whose logo may be shown. The file name (without .json) must equal its id.
 */
export interface Client {
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  /**
   * The client's id, used by blocks that show it.
   */
  id: string;
  /**
   * The client's name.
   */
  name: string;
  logo: Image;
  /**
   * The client's website, opened in a new tab.
   */
  website: string;
}
/**
 * One ready-made product. The file name (without .json) must equal its id; its page is /products/{id}.
 */
export interface Product {
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  /**
   * The product's id, used in its address /products/{id}.
   */
  id: string;
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
}
/**
 * One service the company offers. The file name (without .json) must equal its id; its page is /services/{id}.
 */
export interface Service {
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  /**
   * The service's id, used in its address /services/{id}.
   */
  id: string;
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
}
/**
 * A quote from a client. The file name (without .json) must equal its id.
 */
export interface Testimonial {
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  /**
   * The testimonial's id, used by blocks that show it.
   */
  id: string;
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
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  /**
   * The page's id; must equal the file name without .json.
   */
  id: string;
  /**
   * The page's address, e.g. "/about". A detail page of a collection ends in a parameter, e.g. "/services/:serviceId", and names the collection in "collection". The page shown for unknown addresses has the path "*".
   */
  path: string;
  /**
   * For a detail page: the collection whose items each get a page at this path. In text, {item.title} (or any other field of the item) is replaced by the item's value.
   */
  collection?: "services" | "products";
  /**
   * The page title shown in the browser tab and search results (the site name is added after it). May use {item.field} on a detail page.
   */
  title: string;
  /**
   * The summary shown by search engines and link previews (up to 300 characters).
   */
  description: string;
  /**
   * The page's blocks, top to bottom. Reorder them to reorder the page.
   *
   * @minItems 1
   */
  sections: [Block, ...Block[]];
  notFound?: NotFoundState;
}
/**
 * For a detail page: what to show when the address names an item that does not exist.
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
  /**
   * Path of this file's schema, for editor autocompletion.
   */
  $schema: string;
  company: Company;
  seo: Seo;
  navigation: Navigation;
  footer: Footer;
  labels: Labels;
  defaults: Defaults;
}
/**
 * The company's details. Any text on the site may use {company.name}, {company.phone}, {company.email} and the other fields here.
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
}
/**
 * The navigation bar at the top of every page.
 */
export interface Navigation {
  /**
   * The links in order; an item with "links" instead of "href" is a dropdown.
   *
   * @minItems 1
   *
   * Items: A link ({"label", "href"}) or a dropdown ({"label", "links"}).
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
   * The copyright line. {year} becomes the current year.
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
 * Words the interface uses that are not part of any page: button names read by screen readers and the error screen.
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
}
/**
 * Values used when a block leaves them out.
 */
export interface Defaults {
  heroBackground: Image;
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
