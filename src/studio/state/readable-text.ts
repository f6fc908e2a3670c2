import { fillTokens, type TokenScopes } from "../../core/content/fill-tokens.ts";
import { siteScopes, tokenPattern } from "../../core/validation/tokens.ts";
import { words } from "../words.ts";

type Company = { founded: number; phone: string; whatsapp?: string };

const isCompany = (value: unknown): value is Company =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Company).founded === "number" &&
  typeof (value as Company).phone === "string";

/** What the site's own placeholders ({company.*}, {year}) stand for this year, from the site settings as they are now. */
export function siteTokenScopes(site: unknown): TokenScopes {
  const year = new Date().getFullYear();
  const company = (site as { company?: unknown } | null)?.company;
  return isCompany(company) ? siteScopes(company, year) : { ...(site as object | null), year };
}

/**
 * A text as the people of /admin read it: the site's placeholders filled in ("About {company.shortName}" is "About
 * Nerivo"), and those filled in only on the page itself (an item's, a form's answer) said by name, in brackets:
 * "Apply for {item.title}" is "Apply for [the job opening's title]". `item` is what the page's item is called.
 */
export function readableText(text: string, site: unknown, item?: string): string {
  return fillTokens(text, siteTokenScopes(site)).replace(tokenPattern, (_, token: string) =>
    words.tokenName(token, item),
  );
}

/** Whether a text has placeholders, which its field then shows filled in. */
export const hasTokens = (text: unknown): text is string =>
  typeof text === "string" && new RegExp(tokenPattern.source).test(text);
