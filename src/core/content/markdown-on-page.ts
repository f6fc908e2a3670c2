import { tokensIn } from "../validation/tokens.ts";
import { fillTokens, type TokenScopes } from "./fill-tokens.ts";
import type { SiteScopes } from "./filled-items.ts";
import { renderMarkdown } from "./markdown.ts";
import type { SiteData } from "./types.ts";

/**
 * The site's Markdown texts as pages show them: filled in once with {company.*} and {year}, except the few that name
 * a detail page's item ({item.title}), which each page fills in with its own.
 */
interface MarkdownTexts {
  key: string;
  filled: Set<string>;
  namingItem: string[];
}

const textsCache = new WeakMap<Set<string>, MarkdownTexts>();

const namesItem = (text: string) => tokensIn(text).some((token) => token.split(".")[0] === "item");

function markdownTexts(texts: Set<string>, scopes: SiteScopes): MarkdownTexts {
  const cached = textsCache.get(texts);
  if (cached?.key === scopes.key) return cached;
  const result: MarkdownTexts = { key: scopes.key, filled: new Set(), namingItem: [] };
  for (const text of texts) {
    if (namesItem(text)) result.namingItem.push(text);
    else result.filled.add(fillTokens(text, scopes.values));
  }
  textsCache.set(texts, result);
  return result;
}

/** Rendered Markdown by filled-in text, per site data: each text is rendered once per build. */
const renderedCache = new WeakMap<SiteData, Map<string, string>>();

/**
 * The HTML of every string of `shown` that is one of the site's Markdown texts as this page fills them in (a page's
 * own text may say {item.title}), keyed by the string.
 */
export function markdownOnPage(
  siteData: SiteData,
  scopes: SiteScopes,
  pageScopes: TokenScopes,
  shown: Iterable<string>,
): Record<string, string> {
  const texts = markdownTexts(siteData.markdownTexts, scopes);
  const filledForPage = new Set(texts.namingItem.map((text) => fillTokens(text, pageScopes)));
  let rendered = renderedCache.get(siteData);
  if (!rendered) {
    rendered = new Map();
    renderedCache.set(siteData, rendered);
  }
  const html: Record<string, string> = {};
  for (const text of shown) {
    if (!(texts.filled.has(text) || filledForPage.has(text)) || text in html) continue;
    let result = rendered.get(text);
    if (result === undefined) {
      result = renderMarkdown(text);
      rendered.set(text, result);
    }
    html[text] = result;
  }
  return html;
}
