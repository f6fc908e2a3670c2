import type { KbArticle } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { useItemHref } from "../page-items-context.tsx";
import { ItemCard } from "./ItemCard.tsx";

/** A knowledge-base article: its title, the sentence that says what it covers, and a link to it. */
export function KbArticleCard({ item: article }: { item: KbArticle }) {
  const { labels } = useSite();
  const href = useItemHref("kbArticles", article);
  return (
    <ItemCard
      title={article.title}
      titleSize="h5"
      padding="lg"
      description={article.description}
      descriptionSize="sm"
      link={{ as: "anchor", href, label: labels.readArticle, fz: "sm", mt: "sm" }}
    />
  );
}
