import { join } from "node:path";
import { escapeUnsafe, escapeUnsafeKeepingLines } from "../printable.ts";
import type { MailFailure } from "../mail/outbox-entry.ts";
import type { StoredSubmission } from "../store.ts";

/** Field labels by form id and field name ("Full Name" rather than "name"). */
export type FieldLabels = Map<string, Map<string, string>>;

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Submissions for a person at a terminal, newest first. Whatever a visitor sent is printed with its control and
 * bidirectional characters escaped (printable.ts): it can never move the cursor, clear the screen or retitle the
 * window, and a file name reads as what it is.
 */
export function formatText(
  submissions: StoredSubmission[],
  labels: FieldLabels,
  dataDir: string,
  mailFailures: ReadonlyMap<string, MailFailure> = new Map(),
): string {
  const lines: string[] = [];
  for (const entry of [...submissions].reverse()) {
    const named = labels.get(entry.form);
    const label = (name: string) => escapeUnsafe(named?.get(name) ?? name);
    lines.push(
      `${new Date(entry.receivedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}  ${escapeUnsafe(entry.form)}  (${escapeUnsafe(entry.id)})`,
    );
    for (const [name, value] of Object.entries(entry.fields)) {
      const [first, ...more] = escapeUnsafeKeepingLines(value).split("\n");
      lines.push(`  ${label(name)}: ${first}`, ...more.map((line) => `    ${line}`));
    }
    for (const [name, stored] of Object.entries(entry.files))
      lines.push(
        `  ${label(name)}: ${escapeUnsafe(stored.originalName)} (${size(stored.size)}), stored as ${escapeUnsafe(join(dataDir, stored.storedAs))}`,
      );
    const failure = mailFailures.get(entry.id);
    if (failure)
      lines.push(
        `  Not e-mailed: the mail server refused it (${escapeUnsafe(failure.reason.split("\n")[0])}); nobody was told of it by e-mail.`,
      );
    lines.push("");
  }
  return lines.join("\n");
}
