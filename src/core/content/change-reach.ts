import { fileRole } from "../validation/file-roles.ts";
import { siteScopes } from "../validation/tokens.ts";
import { fillTokens } from "./fill-tokens.ts";
import { lintKeys } from "./lint/address-facts.ts";
import { addressScopes, siteAddresses, type SiteAddress } from "./lint/site-addresses.ts";
import type { LoadedSite } from "./load-site-data.ts";
import { resolvePageData } from "./resolve-page-data.ts";
import type { CollectionName, SiteData } from "./types.ts";

/** One page a change reaches: its address and its title as visitors read it. */
export interface ReachedPage {
  pathname: string;
  title: string;
  /** The change adds the page (a new post) or takes it away. */
  added?: boolean;
  removed?: boolean;
}

export interface ChangeReach {
  /**
   * Every address that would render differently: those of the changed files first, then the others, each in the order
   * of the site's pages and their items.
   */
  pages: ReachedPage[];
  /** How many addresses the site has with the change. */
  total: number;
  /** The site's settings changed (its menu, footer, company details): they are on every page, so every page changes. */
  every: boolean;
}

const siteFile = "site-data/site.json";

/** Each site data's pages as resolved to compare, by year and address. */
const resolvedPages = new WeakMap<SiteData, Map<string, string>>();

/**
 * The collections whose lists may show an item of `collection` besides the collection itself: those whose items refer
 * to it (a list of posts shows each post's author by name), so that an author's change reaches the blog's listing.
 */
const referringCollections = (loaded: LoadedSite, collection: string): string[] =>
  Object.entries(loaded.referenceFields.items).flatMap(([referring, fields]) =>
    Object.values(fields ?? {}).includes(collection as CollectionName) ? [referring] : [],
  );

/** What the content lint notes an address read when it shows these files (see address-facts.ts, lintKeys). */
function keysOf(files: readonly string[], before: LoadedSite, after: LoadedSite): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    keys.add(lintKeys.file(file));
    const role = fileRole(file);
    if (role?.kind !== "item") continue;
    keys.add(lintKeys.collection(role.collection));
    for (const loaded of [before, after])
      for (const referring of referringCollections(loaded, role.collection)) keys.add(lintKeys.collection(referring));
  }
  return keys;
}

/**
 * The site's settings as pages show them: all but who may edit what (`editing`), which no page renders, so that an
 * admin letting editors change the menus is not told it reaches every page.
 */
const shownSettings = ({ siteData }: LoadedSite) => JSON.stringify({ ...siteData.site, editing: undefined });

const titleOf = (address: SiteAddress, scopes: Record<string, unknown>) =>
  fillTokens(address.page.title, addressScopes(address, scopes));

/**
 * Which addresses of the site would render differently if `files` changed from `before` (the published site) to
 * `after`: what the editor is told before publishing. The content lint keeps, for every address, the files and
 * collections its facts read (lint-site.ts); those that read the changed files are the candidates, and each is then
 * resolved before and after as the build resolves it (resolvePageData, whose result is what the build's key of an
 * address hashes, see render-plan.ts): a candidate whose page data is the same is left out (a category page that lists
 * other posts than the one renamed). So a change costs the pages that may show it, not the whole site. A change of the
 * site's settings (site.json: the menu, the footer, the company's phone number) is on every page, and says so.
 */
export function changeReach(
  before: LoadedSite,
  after: LoadedSite,
  files: readonly string[],
  year: number,
): ChangeReach {
  const afterAddresses = siteAddresses(after.siteData);
  const scopes = siteScopes(after.siteData.site.company, year);
  const total = afterAddresses.length;
  if (files.includes(siteFile) && shownSettings(before) !== shownSettings(after)) {
    return {
      every: true,
      total,
      pages: afterAddresses.map((address) => ({ pathname: address.pathname, title: titleOf(address, scopes) })),
    };
  }

  const beforeAddresses = siteAddresses(before.siteData);
  const beforeByPath = new Map(beforeAddresses.map((address) => [address.pathname, address]));
  const afterPaths = new Set(afterAddresses.map((address) => address.pathname));
  const keys = keysOf(files, before, after);
  const candidates = new Set([...(before.readersOf?.(keys) ?? []), ...(after.readersOf?.(keys) ?? [])]);
  const pageOf = (loaded: LoadedSite, pathname: string) => {
    // The published site is the same object from one question to the next (until a publish): its pages are kept.
    const known =
      resolvedPages.get(loaded.siteData) ?? resolvedPages.set(loaded.siteData, new Map()).get(loaded.siteData)!;
    const key = `${year} ${pathname}`;
    return (
      known.get(key) ??
      known.set(key, JSON.stringify(resolvePageData(loaded.siteData, pathname, loaded.referenceFields, year))).get(key)!
    );
  };

  // The pages of the changed files themselves first (the post's own page), then the others that show them.
  const own: ReachedPage[] = [];
  const others: ReachedPage[] = [];
  const isOwn = (address: SiteAddress) => files.includes(address.pageFile) || files.includes(address.item?.file ?? "");
  for (const address of afterAddresses) {
    const { pathname } = address;
    const was = beforeByPath.get(pathname);
    const into = isOwn(address) ? own : others;
    if (!was) into.push({ pathname, title: titleOf(address, scopes), added: true });
    else if (
      (candidates.has(address.key) || candidates.has(was.key)) &&
      pageOf(before, pathname) !== pageOf(after, pathname)
    )
      into.push({ pathname, title: titleOf(address, scopes) });
  }
  const pages = [...own, ...others];
  const beforeScopes = siteScopes(before.siteData.site.company, year);
  for (const address of beforeAddresses)
    if (!afterPaths.has(address.pathname))
      pages.push({ pathname: address.pathname, title: titleOf(address, beforeScopes), removed: true });
  return { every: false, total, pages };
}
