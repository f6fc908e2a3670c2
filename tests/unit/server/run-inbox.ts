import { resolve } from "node:path";
import { runInbox } from "../../../src/server/forms/inbox/inbox-command.ts";
import { commandOutput } from "../../command-output.ts";

const root = resolve(import.meta.dirname, "../../..");

/** `npm run inbox -- <args>` on this project, in this process, with `env` over its environment. */
export const inboxOutput = (args: string[], env: Record<string, string>) =>
  commandOutput((io) => runInbox(root, args, io), env);
