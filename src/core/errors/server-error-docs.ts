/**
 * The server's part of docs/errors.md, written from src/core/errors/server-errors.ts after the site-data problems
 * (src/core/validation/error-docs.ts) by `npm run gen:errors`; `npm run check:errors` fails when the committed file is not
 * what these write.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { anchorOf, errorDocs, staleErrorDocsProblem } from "../validation/error-docs.ts";
import {
  serverAreas,
  serverErrorCodes,
  serverErrorEntry,
  serverProblem,
  type Audience,
  type ServerErrorCode,
} from "./server-errors.ts";

/** The files of a code's area that report it (that name it in quotes), relative to the project. */
export function whereServerReported(projectRoot: string, code: ServerErrorCode): string[] {
  return serverAreas[serverErrorEntry(code).area].files.filter((path) => {
    const full = join(projectRoot, path);
    return existsSync(full) && readFileSync(full, "utf8").includes(`"${code}"`);
  });
}

const audiences: Record<Audience, string> = {
  operator: "For whoever runs the server (its log, or the command's output)",
  person: "For the person in /admin or the editor (and the server's log when it is the server's fault)",
  visitor: "For a visitor who sent a form (in site.json's words), and the server's log",
};

/** Where the server's part starts: the anchor the top of docs/errors.md links to. */
export const serverDocsAnchor = "problems-the-server-reports";
const title = "Problems the server reports";

/** The server's part of docs/errors.md. */
export function serverErrorDocs(projectRoot: string): string {
  const count = (audience: Audience) =>
    serverErrorCodes.filter((code) => serverErrorEntry(code).for === audience).length;
  const lines = [
    `<a id="${serverDocsAnchor}"></a>`,
    "",
    `# ${title}`,
    "",
    "What the running site (`npm start`), /admin (accounts, publishing, uploads), the form service, the site editor and",
    "the commands beside them (`npm run users`, `npm run inbox`) report has a code of its own too. The server's log",
    "says it first:",
    "",
    "```text",
    serverProblem("publish-git-failed", serverErrorEntry("publish-git-failed").example as never).line,
    "```",
    "",
    "A command says it after its sentence (`... [account-not-found]`); an answer of the editing API has it as `code`",
    "beside its words (`error`). A code never changes and is never given to another problem, here or above.",
    "",
    `${serverErrorCodes.length} codes: ${count("operator")} for whoever runs the server, ${count("person")} for the person in /admin or the editor, ${count("visitor")} for a visitor who sent a form.`,
    "",
    "Adding a problem (for developers): see the comment at the top of `src/core/errors/server-errors.ts`.",
    "",
    "## Contents of this part",
    "",
  ];
  const groups = Object.entries(serverAreas)
    .map(([name, area]) => ({ area, codes: serverErrorCodes.filter((code) => serverErrorEntry(code).area === name) }))
    .filter((group) => group.codes.length);
  for (const { area, codes } of groups)
    lines.push(
      `- [${area.title}](#${anchorOf(area.title)}): ${codes.map((code) => `[\`${code}\`](#${code})`).join(", ")}`,
    );
  for (const { area, codes } of groups) {
    lines.push("", `<a id="${anchorOf(area.title)}"></a>`, "", `## ${area.title}`, "", area.about);
    for (const code of codes) {
      const entry = serverErrorEntry(code);
      const example = serverProblem(code, entry.example as never);
      const where = whereServerReported(projectRoot, code).map((file) => `\`${file}\``);
      const answered = entry.status ? ` Answered with HTTP ${entry.status}.` : "";
      lines.push(
        "",
        `<a id="${code}"></a>`,
        "",
        `### ${code}`,
        "",
        `**${entry.title}.** ${audiences[entry.for]}; reported by ${where.length ? where.join(" and ") : area.files.map((file) => `\`${file}\``).join(" or ")}.${answered}`,
        "",
        "```text",
        example.line,
        ...(example.hint ? [`    hint: ${example.hint}`] : []),
        "```",
      );
      if (entry.tells) lines.push("", `Told instead: ${entry.tells}.`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The whole of docs/errors.md: the site-data problems, then the server's. */
export const allErrorDocs = (projectRoot: string) =>
  errorDocs(projectRoot, [
    {
      title,
      anchor: serverDocsAnchor,
      who: "What the server, /admin, the form service and the editing API report",
      text: serverErrorDocs(projectRoot),
    },
  ]);

/** Why docs/errors.md is stale, or null when it is what both catalogues make. */
export const staleAllErrorDocsProblem = (projectRoot: string) =>
  staleErrorDocsProblem(projectRoot, allErrorDocs(projectRoot));
