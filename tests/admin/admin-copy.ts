import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runUsers } from "../../src/server/admin/accounts/users-command.ts";
import { commandOutput } from "../command-output.ts";

/**
 * The admin's browser tests run the built site, as `npm start` serves it, on a copy of the project
 * (tests/admin/admin-test.ts): the accounts they make and what they save stay in the copy. Each Playwright worker has
 * a copy and a server of its own (its lane, TEST_PARALLEL_INDEX), on a port of its own.
 */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const adminPort = Number(process.env.ADMIN_E2E_PORT ?? 4321) + lane;
export const projectRoot = resolve(import.meta.dirname, "../..");
export const copyRoot = join(tmpdir(), `site-admin-e2e-${adminPort}`);
export const origin = `http://localhost:${adminPort}`;

/**
 * `npm run users -- <args>` on the copy, as whoever runs the server types it (src/server/admin/accounts/users-command.ts, in
 * this process, on the copy's database beside its running server); what it printed.
 */
export async function users(...args: string[]): Promise<string> {
  const { code, out, err } = await commandOutput((io) => runUsers(copyRoot, args, io), { PORT: String(adminPort) });
  if (code !== 0) throw new Error(`npm run users -- ${args.join(" ")} failed (${code}): ${err}`);
  return out;
}

/** The one-time link `npm run users -- add` or `reset` printed. */
export function linkIn(printed: string): string {
  const link = /http:\/\/\S+\/admin\/welcome\?token=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`No link in: ${printed}`);
  return link;
}

/**
 * By default an editor's publish needs an approval first (review-before-publish.spec.ts tests that default, and puts this
 * back when done): the specs of everything else an editor does publish directly, as the site's settings allow.
 */
export function letEditorsPublish(root: string, needApproval = false): void {
  const file = join(root, "site-data/site.json");
  const settings = JSON.parse(readFileSync(file, "utf8"));
  if (needApproval) delete settings.editing?.publishNeedsApproval;
  else settings.editing = { ...settings.editing, publishNeedsApproval: { editor: false, admin: false } };
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  execFileSync(
    "git",
    [
      "-c",
      "user.name=Test setup",
      "-c",
      "user.email=setup@localhost",
      "commit",
      "--quiet",
      "-am",
      "Test setup: approvals",
    ],
    { cwd: root, stdio: "ignore" },
  );
}
