/**
 * docs/errors.md, written from the error catalogue (src/core/validation/errors.ts) by `npm run gen:errors`
 * (scripts/gen-error-docs.ts); `npm run check:errors` fails when the committed file is not what this writes.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { errorCodes, errorEntry, hintFromSchema, problem, reporters, type ErrorCode } from "./errors.ts";
import { listFiles } from "./list-files.ts";

export const errorDocsFile = "docs/errors.md";

/** The files of a code's reporter that report it (that name it in quotes), relative to the project. */
export function whereReported(projectRoot: string, code: ErrorCode): string[] {
  return reporters[errorEntry(code).reporter].files
    .flatMap((path) => {
      const full = join(projectRoot, path);
      if (!existsSync(full)) return [];
      return statSync(full).isDirectory()
        ? listFiles(full, ".ts")
            .map((file) => relative(projectRoot, file).split(sep).join("/"))
            .sort()
        : [path];
    })
    .filter((path) => readFileSync(join(projectRoot, path), "utf8").includes(`"${code}"`));
}

/**
 * A heading's anchor, as GitHub would make it; written as an explicit `<a id>` before the heading, since the site's
 * Markdown renderer, with which tests/unit/docs/docs-render.test.ts checks every link of docs/, gives headings none.
 */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");

/** A part of docs/errors.md after the site-data problems (the server's: src/core/errors/server-error-docs.ts), and its title. */
export interface MoreErrorDocs {
  title: string;
  anchor: string;
  /** Who meets these, for the line that points to it from the top. */
  who: string;
  text: string;
}

/** The text of docs/errors.md: the site-data problems, then `more` (the server's problems), each pointed to at the top. */
export function errorDocs(projectRoot: string, more: MoreErrorDocs[] = []): string {
  const count = (severity: string) => errorCodes.filter((code) => errorEntry(code).severity === severity).length;
  const lines = [
    "<!-- Generated from src/core/validation/errors.ts by `npm run gen:errors`: do not edit by hand. -->",
    "<!-- `npm run check:errors` (part of `npm test`) fails when this file is stale. -->",
    "",
    "# Problems in site data",
    "",
    "Every problem `npm run validate`, the build, `npm run dev` and the site editor find in site data has a code, printed",
    "after where it is:",
    "",
    "```text",
    'site-data/pages/home.json:9:15  error [unknown-block-type]  /sections/0/type  unknown block type "heroo". Did you mean "hero"?',
    "    hint: Block types: hero, featureGrid, serviceGrid, ...",
    "```",
    "",
    "An **error** stops the build (and a save in the site editor) until it is fixed; a **warning** is printed and the",
    "site builds. Look a code up below: what it means, an example, and what to do. A code never changes and is never",
    "given to another problem; the words of a message may improve.",
    "",
    `${errorCodes.length} codes: ${count("error")} errors, ${count("warning")} warnings.`,
    "",
    "Adding a problem (for developers): see the comment at the top of `src/core/validation/errors.ts`.",
    "",
    ...more.flatMap(({ title, anchor, who }) => [`${who}: [${title}](#${anchor}).`, ""]),
    "## Contents",
    "",
  ];
  const groups = Object.entries(reporters)
    .map(([name, reporter]) => ({
      reporter,
      codes: errorCodes.filter((code) => errorEntry(code).reporter === name),
    }))
    .filter((group) => group.codes.length);
  for (const { reporter, codes } of groups)
    lines.push(
      `- [${reporter.title}](#${anchorOf(reporter.title)}): ${codes.map((code) => `[\`${code}\`](#${code})`).join(", ")}`,
    );
  for (const { reporter, codes } of groups) {
    lines.push("", `<a id="${anchorOf(reporter.title)}"></a>`, "", `## ${reporter.title}`, "", reporter.about);
    for (const code of codes) {
      const entry = errorEntry(code);
      const example = problem(code, entry.example as never);
      const where = whereReported(projectRoot, code).map((file) => `\`${file}\``);
      lines.push(
        "",
        `<a id="${code}"></a>`,
        "",
        `### ${code}`,
        "",
        `**${entry.title}.** ${entry.severity === "error" ? "An error" : "A warning"}, reported by ${where.length ? where.join(" and ") : reporter.files.map((file) => `\`${file}\``).join(" or ")}.`,
        "",
        "```text",
        example.message,
        ...(example.hint ? [`    hint: ${example.hint}`] : []),
        "```",
      );
      if (entry.hint === hintFromSchema)
        lines.push("", "The hint is the field's description in its schema (schemas/), when it has one.");
    }
  }
  for (const { text } of more) lines.push("", text.trimEnd());
  return `${lines.join("\n")}\n`;
}

/**
 * Why docs/errors.md is stale, in one sentence with the fix, or null when it is what the catalogues make (`expected`:
 * the whole text, the server's part included; the site-data part alone by default).
 */
export function staleErrorDocsProblem(projectRoot: string, expected = errorDocs(projectRoot)): string | null {
  const path = join(projectRoot, errorDocsFile);
  const committed = existsSync(path) ? readFileSync(path, "utf8") : null;
  if (committed === expected) return null;
  return `${errorDocsFile} is stale: an error catalogue (src/core/validation/errors.ts, src/core/errors/server-errors.ts) or where its codes are reported changed since it was generated. Run \`npm run gen:errors\` and commit the result.`;
}
