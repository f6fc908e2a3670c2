/**
 * The server's error catalogue (src/core/errors/server-errors.ts), as tests/unit/validation/error-catalogue.test.ts checks site
 * data's: each code is its own (in both catalogues, which share docs/errors.md), permanent, reported in a file of its
 * area, documented with its example, and a ServerError says it first in the log.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allErrorDocs,
  staleAllErrorDocsProblem,
  whereServerReported,
} from "../../../src/core/errors/server-error-docs.ts";
import {
  isServerError,
  logText,
  retiredServerCodes,
  serverAreas,
  serverErrorCodes,
  serverErrorEntry,
  serverProblem,
  ServerError,
} from "../../../src/core/errors/server-errors.ts";
import { errorCodes, retiredCodes } from "../../../src/core/validation/errors.ts";
import { DiskFull, SaveInProgress } from "../../../src/server/editing/site-transaction.ts";
import { ShortWrite } from "../../../src/pipeline/disk.ts";

const root = resolve(import.meta.dirname, "../../..");

describe("the server's error catalogue", () => {
  it("gives each problem a code of its own, in kebab-case, that no retired problem had, in either catalogue", () => {
    expect(new Set(serverErrorCodes).size).toBe(serverErrorCodes.length);
    for (const code of serverErrorCodes) expect(code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(new Set(retiredServerCodes).size).toBe(retiredServerCodes.length);
    // One page lists both, and a code names one problem there: none of site data's, current or retired, is reused.
    const taken = new Set<string>([...errorCodes, ...retiredCodes, ...retiredServerCodes]);
    expect(serverErrorCodes.filter((code) => taken.has(code))).toEqual([]);
  });

  it("gives each a title of its own, and a message and hint for its example with every argument filled in", () => {
    const titles = serverErrorCodes.map((code) => serverErrorEntry(code).title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const code of serverErrorCodes) {
      const example = serverProblem(code, serverErrorEntry(code).example as never);
      expect(example.code).toBe(code);
      expect(example.line).toBe(`[${code}] ${example.message}`);
      expect(example.message, code).not.toMatch(/undefined|\[object Object\]|^\s*$/);
      expect(example.hint ?? "", code).not.toMatch(/undefined|\[object Object\]/);
    }
  });

  it("answers a request only with the status of a failure or a refusal, and says who each is for", () => {
    for (const code of serverErrorCodes) {
      const { status, for: audience } = serverErrorEntry(code);
      if (status !== undefined) expect([status >= 400, status < 600], code).toEqual([true, true]);
      expect(["operator", "person", "visitor"], code).toContain(audience);
    }
  });

  it("has each area's files, and each code reported in a file of its area (named there in quotes)", () => {
    for (const area of Object.values(serverAreas))
      for (const file of area.files) expect(existsSync(join(root, file)), file).toBe(true);
    expect(serverErrorCodes.filter((code) => whereServerReported(root, code).length === 0)).toEqual([]);
  });

  it("is documented in docs/errors.md after site data's problems, each code with its anchor, none twice", () => {
    expect(staleAllErrorDocsProblem(root)).toBeNull();
    const docs = readFileSync(join(root, "docs/errors.md"), "utf8");
    const anchors = [...docs.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id]) => id);
    expect(anchors.length - new Set(anchors).size).toBe(0);
    for (const code of [...errorCodes, ...serverErrorCodes]) expect(anchors, code).toContain(code);
    // The site data part first, as editors read it; the server's after, pointed to from the top.
    expect(docs.indexOf("# Problems in site data")).toBeLessThan(docs.indexOf("# Problems the server reports"));
    expect(docs).toContain("[Problems the server reports](#problems-the-server-reports)");
    expect(allErrorDocs(root)).toBe(docs);
  });
});

describe("a ServerError", () => {
  it("carries its code, its arguments, its hint and its answer's status, and its message is the catalogue's", () => {
    const error = new ServerError("publish-git-failed", { command: "commit", said: "fatal: index.lock exists" });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("publish-git-failed");
    expect(error.params).toEqual({ command: "commit", said: "fatal: index.lock exists" });
    expect(error.message).toBe("git commit failed: fatal: index.lock exists");
    expect(error.hint).toContain("git status");
    expect(error.status).toBe(500);
    expect(new ServerError("changed-on-disk").status).toBe(409);
    expect(isServerError(error, "publish-git-failed")).toBe(true);
    expect(isServerError(error, "disk-full")).toBe(false);
  });

  it("is said in the log with its code first, its hint, and the line of what caused it", () => {
    const cause = new ServerError("git-repository-unreadable", { gitDir: "/srv/site/.git", said: "fatal: not a git" });
    const error = new ServerError("not-published", { said: cause.message }, { cause });
    const text = logText(error);
    expect(text.split("\n")[0]).toBe(`[not-published] Not published: ${cause.message}`);
    expect(text).toContain("    hint: ");
    expect(text).toContain("    cause: [git-repository-unreadable] /srv/site/.git is there but git cannot read it");
    // An error nobody gave a code to is printed whole, with its stack.
    expect(logText(new TypeError("x is undefined"))).toMatch(/^TypeError: x is undefined\n\s+at /);
  });

  it("names a family of codes for instanceof: a short write is a full disk, said in the editor's words", () => {
    const short = new ShortWrite("/srv/site/.publish/journal.json", 10, 20);
    expect(short).toBeInstanceOf(DiskFull);
    expect(short.code).toBe("disk-full");
    expect(short.params.said).toBe("only 10 of 20 bytes could be written to /srv/site/.publish/journal.json");
    expect(short.status).toBe(507);
    expect(new SaveInProgress({ pid: 4242 }).message).toBe("a save by process 4242 is still being made");
  });
});
