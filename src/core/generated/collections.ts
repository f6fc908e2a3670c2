/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run gen:types` from the JSON Schemas in schemas/.
 * Change a schema, then run `npm run gen:types` again.
 */

import type { Author, BlogCategory, Client, Faq, Form, Job, KbArticle, KbTopic, Post, Product, Project, Service, SupportPlan, Testimonial } from "./site-data.ts";

/** Every collection's folder name (site-data/collections/<name>/), one per schema in schemas/collections/. */
export const collectionNames = [
  "authors",
  "blogCategories",
  "clients",
  "faqs",
  "forms",
  "jobs",
  "kbArticles",
  "kbTopics",
  "posts",
  "products",
  "projects",
  "services",
  "supportPlans",
  "testimonials",
] as const;

/** The items of each collection, as their schemas describe them. */
export interface SchemaCollections {
  authors: Author[];
  blogCategories: BlogCategory[];
  clients: Client[];
  faqs: Faq[];
  forms: Form[];
  jobs: Job[];
  kbArticles: KbArticle[];
  kbTopics: KbTopic[];
  posts: Post[];
  products: Product[];
  projects: Project[];
  services: Service[];
  supportPlans: SupportPlan[];
  testimonials: Testimonial[];
}
