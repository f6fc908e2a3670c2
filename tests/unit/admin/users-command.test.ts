import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runUsers } from "../../../src/server/admin/accounts/users-command.ts";
import { commandOutput } from "../../command-output.ts";

const root = resolve(import.meta.dirname, "../../..");
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "users-command-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run users -- <args>` on a database of its own (DATA_DIR): its exit code and what it printed. */
const users = (...args: string[]) =>
  commandOutput((io) => runUsers(root, args, io), {
    DATA_DIR: dataDir,
    PORT: "4999",
    DATABASE_URL: undefined,
    PUBLIC_URL: undefined,
  });

describe("npm run users", () => {
  it("adds an account and prints the one-time link to choose its password, at this machine's address", async () => {
    const added = await users("add", "ada@nerivo.ng", "--role", "editor", "--inbox");
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^Added ada@nerivo\.ng as editor who reads the form submissions\. /);
    expect(added.out).toMatch(/http:\/\/localhost:4999\/admin\/welcome\?token=\S+/);
    expect((await users("list")).out).toMatch(
      /ada@nerivo\.ng\s+editor\s+has not chosen a password yet, reads the form submissions/,
    );
  });

  it("prints the record of who did what, newest first, as many entries as asked; refuses a count that is not one", async () => {
    expect((await users("log")).out).toBe("Nothing recorded yet.\n");
    await users("add", "ada@nerivo.ng", "--role", "editor");
    await users("disable", "ada@nerivo.ng");
    const log = (await users("log")).out.trim().split("\n");
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}- +account disabled \(npm run users\): ada@nerivo\.ng$/);
    expect(log[1]).toContain("account added (npm run users): ada@nerivo.ng as editor");
    expect((await users("log", "1")).out.trim().split("\n")).toEqual([log[0]]);
    for (const count of ["0", "many", "1.5"]) {
      const refused = await users("log", count);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/^How many entries of the record\? .* \[users-usage\]\n$/);
    }
  });

  it("lists no accounts in words that say how to add one", async () => {
    expect(await users("list")).toEqual({
      code: 0,
      out: "No accounts yet. Add one: npm run users -- add <e-mail> --role admin\n",
      err: "",
    });
  });

  it("refuses in one sentence, with exit code 1: no role, no address, the same address twice, an unknown command", async () => {
    expect(await users("add", "ada@nerivo.ng")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Give the account a role/),
    });
    expect(await users("add")).toMatchObject({ code: 1, err: expect.stringMatching(/^Which e-mail address\?/) });
    await users("add", "ada@nerivo.ng", "--role", "admin");
    const twice = await users("add", "ada@nerivo.ng", "--role", "admin");
    expect(twice.code).toBe(1);
    expect(twice.err.trim().split("\n")).toHaveLength(1);
    expect((await users("promote", "ada@nerivo.ng")).err).toMatch(/^Usage:/);
  });

  it("disables an account and resets it with a new link; the inbox is opened and closed to an editor", async () => {
    await users("add", "tunde@nerivo.ng", "--role", "editor");
    expect((await users("inbox", "tunde@nerivo.ng", "on")).out).toBe(
      "tunde@nerivo.ng now reads the form submissions in /admin (Inbox).\n",
    );
    expect((await users("inbox", "tunde@nerivo.ng", "off")).out).toContain("no longer reads");
    expect((await users("disable", "tunde@nerivo.ng")).out).toMatch(/^tunde@nerivo\.ng can no longer sign in/);
    expect((await users("list")).out).toMatch(/tunde@nerivo\.ng\s+editor\s+disabled/);
    const reset = await users("reset", "tunde@nerivo.ng");
    expect(reset.out).toMatch(/signed out everywhere[\s\S]+\/admin\/welcome\?token=\S+/);
  });
});
