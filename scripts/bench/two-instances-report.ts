import { ms, table } from "./markdown.ts";
import type { TwoInstancesReport } from "./two-instances.ts";

/** The summary's row: every acknowledged submission stored once, with PostgreSQL and two instances. */
export function twoInstancesTargetRows(report: TwoInstancesReport | null): string[][] {
  const name = "300 concurrent submissions to two instances (PostgreSQL)";
  if (!report || report.skipped) return [[name, "all stored once", "–", report?.skipped ?? "not measured", "–"]];
  const met =
    report.acknowledged === report.sent &&
    report.storedAcknowledged === report.acknowledged &&
    report.stored === report.acknowledged &&
    report.duplicates === 0 &&
    report.mailedTwice === 0;
  return [
    [
      name,
      "all stored once",
      `${report.sent} sent`,
      `${report.storedAcknowledged} of ${report.acknowledged} acknowledged stored, ${report.duplicates} twice`,
      met ? "met" : "**missed**",
    ],
  ];
}

export function twoInstancesSection(report: TwoInstancesReport): string {
  if (report.skipped) return `## Two instances sharing PostgreSQL\n\n${report.skipped}.\n`;
  return `## Two instances sharing PostgreSQL

${table(
  ["measure", "figure"],
  [
    ["posted at once (every tenth a job application with a 40 kB PDF)", String(report.sent)],
    ["acknowledged (per instance)", `${report.acknowledged} (${report.perInstance.join(" + ")})`],
    ["all posted → the last answer", ms(report.allAnsweredMs)],
    [
      "rows stored / of them acknowledged / stored twice",
      `${report.stored} / ${report.storedAcknowledged} / ${report.duplicates}`,
    ],
    ["files found in the shared folder (FORM_FILES_DIR)", String(report.filesFound)],
    ["e-mails received / submissions e-mailed twice", `${report.mails} / ${report.mailedTwice}`],
  ],
)}

Two processes of \`npm run serve\`'s program with the same DATABASE_URL (a fresh schema of the database named by BENCH_DATABASE_URL or TEST_DATABASE_URL) and the same FORM_FILES_DIR, each e-mailing through a local mail server; the posts alternate between them, all sent at once.
`;
}
