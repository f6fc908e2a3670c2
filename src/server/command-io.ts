/**
 * What a command of the running site's (`npm run inbox`, `npm run users`) writes to and reads, passed in: the
 * terminal's from scripts/, a test's own in tests.
 */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  /** DATA_DIR, DATABASE_URL, FORM_DATA_DIR, PUBLIC_URL, PORT, ... */
  env: Record<string, string | undefined>;
}

/** The terminal: what the command prints goes to standard output and error; its environment is this process's. */
export const terminalIo: CommandIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
};
