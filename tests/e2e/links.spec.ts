import { expect, test } from "./site-test.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/**
 * Every internal link on every prerendered page leads somewhere: to a prerendered page (or a redirect that does),
 * and its #anchor to an element of that page. Read from dist/ directly: this is about the built files.
 */
const dist = resolve(import.meta.dirname, "../../dist");
const redirects = JSON.parse(readFileSync(join(dist, "_redirects.json"), "utf8")) as Record<string, string>;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" || entry.name === "_data" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const pages = new Map(
  htmlFiles(dist)
    .filter((file) => file.endsWith("index.html"))
    .map((file) => {
      const folder = relative(dist, file).replace(/\/?index\.html$/, "");
      return [`/${folder}`, readFileSync(file, "utf8")];
    }),
);
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
const decode = (href: string) => href.replace(/&amp;/g, "&");

test("every internal link of every prerendered page resolves, anchors included", () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, "utf8");
    const from = `/${relative(dist, file)}`;
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = decode(raw);
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      checked++;
      const [, path = "", anchor] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href) ?? [];
      const targetPath =
        path === "" ? from.replace(/\/?index\.html$/, "") || "/" : path.length > 1 ? path.replace(/\/$/, "") : path;
      const target = pages.get(redirects[targetPath] ?? targetPath) ?? (path === "" ? html : undefined);
      if (target === undefined) broken.push(`${from}: ${href} (no such page)`);
      else if (anchor && !idsOf(target).has(anchor)) broken.push(`${from}: ${href} (no element with id "${anchor}")`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(pages.size * 10);
});

test("no link of any prerendered page leads to a placeholder: an example domain, a profile named as an example, WhatsApp on a landline", () => {
  const placeholders: string[] = [];
  let external = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, "utf8");
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = decode(raw);
      if (!/^https?:/.test(href)) continue;
      external++;
      const host = new URL(href).hostname;
      if (/(^|\.)example\.(com|org|net)$|\.example$/.test(host) || /[._-]example\b/.test(href))
        placeholders.push(`/${relative(dist, file)}: ${href}`);
      // WhatsApp runs on mobile numbers: in Nigeria 070, 080, 081, 090 and 091.
      const chat = /^https:\/\/wa\.me\/(\d+)/.exec(href);
      if (chat && !/^234(70|80|81|90|91)\d{8}$/.test(chat[1]))
        placeholders.push(`/${relative(dist, file)}: ${href} (not a mobile number)`);
    }
  }
  expect(placeholders).toEqual([]);
  expect(external).toBeGreaterThan(0);
});

test("every disclosure of every prerendered page opens with the site's chevron, not the browser's triangle", () => {
  const bare: string[] = [];
  let summaries = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, "utf8");
    for (const [summary] of html.matchAll(/<summary\b[\s\S]*?<\/summary>/g)) {
      summaries++;
      if (!summary.includes("<svg"))
        bare.push(
          `/${relative(dist, file)}: ${summary
            .replace(/<[^>]+>/g, "")
            .trim()
            .slice(0, 60)}`,
        );
    }
  }
  expect(bare).toEqual([]);
  expect(summaries).toBeGreaterThan(0);
});
