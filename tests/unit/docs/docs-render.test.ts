/**
 * README.md and every docs/*.md, rendered with the site's own Markdown renderer (src/core/content/markdown.ts) and checked:
 * no table row without its leading `|`, no link to a file that is not there, no link to an anchor its target does not
 * have (tests/unit/docs/check-docs.ts says how anchors are made). And the checker itself, on documents written wrong.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../src/core/content/markdown.ts";
import { anchorsOf, checkDocs, formatDocProblem } from "./check-docs.ts";

const root = resolve(import.meta.dirname, "../../..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `docs/${file}`),
];

describe("the project's documents", () => {
  it.each(documents)("%s renders", (file) => {
    expect(renderMarkdown(readFileSync(join(root, file), "utf8"))).not.toBe("");
  });

  it("have whole table rows, links to files that exist and anchors their targets have", () => {
    expect(checkDocs(root, documents).map(formatDocProblem)).toEqual([]);
  });

  it("give every decision an anchor of its number, d1, d2, ...", () => {
    const decisions = readFileSync(join(root, "docs/decisions.md"), "utf8");
    const numbers = [...decisions.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const anchors = anchorsOf(decisions);
    for (const number of numbers) expect(anchors, `docs/decisions.md: d${number}`).toContain(`d${number}`);
  });

  it("are what code comments cite, not files outside the repository", () => {
    const citingOutside: string[] = [];
    const cited = new Map<string, string>();
    const visit = (folder: string) => {
      for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
        const path = `${folder}/${entry.name}`;
        if (path === "tests/unit/docs") continue;
        if (entry.isDirectory()) visit(path);
        else if (/\.(ts|tsx|json|css)$/.test(entry.name)) {
          const text = readFileSync(join(root, path), "utf8");
          if (/\b(DECISIONS|SPEC|TOOLCHAIN|STYLE)\.md\b|\.\.\/shared\//.test(text)) citingOutside.push(path);
          for (const match of text.matchAll(/docs\/decisions\.md#([\w-]+)/g)) cited.set(match[1], path);
        }
      }
    };
    for (const folder of ["src", "scripts", "tests", "schemas"]) visit(folder);
    expect(citingOutside, "cite a file outside the repository: cite docs/decisions.md#d<number>").toEqual([]);
    const anchors = anchorsOf(readFileSync(join(root, "docs/decisions.md"), "utf8"));
    const unknown = [...cited].filter(([anchor]) => !anchors.has(anchor));
    expect(unknown.map(([anchor, path]) => `${path}: docs/decisions.md#${anchor}`)).toEqual([]);
  });
});

describe("the documents' checker", () => {
  const folder = mkdtempSync(join(tmpdir(), "docs-check-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  };

  write(
    "docs/target.md",
    ["# Target", "", '<a id="d1"></a>', "", "## 1. A decision", "", "## A heading without an anchor", ""].join("\n"),
  );
  write("docs/picture.jpg", "");

  it("finds a table row without its leading |, at its line", () => {
    write(
      "README.md",
      [
        "# Read me",
        "",
        "| command | what it does |",
        "|---|---|",
        "| `npm start` | the site, its forms and its admin, and a long sentence",
        "that was wrapped onto the next line |",
        "| `npm test` | the whole suite |",
        "",
        "A paragraph | with a pipe is no table.",
        "",
      ].join("\n"),
    );
    expect(checkDocs(folder, ["README.md"]).map(formatDocProblem)).toEqual([
      "README.md:6: this line is inside a table but does not start with `|`: start it with `|` (a table row is one line), or leave a blank line after the table.",
    ]);
  });

  it("finds links to files that do not exist or lie outside the repository, pictures and HTML included", () => {
    write(
      "README.md",
      [
        "# Read me",
        "",
        "See [running it](docs/running.md) and [the target](docs/target.md).",
        "",
        "![A picture](docs/picture.jpg) ![Another](docs/screenshots/none.jpg)",
        "",
        '<img src="docs/missing.png" alt="">',
        "",
        "[Notes](../shared/NOTES.md), [a site](https://example.com), `[in code](nowhere.md)`.",
        "",
        "```",
        "[in a block](nowhere.md)",
        "```",
        "",
      ].join("\n"),
    );
    expect(checkDocs(folder, ["README.md"]).map(formatDocProblem)).toEqual([
      'README.md:3: "docs/running.md" leads to docs/running.md, which does not exist.',
      'README.md:5: "docs/screenshots/none.jpg" leads to docs/screenshots/none.jpg, which does not exist.',
      'README.md:7: "docs/missing.png" leads to docs/missing.png, which does not exist.',
      'README.md:9: "../shared/NOTES.md" leads outside the repository: link to a file in it.',
    ]);
  });

  it("finds links to anchors their target does not have, in another file and in the same one", () => {
    write(
      "docs/other.md",
      [
        "# Other",
        "",
        "[Decision 1](target.md#d1), [decision 2](target.md#d2), [by its words](target.md#1-a-decision).",
        "",
        '<a id="here"></a>',
        "",
        "- [Here](#here) and [there](#there), [a file](../README.md)",
        "",
      ].join("\n"),
    );
    expect(checkDocs(folder, ["docs/other.md"]).map(formatDocProblem)).toEqual([
      'docs/other.md:3: "target.md#d2" leads to the anchor "d2", which docs/target.md does not have: put `<a id="d2"></a>` where it should lead, or link to an anchor it has.',
      'docs/other.md:3: "target.md#1-a-decision" leads to the anchor "1-a-decision", which docs/target.md does not have: put `<a id="1-a-decision"></a>` where it should lead, or link to an anchor it has.',
      'docs/other.md:7: "#there" leads to the anchor "there", which this file does not have: put `<a id="there"></a>` where it should lead, or link to an anchor it has.',
    ]);
  });

  it("knows the anchors a document has: its explicit ones, since the site's renderer gives headings none", () => {
    expect([...anchorsOf(readFileSync(join(folder, "docs/target.md"), "utf8"))]).toEqual(["d1"]);
    expect(renderMarkdown("## A heading")).toBe("<h2>A heading</h2>");
  });
});
