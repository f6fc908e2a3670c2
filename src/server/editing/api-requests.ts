import type { CheckRequest, ReachRequest, SaveRequest } from "../../core/contract/api-types.ts";
import type { Block } from "../../core/generated/site-data.ts";
import { isSiteDataFile } from "./confined-path.ts";
import { ServerError, type ServerErrorArgs } from "../../core/errors/server-errors.ts";

/**
 * The editor's JSON requests, checked for their shape before anything reads them: a request of another shape (sent
 * by hand, by an old page, by a mistake) is refused with 400 in words, instead of failing somewhere inside with a 500.
 * Only site-data files are named: pictures arrive by upload, as bytes, never as text (a save that "removed" a picture
 * the site used broke every publish after it).
 */
export class RequestRefused extends ServerError<
  "request-malformed" | "not-a-site-data-file" | "picture-not-saved-as-text"
> {}

const malformed = (what: ServerErrorArgs<"request-malformed">["what"]) =>
  new RequestRefused("request-malformed", { what });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const versionPattern = /^[0-9a-f]{16}$/;

/** A file name of a request: a site-data file's, or refused (a picture's in its own words). */
function siteDataFile(value: unknown): string {
  if (typeof value !== "string") throw malformed("a file without a name");
  if (value.startsWith("public/")) throw new RequestRefused("picture-not-saved-as-text");
  if (!isSiteDataFile(value)) throw new RequestRefused("not-a-site-data-file", { name: value });
  return value;
}

export function checkRequestOf(body: unknown): CheckRequest {
  if (!isObject(body) || !isObject(body.changes)) throw malformed("a check without the changes to check");
  const changes: Record<string, string | null> = {};
  for (const [file, text] of Object.entries(body.changes)) {
    if (text !== null && typeof text !== "string") throw malformed("a change that is not text");
    changes[siteDataFile(file)] = text;
  }
  const optionalFile = (value: unknown) => (value === undefined || value === null ? undefined : siteDataFile(value));
  return { changes, preview: optionalFile(body.preview), deleting: optionalFile(body.deleting) };
}

/** The longest address a reach asks about: longer than any the site has. */
const maxPathnameLength = 1000;

export function reachRequestOf(body: unknown): ReachRequest {
  const { changes } = checkRequestOf(body);
  const { pathname } = body as Record<string, unknown>;
  if (pathname === undefined || pathname === null) return { changes };
  if (typeof pathname !== "string" || !pathname.startsWith("/") || pathname.length > maxPathnameLength)
    throw malformed("a page without its address");
  return { changes, pathname };
}

export function saveRequestOf(body: unknown): SaveRequest {
  if (!isObject(body) || !Array.isArray(body.files)) throw malformed("a save without the files to save");
  const seen = new Set<string>();
  const files = body.files.map((entry: unknown) => {
    if (!isObject(entry)) throw malformed("a save without the files to save");
    const file = siteDataFile(entry.file);
    if (seen.has(file)) throw malformed("the same file twice in one save");
    seen.add(file);
    const { text, base } = entry;
    if (text !== null && typeof text !== "string") throw malformed("a file without text");
    if (base !== null && (typeof base !== "string" || !versionPattern.test(base)))
      throw malformed("a file without the version it started from");
    return { file, text, base };
  });
  return { files };
}

export function blocksRequestOf(body: unknown): Block[] {
  if (!isObject(body) || !Array.isArray(body.blocks) || !body.blocks.every(isObject))
    throw malformed("a preview without its sections");
  return body.blocks as unknown as Block[];
}

export function markdownRequestOf(body: unknown): string {
  if (!isObject(body) || typeof body.text !== "string") throw malformed("a preview without its text");
  return body.text;
}
