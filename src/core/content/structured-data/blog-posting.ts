import type { Author, Site } from "../../generated/site-data.ts";
import type { PostWithReadTime } from "../types.ts";
import type { JsonLd } from "./json-ld.ts";

interface BlogPostingInput {
  post: PostWithReadTime;
  author: Author | undefined;
  /** The names of the post's category and tags, the category first. */
  categories: string[];
  /** The post's address, absolute. */
  url: string;
  site: Site;
}

/** A blog post as an article search engines can show with its headline, picture, date and author. */
export function blogPosting({ post, author, categories, url, site }: BlogPostingInput): JsonLd {
  const { siteUrl } = site.seo;
  const [section, ...keywords] = categories;
  return {
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: `${siteUrl}${post.image.src}`,
    datePublished: post.date,
    author: author
      ? { "@type": "Person", name: author.name, jobTitle: author.title }
      : { "@type": "Organization", name: site.company.name },
    publisher: {
      "@type": "Organization",
      name: site.company.name,
      url: `${siteUrl}/`,
      logo: { "@type": "ImageObject", url: `${siteUrl}${site.seo.logo.src}` },
    },
    ...(section ? { articleSection: section } : {}),
    ...(keywords.length ? { keywords: keywords.join(", ") } : {}),
  };
}
