/**
 * The studio (/admin) shows each field's schema "description" beside the field, and a "title" made of words as its
 * label, to the people who run the site: a marketing manager, an HR officer. They never see a file, a path, JSON or a
 * command, so the help they read never names one. What a developer needs beside it goes in a "$comment", which the
 * studio never shows (and "examples", "default", "const" and "enum" are values, not help: they are not read here).
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../../src/core/validation/list-files.ts";

const schemasDir = join(import.meta.dirname, "../../../schemas");

/** What an editor must never read in help, each with the reason a finding gives. */
const programmerWords: { pattern: RegExp; what: string }[] = [
  { pattern: /site-data\//, what: "a folder of site data" },
  { pattern: /\.json\b/i, what: "a file name" },
  { pattern: /\bnpm /, what: "a command" },
  { pattern: /\/:[A-Za-z]/, what: "a route pattern" },
  { pattern: /\{[A-Za-z]+(\.[A-Za-z.<>*]+)?\}/, what: "a placeholder token" },
  { pattern: /\{"|": /, what: "JSON syntax" },
  { pattern: /\b(JSON|schemas?|arrays?|booleans?)\b/i, what: "a programmer's word" },
];

/** Keys whose values are data, not schemas: their "description" and "title" are content, not help. */
const valueKeys = new Set(["examples", "default", "const", "enum", "$comment"]);

interface Finding {
  file: string;
  pointer: string;
  text: string;
  what: string;
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function findingsIn(file: string, node: unknown, pointer: string, found: Finding[]): void {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) findingsIn(file, child, `${pointer}/${index}`, found);
    return;
  }
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (valueKeys.has(key)) continue;
    if ((key === "description" || key === "title") && typeof value === "string") {
      for (const { pattern, what } of programmerWords) {
        const match = pattern.exec(value);
        if (match) found.push({ file, pointer: at, text: value, what: `${what} (${JSON.stringify(match[0])})` });
      }
      continue;
    }
    // "properties" maps field names to schemas: a field may be called "description" or "title".
    findingsIn(file, value, at, found);
  }
}

function editorHelpFindings(dir = schemasDir): Finding[] {
  const found: Finding[] = [];
  for (const path of listFiles(dir, ".schema.json")) {
    const file = `schemas/${relative(dir, path).split(sep).join("/")}`;
    findingsIn(file, JSON.parse(readFileSync(path, "utf8")), "", found);
  }
  return found;
}

describe("the help the studio shows beside each field", () => {
  it("names no file, path, route, placeholder token, JSON or command", () => {
    const findings = editorHelpFindings().map(
      ({ file, pointer, what, text }) => `${file}#${pointer}: ${what} in ${JSON.stringify(text)}`,
    );
    expect(findings, `${findings.length} help texts speak to programmers:\n${findings.join("\n")}`).toEqual([]);
  });

  it.each([
    "The author, by id (site-data/collections/authors/{id}.json).",
    'Leave it empty only for a decorative image, and then set "decorative": true.',
    'The main button, e.g. {"label": "Get Started", "href": "/contact"}.',
    "Any text may use {company.name}.",
    "The copyright line. {year} becomes the current year.",
    'A detail page ends in a parameter, e.g. "/blog/:postId".',
    "`npm start` runs a local form service.",
    "An array of strings, stored as JSON as the schema says.",
  ])("finds what the studio's users found: %s", (text) => {
    const found: Finding[] = [];
    findingsIn("x", { description: text }, "", found);
    expect(found).not.toEqual([]);
  });

  it("reads a field's help, not its example or a field named description", () => {
    const found: Finding[] = [];
    findingsIn(
      "x",
      {
        properties: {
          description: { type: "string", description: "One line under the title." },
          href: { description: 'Where it goes, e.g. {"href": "/contact"}', $comment: "site-data/x.json" },
        },
        examples: [{ description: "Stored as JSON in site-data/pages/home.json" }],
      },
      "",
      found,
    );
    expect(found.map(({ pointer }) => pointer)).toEqual(["/properties/href/description"]);
  });
});
