import type { Diagnostic } from "../../validation/diagnostic.ts";
import { problem } from "../../validation/errors.ts";
import { problemAt, type ParsedFile } from "../../validation/json-source.ts";
import { stringsIn } from "../../validation/tokens.ts";

/** A link to a page outside the site, where it is written. */
export interface ExternalLink {
  pointer: string;
  href: string;
}

/** A whole field that is an outside address, or a Markdown link to one: `[words](https://...)`. */
const wholeAddress = /^https:\/\/[^\s{}]+$/i;
const markdownLink = /\]\((https:\/\/[^\s)"{}]+)/gi;

/**
 * The links of a file's data to pages outside the site, each where it is written (a field, or a Markdown text with
 * several). An address with a {token} in it is the site's own to fill in, not one to ask.
 */
export function externalLinksIn(value: unknown): ExternalLink[] {
  const found: ExternalLink[] = [];
  for (const [pointer, text] of stringsIn(value)) {
    if (wholeAddress.test(text)) found.push({ pointer, href: text });
    else for (const match of text.matchAll(markdownLink)) found.push({ pointer, href: match[1] });
  }
  return found;
}

/**
 * The warnings of links to outside pages that answered with an error when they were asked (`broken`: the answer of
 * each such address, by the server at publish time), in these files, each where it is written.
 */
export function brokenLinks(files: readonly ParsedFile[], broken: ReadonlyMap<string, number>): Diagnostic[] {
  return files.flatMap((parsed) =>
    externalLinksIn(parsed.value).flatMap(({ pointer, href }) => {
      const status = broken.get(href);
      return status === undefined
        ? []
        : [problemAt(parsed, pointer, problem("external-link-broken", { href, status }))];
    }),
  );
}
