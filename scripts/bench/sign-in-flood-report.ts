import { ms, orDash, seconds, table } from "./markdown.ts";
import type { SignInFloodReport } from "./sign-in-flood.ts";

/** How long a real sign-in took during a flood of 100 before sign-ins were counted and their checks bounded. */
const signInBeforeFixMs = 76_000;

/** The summary's row: how long the real sign-in took, against how long it took before. */
export function signInFloodTargetRows(report: SignInFloodReport | null): string[][] {
  const name = `A real sign-in during a flood of ${report?.flood ?? 100} sign-ins`;
  if (!report) return [[name, "report only", "–", "not measured", "–"]];
  return [
    [
      name,
      "report only",
      `median of ${report.runs.length} floods`,
      orDash(report.medianRealMs, ms),
      `${seconds(signInBeforeFixMs)} before the fix`,
    ],
  ];
}

export function signInFloodSection(report: SignInFloodReport): string {
  const rows = report.runs.map((run, i) => [
    String(i + 1),
    `${orDash(run.realMs, ms)} (HTTP ${run.realStatus ?? "no answer"})`,
    String(run.refused),
    String(run.checked),
    String(run.other),
    ms(run.floodMs),
  ]);
  return `## A real sign-in during a flood of sign-ins (/admin/login)

${table(["flood", "the real sign-in", "refused at once (429)", "checked (401)", "other", "the flood's last answer"], rows)}

The real sign-in took ${orDash(report.medianRealMs, ms)} (median of the floods it got through; ${seconds(signInBeforeFixMs)} before sign-ins were counted and their password checks bounded). On a copy of the project served as \`npm start\` serves it behind a proxy on 127.0.0.1 (\`TRUST_PROXY=127.0.0.1\`, so that each request names its address in X-Forwarded-For): ${report.flood} sign-ins with unknown e-mails sent at once from one address (a new one each flood), and, as soon as the first of them is answered, a real account's sign-in with its right password from another address, as a browser that never signed in to it (no device cookie). A 303 is signed in; a 429 was refused before any password check; a 401 was checked (a wrong password or an unknown address take the same time).
`;
}
