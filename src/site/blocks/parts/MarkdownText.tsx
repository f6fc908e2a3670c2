import { useMarkdownHtml } from "../page-items-context.tsx";
import classes from "./MarkdownText.module.css";

/**
 * Markdown from site data, as the HTML the build rendered and sanitised (src/core/content/markdown.ts): only allow-listed
 * tags and safe links ever reach this element, so setting it as HTML is safe.
 */
export function MarkdownText({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMarkdownHtml(markdown);
  return (
    <div
      className={className ? `${classes.prose} ${className}` : classes.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the build's, rendered from Markdown and sanitised with an allow-list (src/content/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
