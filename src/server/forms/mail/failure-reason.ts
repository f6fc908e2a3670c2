/**
 * Why an e-mail was not sent, as the inbox shows it beside the submission (in /admin and `npm run inbox`): a mail
 * server's answer as it gave it ("552 message too large"); a failure of this machine in plain words. A file error's
 * own message names the file's absolute path on the server ("ENOENT: no such file or directory, open
 * '/srv/site/.data/forms/files/...'"), which no answer shows: the log has it, with the whole error.
 */
export function failureReason(error: unknown): string {
  const { code, syscall, path, message } = (error ?? {}) as NodeJS.ErrnoException;
  if (syscall === undefined && path === undefined) return error instanceof Error ? error.message : String(error);
  // The mail library gives a file it could not read its own code (ESTREAM); the system's is the message's first word.
  const cause = /^(E[A-Z]+):/.exec(String(message))?.[1] ?? code ?? syscall;
  return cause === "ENOENT"
    ? "a file sent with the submission is no longer on the server (ENOENT)"
    : `a file sent with the submission could not be read (${cause})`;
}
