import { ms, orDash, seconds, table } from "./markdown.ts";
import { targets } from "./targets.ts";

export interface SubmissionsReport {
  stored: number;
  seedMs: number;
  /** `npm run serve` started to its first answer: with an empty store, and with `stored` submissions. */
  startEmptyMs: number | null;
  startMs: number | null;
  /** The server's resident memory at rest with `stored` submissions, after the submissions below. */
  restBytes: number | null;
  /** A submission posted to its e-mail arriving at a local mail server, each. */
  mailMs: number[];
  medianMailMs: number | null;
  /** The inbox's first page (50, newest first), one form's first page, a search for a word (medians of 5, in the store). */
  firstPageMs: number | null;
  formPageMs: number | null;
  searchMs: number | null;
  /** A word every submission holds. */
  commonSearchMs?: number | null;
  /** Everything from one address erased (20 submissions among `stored`). */
  eraseByAddressMs: number | null;
  erased: number;
}

/** Milliseconds, with a decimal below 10 (a read by index takes less than one). */
const fineMs = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : ms(value));
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const verdict = (value: number | null, limit: number) => (value === null ? "–" : value <= limit ? "met" : "**missed**");

/** The summary's rows for the form service at a million submissions (not measured: said so). */
export function submissionsTargetRows(report: SubmissionsReport | null): string[][] {
  const at = report ? `${report.stored.toLocaleString("en")} stored` : "–";
  const row = (name: string, limit: number, format: (value: number) => string, value: number | null | undefined) => [
    name,
    `≤ ${format(limit)}`,
    at,
    orDash(value ?? null, format),
    verdict(value ?? null, limit),
  ];
  return [
    row("Form service start (`npm run serve`)", targets.submissionsStartMs, ms, report?.startMs),
    row("Form service memory at rest", targets.submissionsRestBytes, megabytes, report?.restBytes),
    row("Inbox first page", targets.inboxFirstPageMs, fineMs, report?.firstPageMs),
    row("Erase everything from one address", targets.eraseByAddressMs, fineMs, report?.eraseByAddressMs),
  ];
}

export function submissionsSection(report: SubmissionsReport): string {
  return `## The form service with ${report.stored.toLocaleString("en")} submissions

${table(
  ["measure", "figure", "target"],
  [
    [
      "`npm run serve` started → first answer, with them stored",
      orDash(report.startMs, ms),
      `≤ ${ms(targets.submissionsStartMs)}`,
    ],
    ["the same with an empty store", orDash(report.startEmptyMs, ms), "report only"],
    [
      "resident memory at rest (after the submissions below)",
      orDash(report.restBytes, megabytes),
      `≤ ${megabytes(targets.submissionsRestBytes)}`,
    ],
    [
      `a submission posted → its e-mail at a local mail server (median of ${report.mailMs.length})`,
      orDash(report.medianMailMs, ms),
      "report only (the same with an empty store)",
    ],
    [
      "the inbox's first page (50, newest first)",
      orDash(report.firstPageMs, fineMs),
      `≤ ${ms(targets.inboxFirstPageMs)}`,
    ],
    ["one form's first page", orDash(report.formPageMs, fineMs), "report only"],
    [
      "a search for a word a few submissions hold, e.g. a name (the full-text index)",
      orDash(report.searchMs, fineMs),
      "report only",
    ],
    ["a search for a word every submission holds", orDash(report.commonSearchMs ?? null, fineMs), "report only"],
    [
      `everything from one address erased (${report.erased} submissions)`,
      orDash(report.eraseByAddressMs, fineMs),
      `≤ ${ms(targets.eraseByAddressMs)}`,
    ],
  ],
)}

The submissions are written straight into a fresh database (${seconds(report.seedMs)}), spread over a year, one in a hundred spam; the server is the program of \`npm run serve\` on that database, with e-mail to a local mail server. The inbox's reads and the erasure run in another process on the same database while the server runs, as \`/admin\` and \`npm run inbox\` do (medians of 5).
`;
}
