import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import { Lexer, marked, type Token } from "marked";
import { renderMarkdown } from "../../../src/core/content/markdown.ts";

/**
 * The checks of the project's Markdown documents (README.md, docs/*.md), read as the site reads Markdown: with
 * marked's GFM lexer (src/core/validation/markdown-facts.ts) and rendered by src/core/content/markdown.ts.
 *
 * Anchors: the site's renderer gives headings no id (marked makes none, and the allow-list drops every id), so a
 * heading cannot be linked to by its words. A place a link may lead to says so with an explicit anchor before it,
 * `<a id="d1"></a>`, which GitHub and editors' previews keep. A target's anchors are the ids in its rendered HTML and
 * those explicit anchors.
 */

/** Something wrong in a document, at its line (counted from 1). */
export interface DocProblem {
  file: string;
  line: number;
  problem: string;
}

export const formatDocProblem = ({ file, line, problem }: DocProblem) => `${file}:${line}: ${problem}`;

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown);

/** The line an offset of a text is on, counted from 1. */
const lineAt = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split("\n").length;

/** An id or name given by an HTML tag written in the Markdown (`<a id="d1"></a>`). */
const idAttributes = /\s(?:id|name)\s*=\s*"([^"]*)"/g;
/** Where an HTML tag written in the Markdown leads (`<img src="...">`, `<a href="...">`). */
const urlAttributes = /\s(?:href|src)\s*=\s*"([^"]*)"/g;

/** Every id the document's rendered HTML has, and every explicit anchor written in it. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set([...renderMarkdown(markdown).matchAll(idAttributes)].map((match) => match[1]));
  marked.walkTokens(lex(markdown), (token) => {
    if (token.type === "html") for (const match of token.raw.matchAll(idAttributes)) anchors.add(match[1]);
  });
  return anchors;
}

interface Link {
  target: string;
  line: number;
}

/**
 * Every link, picture and HTML `href`/`src` of a document, with its line; not what is written in code (a code span,
 * a fenced block).
 */
function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  let from = 0;
  for (const block of lex(markdown)) {
    const start = markdown.indexOf(block.raw, from);
    const blockStart = start < 0 ? from : start;
    from = start < 0 ? from : start + block.raw.length;
    let cursor = blockStart;
    const at = (raw: string) => {
      const found = markdown.indexOf(raw, cursor);
      if (found >= 0) cursor = found;
      return lineAt(markdown, found >= 0 ? found : blockStart);
    };
    marked.walkTokens([block], (token: Token) => {
      if (token.type === "link" || token.type === "image") links.push({ target: token.href, line: at(token.raw) });
      else if (token.type === "html") {
        const line = at(token.raw);
        for (const match of token.raw.matchAll(urlAttributes)) links.push({ target: match[1], line });
      }
    });
  }
  return links;
}

const lines = (markdown: string) => markdown.split("\n");

/**
 * Lines of a table that do not start with `|`: a table runs from its header row to the next blank line, and a line
 * in it without its leading `|` (a long row wrapped onto the next line, say) is rendered as a row of its own.
 */
function unpipedTableRows(markdown: string): number[] {
  const all = lines(markdown);
  const found: number[] = [];
  let searchFrom = 0;
  marked.walkTokens(lex(markdown), (token) => {
    if (token.type !== "table") return;
    const header = token.raw.split("\n")[0].trim();
    let index = all.findIndex((line, at) => at >= searchFrom && line.trim() === header);
    if (index < 0) return;
    for (; index < all.length && all[index].trim() !== ""; index++)
      if (!all[index].trimStart().startsWith("|")) found.push(index + 1);
    searchFrom = index;
  });
  return found;
}

/** A link's scheme (`https:`, `mailto:`): it leads out of the repository and is not checked here. */
const leadsOut = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/**
 * What is wrong in the documents `files` (paths from `root`, such as "README.md" and "docs/running.md"): table rows
 * without their leading `|`, links to files that do not exist (or lie outside the repository), links to anchors their
 * target does not have.
 */
export function checkDocs(root: string, files: string[]): DocProblem[] {
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(join(root, file), "utf8"));
    return texts.get(file)!;
  };
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    if (!anchors.has(file)) anchors.set(file, anchorsOf(textOf(file)));
    return anchors.get(file)!;
  };
  const problems: DocProblem[] = [];
  for (const file of files) {
    const markdown = textOf(file);
    for (const line of unpipedTableRows(markdown))
      problems.push({
        file,
        line,
        problem:
          "this line is inside a table but does not start with `|`: start it with `|` (a table row is one line), or leave a blank line after the table.",
      });
    for (const { target, line } of linksOf(markdown)) {
      if (leadsOut(target) || target === "") continue;
      const hash = target.indexOf("#");
      const path = decodeURI(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? "" : decodeURIComponent(target.slice(hash + 1));
      const targetFile =
        path === "" ? file : normalize(path.startsWith("/") ? path.slice(1) : join(dirname(file), path));
      if (isAbsolute(targetFile) || targetFile === ".." || targetFile.startsWith(`..${sep}`)) {
        problems.push({ file, line, problem: `"${target}" leads outside the repository: link to a file in it.` });
        continue;
      }
      if (!existsSync(join(root, targetFile))) {
        problems.push({ file, line, problem: `"${target}" leads to ${targetFile}, which does not exist.` });
        continue;
      }
      if (!anchor || !targetFile.endsWith(".md")) continue;
      if (!anchorsIn(targetFile).has(anchor))
        problems.push({
          file,
          line,
          problem: `"${target}" leads to the anchor "${anchor}", which ${targetFile === file ? "this file" : targetFile} does not have: put \`<a id="${anchor}"></a>\` where it should lead, or link to an anchor it has.`,
        });
    }
  }
  return problems;
}
