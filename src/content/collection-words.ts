/**
 * What the people who run the site call an item of each collection: "Blog post", "post" inside a sentence, and
 * "New post" on the button that makes one. The
 * editor's lists and buttons and the history's words use them (src/editor/, src/admin/publish/change-words.ts).
 */
export const collectionWords: Record<string, { new: string; one: string; short: string }> = {
  posts: { new: "New post", one: "Blog post", short: "post" },
  jobs: { new: "New job opening", one: "Job opening", short: "opening" },
  services: { new: "New service", one: "Service", short: "service" },
  faqs: { new: "New FAQ", one: "FAQ", short: "question" },
  authors: { new: "New author", one: "Author", short: "author" },
  blogCategories: { new: "New blog category", one: "Blog category", short: "category" },
  clients: { new: "New client", one: "Client", short: "client" },
  forms: { new: "New form", one: "Form", short: "form" },
  kbTopics: { new: "New help topic", one: "Help topic", short: "topic" },
  kbArticles: { new: "New help article", one: "Help article", short: "article" },
  products: { new: "New product", one: "Product", short: "product" },
  projects: { new: "New project", one: "Project", short: "project" },
  supportPlans: { new: "New support plan", one: "Support plan", short: "plan" },
  testimonials: { new: "New testimonial", one: "Testimonial", short: "testimonial" },
};

/** "readTime" -> "read time", for a collection the list above does not name. */
export const spokenName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
