import type { Diagnostic } from "./diagnostic.ts";
import { didYouMean } from "./did-you-mean.ts";
import { diagnosticAt as at, type ParsedFile } from "./json-source.ts";
import type { FileRole } from "./file-roles.ts";
import type { SiteIndex } from "./site-index.ts";
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
      role.kind === "page" && index.pageNames().has(data.id)
        ? at(
            parsed,
            "/id",
            `duplicate page id "${data.id}": site-data/pages/${data.id}.json already uses it`,
            `A page's id is its file name: set "id": "${role.name}".`,
          )
        : at(
            parsed,
            "/id",
            `id "${data.id}" does not match the file name "${role.name}.json"`,
            `Rename the file to "${data.id}.json" or set "id": "${role.name}".`,
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
          at(
            parsed,
            `${list}/${i}/id`,
            `duplicate section id "${section.id}": section ${seen.get(section.id)! + 1} already uses it`,
            "Section ids are link targets (#id) and must be unique on a page.",
          ),
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
    if (other)
      found.push(
        at(
          parsed,
          "/path",
          `duplicate page path "${path}": ${other} already has it`,
          "Two pages cannot share an address; change one of them.",
        ),
      );
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
  const parts = data.path.split("/").filter(Boolean);
  const params = parts.filter((part) => part.startsWith(":"));
  if (params.length > 0 && (!parts[parts.length - 1].startsWith(":") || parts[0].startsWith(":"))) {
    found.push(
      at(
        parsed,
        "/path",
        `path "${data.path}" must end in its parameter and start with a fixed part`,
        'e.g. "/services/:serviceId". A parameter before the last names a field of the item, e.g. "/support/knowledge-base/:topic/:articleId".',
      ),
    );
  }
  if (new Set(params).size !== params.length) {
    found.push(
      at(parsed, "/path", `path "${data.path}" names the same parameter twice`, "Give each parameter its own name."),
    );
  }
  if (params.length > 0 && data.collection === undefined) {
    found.push(
      at(
        parsed,
        "",
        `path "${data.path}" has a parameter but the page names no "collection"`,
        'Add e.g. "collection": "services" so each item of that collection gets a page.',
      ),
    );
  }
  if (params.length > 0 && data.notFound === undefined) {
    found.push(
      at(
        parsed,
        "",
        `detail page "${data.path}" has no "notFound" state`,
        'Add "notFound" with a title, a description and a notFound block for addresses whose id does not exist.',
      ),
    );
  }
  if (params.length === 0 && data.collection !== undefined) {
    found.push(
      at(
        parsed,
        "/collection",
        `"collection" is set but the path "${data.path}" has no parameter`,
        'A detail page\'s path ends in a parameter, e.g. "/services/:serviceId".',
      ),
    );
  }
  return found;
}

/** Exactly one page catches unknown addresses (when every page can be read: an unreadable one might be it). */
export function checkCatchAll(pages: RoledFile[], somePageUnreadable: boolean): Diagnostic[] {
  const catchAll = pages.filter(({ parsed }) => (parsed.value as Json).path === "*").map(({ parsed }) => parsed);
  const found: Diagnostic[] = [];
  if (catchAll.length === 0 && !somePageUnreadable) {
    found.push({
      file: "site-data/pages",
      line: 1,
      column: 1,
      pointer: "",
      message: 'no page has the path "*", so unknown addresses have nothing to show',
      hint: 'Add site-data/pages/not-found.json with "path": "*".',
    });
  }
  for (const extra of catchAll.slice(1))
    found.push(at(extra, "/path", `another page already has the path "*"`, "Only one page can be the not-found page."));
  return found;
}

/** The fields a form message may name ({field.label}...), filled in by src/forms/field-rules.ts. */
const formMessageFields = ["label", "maxLength", "maxSizeMb", "types"];
/** The fields a pagination label may name ({page.number}...), filled in by src/content/listing-pages.ts and PageLinks.tsx. */
const pageLabelFields = ["number", "count", "title", "description"];
/**
 * The values the form service's answers may name, per answer ({wait}, {field.name}...), filled in by the form service
 * (src/server/forms/answers.ts, capacity.ts, read-body.ts, form-service.ts).
 */
const formServiceErrorTokens: Record<string, string[]> = {
  oneFilePerField: ["form.fileFields"],
  notAFileField: ["field.name"],
  tooManySubmissions: ["wait", "seconds"],
};
const serviceAnswerTokens = (role: FileRole, pointer: string): string[] => {
  const answer = /^\/labels\/formServiceErrors\/([^/]+)$/.exec(pointer)?.[1];
  return role.kind === "site" && answer && Object.hasOwn(formServiceErrorTokens, answer)
    ? formServiceErrorTokens[answer]
    : [];
};

/**
 * Every {token} in the file's text names something that exists: a company field with a text or number value (or one
 * worked out from them, src/validation/tokens.ts), {year}, or (on a detail page) a field of every item of the page's
 * collection.
 */
export function checkTokens({ parsed, role }: RoledFile, index: SiteIndex): Diagnostic[] {
  const found: Diagnostic[] = [];
  const data = parsed.value as Json;
  const detailCollection = role.kind === "page" && typeof data.collection === "string" ? data.collection : null;
  // A detail path without "collection" is reported by checkRouteShape; its {item.x} are not blamed again.
  const unboundDetail =
    role.kind === "page" && !detailCollection && typeof data.path === "string" && data.path.includes(":");
  for (const [pointer, text] of stringsIn(data)) {
    if (!text.includes("{")) continue;
    for (const token of tokensIn(text)) {
      const [scope, field, ...rest] = token.split(".");
      let problem: [string, string] | null = null;
      if (scope === "year" && field === undefined) continue;
      // Form messages name the field they are about (src/forms/field-rules.ts fills them in).
      if (
        scope === "field" &&
        role.kind === "site" &&
        pointer.startsWith("/labels/formMessages/") &&
        formMessageFields.includes(field) &&
        !rest.length
      )
        continue;
      // The form service's answers name what they are about (formServiceErrorTokens).
      if (serviceAnswerTokens(role, pointer).includes(token)) continue;
      // Pagination labels name the page they are about (src/content/listing-pages.ts fills them in).
      if (
        scope === "page" &&
        role.kind === "site" &&
        pointer.startsWith("/labels/pagination/") &&
        pageLabelFields.includes(field) &&
        !rest.length
      )
        continue;
      if (scope === "value" && role.kind === "item" && role.collection === "forms" && pointer === "/mail/subject") {
        // A form's e-mail subject names what the visitor typed (src/server/forms/mail/compose.ts fills it in).
        const names = Array.isArray(data.fields)
          ? (data.fields as Json[]).map((candidate) => String(candidate.name))
          : [];
        if (rest.length || !names.includes(field))
          problem = [
            `this form has no field "${field ?? ""}" for "{${token}}".${didYouMean(field ?? "", names).replace(/"(\w+)"\?$/, '"{value.$1}"?')}`.replace(
              /\.$/,
              "",
            ),
            `Fields of this form: ${names.map((name) => `{value.${name}}`).join(", ")}.`,
          ];
      } else if (scope === "company") {
        const company = index.company();
        if (!company) continue;
        const companyFields = [
          ...Object.keys(company).filter((key) => ["string", "number"].includes(typeof company[key])),
          ...derivedCompanyFields,
        ];
        if (rest.length || !companyFields.includes(field)) {
          problem = [
            `unknown placeholder "{${token}}".${didYouMean(field ?? "", companyFields).replace(/"(\w+)"\?$/, '"{company.$1}"?')}`.replace(
              /\.$/,
              "",
            ),
            `Company fields: ${companyFields.map((f) => `{company.${f}}`).join(", ")}.`,
          ];
        }
      } else if (scope === "item") {
        if (unboundDetail) continue;
        if (role.kind === "item")
          problem = [
            `"{${token}}" only works in the text of a detail page, not in a collection item`,
            "Write the text itself here.",
          ];
        else if (!detailCollection)
          problem = [
            `"{${token}}" only works on a detail page (a page with "collection")`,
            "Write the text itself here.",
          ];
        else {
          const items = index.validItems(detailCollection);
          const lacking = items.filter((item) => !["string", "number"].includes(typeof item[field]));
          if (lacking.length)
            problem = [
              `"{${token}}": ${lacking.length} of ${items.length} ${detailCollection} items have no text field "${field}" (e.g. "${String(lacking[0].id)}")`,
              `Text fields of an item: ${Object.keys(items[0] ?? {})
                .filter((key) => typeof items[0][key] === "string" && key !== "$schema")
                .join(", ")}.`,
            ];
        }
      } else if (role.kind === "site" && pointer.startsWith("/labels/formServiceErrors/")) {
        const named = serviceAnswerTokens(role, pointer).map((name) => `{${name}}`);
        problem = [
          `unknown placeholder "{${token}}"`,
          `Placeholders here: ${[...named, "{company.<field>}"].join(", ")} and {year}.`,
        ];
      } else {
        problem = [
          `unknown placeholder "{${token}}"`,
          "Placeholders are {company.<field>}, {year}, {item.<field>} on detail pages, and {value.<field>} in a form's mail subject.",
        ];
      }
      if (problem) found.push(at(parsed, pointer, ...problem));
    }
  }
  return found;
}
