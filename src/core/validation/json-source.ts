import {
  evaluate,
  parse,
  type AnyNode,
  type DocumentNode,
  type ElementNode,
  type MemberNode,
} from "@humanwhocodes/momoa";
import type { Diagnostic } from "./diagnostic.ts";
import { problem, type ErrorArgs, type ErrorCode, type Problem, type ProblemArgs } from "./errors.ts";
import { escapePointerSegment, unescapePointerSegment } from "./json-pointer.ts";

/** A site-data file as read from disk. */
export interface SourceFile {
  /** Path relative to the project, with forward slashes. */
  file: string;
  text: string;
}

/** A site-data file parsed, keeping its syntax tree so any JSON pointer can be mapped back to a line and column. */
export interface ParsedFile extends SourceFile {
  ast: DocumentNode;
  value: unknown;
}

const valueTokens = new Set(["String", "Number", "Boolean", "Null", "LBrace", "LBracket"]);
const closers: Record<string, string> = { RBrace: "}", RBracket: "]", Comma: ",", Colon: ":" };

/** What the parser met where the JSON went wrong. */
function syntaxProblem(token: string | undefined): ErrorArgs<"malformed-json"> {
  if (token === "EOF") return { found: "end" };
  if (token && valueTokens.has(token)) return { found: "value" };
  if (token && closers[token]) return { found: "closer", closer: closers[token] };
  return { found: "character" };
}

function syntaxDiagnostic(file: string, error: { message: string; line?: number; column?: number }): Diagnostic {
  return {
    file,
    line: error.line ?? 1,
    column: error.column ?? 1,
    pointer: "",
    ...problem(
      "malformed-json",
      syntaxProblem(/end of input/i.test(error.message) ? "EOF" : /Unexpected token (\w+)/.exec(error.message)?.[1]),
    ),
  };
}

/** Object keys that appear twice: JSON parsers silently keep the last one, so the first edit is lost. */
function duplicateKeys(file: string, node: AnyNode, pointer: string, found: Diagnostic[]): void {
  if (node.type === "Document") {
    duplicateKeys(file, node.body, pointer, found);
    return;
  }
  if (node.type === "Array")
    node.elements.forEach((element, i) => void duplicateKeys(file, element.value, `${pointer}/${i}`, found));
  if (node.type !== "Object") return;
  const seen = new Set<string>();
  for (const member of node.members) {
    const key = member.name.type === "String" ? member.name.value : member.name.name;
    const childPointer = `${pointer}/${escapePointerSegment(key)}`;
    if (seen.has(key)) {
      found.push({
        file,
        line: member.name.loc.start.line,
        column: member.name.loc.start.column,
        pointer: childPointer,
        ...problem("duplicate-key", { key }),
      });
    }
    seen.add(key);
    duplicateKeys(file, member.value, childPointer, found);
  }
}

export function parseSourceFile(
  source: SourceFile,
): { parsed: ParsedFile; diagnostics: Diagnostic[] } | { parsed: null; diagnostics: Diagnostic[] } {
  let ast: DocumentNode;
  try {
    ast = parse(source.text, { mode: "json" });
  } catch (error) {
    return {
      parsed: null,
      diagnostics: [syntaxDiagnostic(source.file, error as { message: string; line?: number; column?: number })],
    };
  }
  const diagnostics: Diagnostic[] = [];
  duplicateKeys(source.file, ast, "", diagnostics);
  return { parsed: { ...source, ast, value: evaluate(ast) }, diagnostics };
}

/**
 * The line and column of the value at `pointer`, or of its key when `at` is "key".
 * A pointer that goes past the tree (a missing field) stops at the deepest value that exists.
 */
export function locate(
  ast: DocumentNode,
  pointer: string,
  at: "value" | "key" = "value",
): { line: number; column: number } {
  let node: AnyNode = ast.body;
  let keyNode: AnyNode | undefined;
  const segments = pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointerSegment);
  for (const segment of segments) {
    if (node.type === "Object") {
      const member: MemberNode | undefined = node.members.find(
        (m) => (m.name.type === "String" ? m.name.value : m.name.name) === segment,
      );
      if (!member) break;
      keyNode = member.name;
      node = member.value;
    } else if (node.type === "Array") {
      const element: ElementNode | undefined = node.elements[Number(segment)];
      if (!element) break;
      keyNode = undefined;
      node = element.value;
    } else {
      break;
    }
  }
  const target = at === "key" && keyNode ? keyNode : node;
  return { line: target.loc.start.line, column: target.loc.start.column };
}

/**
 * The problem of `code` at the value `pointer` reaches in a parsed file, with its line and column: how every check of
 * one file reports what it finds.
 */
export function diagnosticAt<C extends ErrorCode>(
  file: ParsedFile,
  pointer: string,
  code: C,
  ...args: ProblemArgs<C>
): Diagnostic {
  return problemAt(file, pointer, problem(code, ...args));
}

/** A problem already in words, at the value `pointer` reaches in a parsed file. */
export function problemAt(file: ParsedFile, pointer: string, found: Problem): Diagnostic {
  return { file: file.file, ...locate(file.ast, pointer), pointer, ...found };
}
