import { resolve } from "node:path";
import { runInbox } from "../../../src/server/forms/inbox/inbox-command.ts";

const root = resolve(import.meta.dirname, "../../..");

/**
 * `npm run inbox -- <args>` as it runs (src/server/forms/inbox/inbox-command.ts), in this process, with `env` over this
 * process's environment: its exit code and what it printed.
 */
export async function inboxOutput(args: string[], env: Record<string, string>) {
  let out = "";
  let err = "";
  const code = await runInbox(root, args, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    env: { ...process.env, ...env },
  });
  return { code, out, err };
}
