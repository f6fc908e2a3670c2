import { orDash, seconds, table } from "./markdown.ts";
import type { ReviewReport } from "./review.ts";

const runsOf = (values: number[]) => values.map(seconds).join(", ");

/** The report's section on review before publish: at today's size and with more posts. */
export function reviewSection(today: ReviewReport | null, atScale: ReviewReport | null, added: number): string {
  const rows = (name: string, report: ReviewReport | null) =>
    report
      ? [
          [
            `${name}: Share for review → the link answers`,
            orDash(report.medians.shareToLinkMs, seconds),
            runsOf(report.shareToLinkMs),
          ],
          [
            `${name}: the link's view of the changed page`,
            orDash(report.medians.pageMs, seconds),
            runsOf(report.pageMs),
          ],
          [
            `${name}: Approve → Publish → live`,
            orDash(report.medians.approveToLiveMs, seconds),
            runsOf(report.approveToLiveMs),
          ],
        ]
      : [[name, "not measured", "–"]];
  return `## Review before publish

${table(
  ["measure", "median", "runs"],
  [...rows("today", today), ...rows(`+${added.toLocaleString("en-US")} posts`, atScale)],
)}

On a copy served as \`npm start\` serves it, with the site's default (an editor's publish needs an approval): an editor changes one post's title and shares it for review (the editor's request); the reviewer's link is fetched until it answers with its page; the post's page as it will be is fetched through the link (rendered for the reviewer, its changed parts marked); a reviewer with no account approves (the form's post); the editor publishes, timed until the post's public address serves the change. Each run is a new change and a new link.`;
}
