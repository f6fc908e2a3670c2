import type { CommandIo } from "../src/server/command-io.ts";

/**
 * Runs a command of the running site's (src/server/command-io.ts) in this process, with `env` over this process's
 * environment: its exit code and what it printed.
 */
export async function commandOutput(
  command: (io: CommandIo) => Promise<number>,
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await command({
    out: (text) => (out += text),
    err: (text) => (err += text),
    env: { ...process.env, ...env },
  });
  return { code, out, err };
}
