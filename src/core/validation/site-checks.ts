import { fileDiagnostic, type Diagnostic } from "./diagnostic.ts";
import { closestMatch } from "./did-you-mean.ts";
import { problem, type Problem } from "./errors.ts";
import { diagnosticAt, problemAt, type ParsedFile } from "./json-source.ts";
import type { FileRole } from "./file-roles.ts";
import type { SiteIndex } from "./site-index.ts";
import { placeholdersAt, valuesAt, type PlaceholderPlaces } from "./placeholder-places.ts";
import { derivedCompanyFields, stringsIn, tokensIn } from "./tokens.ts";

export interface RoledFile {
  parsed: ParsedFile;
  role: FileRole;
}

type Json = Record<string, unknown>;

/** A file's id matches its file name (a page's id names no other page); block ids are unique within a page. */
export function checkIdentity({ parsed, role }: RoledFile, index: SiteIndex): Diagnostic[] {
  if (role.kind === "site") return [];
  const found: Diagnostic[] = [];
  const data = parsed.value as Json;
  if (typeof data.id === "string" && data.id !== role.name) {
    found.push(
      diagnosticAt(
        parsed,
        "/id",
        role.kind === "page" && index.pageNames().has(data.id) ? "duplicate-page-id" : "id-not-file-name",
        { id: data.id, name: role.name },
      ),
    );
  }
  if (role.kind !== "page") return found;
  for (const list of ["/sections", "/notFound/sections"]) {
    const sections = list === "/sections" ? data.sections : (data.notFound as Json | undefined)?.sections;
    if (!Array.isArray(sections)) continue;
    const seen = new Map<string, number>();
    sections.forEach((section: Json, i) => {
      if (typeof section?.id !== "string") return;
      if (seen.has(section.id))
        found.push(
          diagnosticAt(parsed, `${list}/${i}/id`, "duplicate-section-id", {
            id: section.id,
            section: seen.get(section.id)! + 1,
          }),
        );
      else seen.set(section.id, i);
    });
  }
  return found;
}

/** Two pages cannot share an address: the second, in file order, is told which page has it. */
export function checkUniquePaths(pages: RoledFile[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  const pagePaths = new Map<string, string>();
  for (const { parsed } of pages) {
    const { path } = parsed.value as Json;
    if (typeof path !== "string" || path === "*") continue;
    const other = pagePaths.get(path);
    if (other) found.push(diagnosticAt(parsed, "/path", "duplicate-page-path", { path, other }));
    else pagePaths.set(path, parsed.file);
  }
  return found;
}

/**
 * A detail page names its collection and its not-found state, and its path ends in a parameter (the item's id). A
 * parameter before it names a field of the item ("/support/knowledge-base/:topic/:articleId"), never the first part.
 */
export function checkRouteShape({ parsed, role }: RoledFile): Diagnostic[] {
  const data = parsed.value as Json;
  if (role.kind !== "page" || typeof data.path !== "string") return [];
  const found: Diagnostic[] = [];
  const path = data.path;
  const parts = path.split("/").filter(Boolean);
  const params = parts.filter((part) => part.startsWith(":"));
  if (params.length > 0 && (!parts[parts.length - 1].startsWith(":") || parts[0].startsWith(":")))
    found.push(diagnosticAt(parsed, "/path", "detail-path-shape", { path }));
  if (new Set(params).size !== params.length)
    found.push(diagnosticAt(parsed, "/path", "path-parameter-twice", { path }));
  if (params.length > 0 && data.collection === undefined)
    found.push(diagnosticAt(parsed, "", "detail-path-without-collection", { path }));
  if (params.length > 0 && data.notFound === undefined)
    found.push(diagnosticAt(parsed, "", "detail-page-without-not-found", { path }));
  if (params.length === 0 && data.collection !== undefined)
    found.push(diagnosticAt(parsed, "/collection", "collection-without-parameter", { path }));
  return found;
}

/** Exactly one page catches unknown addresses (when every page can be read: an unreadable one might be it). */
export function checkCatchAll(pages: RoledFile[], somePageUnreadable: boolean): Diagnostic[] {
  const catchAll = pages.filter(({ parsed }) => (parsed.value as Json).path === "*").map(({ parsed }) => parsed);
  const found: Diagnostic[] = [];
  if (catchAll.length === 0 && !somePageUnreadable) found.push(fileDiagnostic("site-data/pages", "no-catch-all-page"));
  for (const extra of catchAll.slice(1)) found.push(diagnosticAt(extra, "/path", "second-catch-all-page"));
  return found;
}

/**
 * Every {token} in the file's text names something that exists: a company field with a text or number value (or one
 * worked out from them, src/core/validation/tokens.ts), {year}, (on a detail page) a field of every item of the page's
 * collection, or what the schema says the text may name where it is ("placeholders": ./placeholder-places.ts).
 */
export function checkTokens({ parsed, role }: RoledFile, index: SiteIndex, places: PlaceholderPlaces): Diagnostic[] {
  const found: Diagnostic[] = [];
  const data = parsed.value as Json;
  const detailCollection = role.kind === "page" && typeof data.collection === "string" ? data.collection : null;
  // A detail path without "collection" is reported by checkRouteShape; its {item.x} are not blamed again.
  const unboundDetail =
    role.kind === "page" && !detailCollection && typeof data.path === "string" && data.path.includes(":");
  for (const [pointer, text] of stringsIn(data)) {
    if (!text.includes("{")) continue;
    const here = placeholdersAt(places, role.schema, pointer);
    for (const token of tokensIn(text)) {
      const [scope, field, ...rest] = token.split(".");
      /** What is wrong with the token, if anything. */
      let tokenProblem: Problem | null = null;
      if (scope === "year" && field === undefined) continue;
      // What the code showing this text fills in ({field.label} in a form message, {page.number} in a pagination label).
      if (here.names.includes(token)) continue;
      const drawn = here.drawn.find((candidate) => candidate.scope === scope);
      if (drawn) {
        // Names the file itself gives. So far only a form's e-mail subject draws any (what the visitor typed in one of
        // its fields), and the problem says so: another kind would want a code of its own.
        const names = valuesAt(data, drawn.from);
        if (rest.length || !names.includes(field))
          tokenProblem = problem("form-subject-unknown-field", {
            token,
            field: field ?? "",
            guess: closestMatch(field ?? "", names),
            names,
          });
      } else if (scope === "company") {
        const company = index.company();
        if (!company) continue;
        const companyFields = [
          ...Object.keys(company).filter((key) => ["string", "number"].includes(typeof company[key])),
          ...derivedCompanyFields,
        ];
        if (rest.length || !companyFields.includes(field)) {
          tokenProblem = problem("unknown-company-placeholder", {
            token,
            guess: closestMatch(field ?? "", companyFields),
            fields: companyFields,
          });
        }
      } else if (scope === "item") {
        if (unboundDetail) continue;
        if (role.kind === "item") tokenProblem = problem("item-placeholder-in-item", { token });
        else if (!detailCollection) tokenProblem = problem("item-placeholder-off-detail-page", { token });
        else {
          const items = index.validItems(detailCollection);
          const lacking = items.filter((item) => !["string", "number"].includes(typeof item[field]));
          if (lacking.length)
            tokenProblem = problem("item-placeholder-missing-field", {
              token,
              lacking: lacking.length,
              total: items.length,
              collection: detailCollection,
              field,
              lackingId: String(lacking[0].id),
              textFields: Object.keys(items[0] ?? {}).filter(
                (key) => typeof items[0][key] === "string" && key !== "$schema",
              ),
            });
        }
      } else if (here.unknownCode === "unknown-form-answer-placeholder") {
        tokenProblem = problem(here.unknownCode, { token, named: here.names.map((name) => `{${name}}`) });
      } else {
        tokenProblem = problem("unknown-placeholder", { token });
      }
      if (tokenProblem) found.push(problemAt(parsed, pointer, tokenProblem));
    }
  }
  return found;
}
