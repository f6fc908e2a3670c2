import { orDash, seconds, table } from "./markdown.ts";
import type { PublishAtScaleReport } from "./publish-at-scale.ts";
import type { PublishReport } from "./publish.ts";
import { targets } from "./targets.ts";
import { median } from "./util.ts";

const verdict = (value: number | null | undefined, limit: number) =>
  typeof value !== "number" ? "–" : value <= limit ? "met" : "**missed**";
const runsOf = (values: number[] | undefined) => (values ?? []).map(seconds).join(", ");
/** " (1 not live within 300.0 s: the runs stopped there)", when a publish was not. */
const notLiveNote = (report: { notLive?: number; boundMs?: number }) =>
  report.notLive ? ` (${report.notLive} not live within ${seconds(report.boundMs ?? 0)}: the runs stopped there)` : "";

/** The summary's rows: one post's title published at today's size and at +1,000 posts. */
export function publishTargetRows(publish: PublishReport | null, atScale: PublishAtScaleReport | null): string[][] {
  const goal = `≤ ${seconds(targets.publishMs)}`;
  const row = (name: string, report: PublishReport | null | undefined) =>
    report && (report.runsMs.length || report.notLive)
      ? [
          name,
          goal,
          `one post's title (median of ${report.runsMs.length})${notLiveNote(report)}`,
          orDash(report.medianMs, seconds),
          report.notLive ? "**missed**" : verdict(report.medianMs, targets.publishMs),
        ]
      : [name, goal, "–", "not measured", "–"];
  return [
    row("Publish to live (/admin)", publish),
    row(`Publish to live (/admin) at +${(atScale?.added ?? 1000).toLocaleString("en-US")} posts`, atScale?.title),
  ];
}

export function publishSection(publish: PublishReport): string {
  return `## Publish to live (/admin)

${table(
  ["measure", "median", "runs", "target"],
  [
    [
      "Publish pressed → the post's public address serves the new title",
      orDash(publish.medianMs, seconds),
      runsOf(publish.runsMs),
      `≤ ${seconds(targets.publishMs)}`,
    ],
    [
      "Publish pressed → the save's answer (acknowledged)",
      orDash(median(publish.acknowledgedMs ?? []), seconds),
      runsOf(publish.acknowledgedMs),
      "report only",
    ],
    [
      "the server's own figure (build, commit, swap)",
      orDash(median(publish.serverMs), seconds),
      runsOf(publish.serverMs),
      "report only",
    ],
  ],
)}

On a copy of the project served as \`npm start\` serves it, signed in as an editor: ${publish.file}'s title changed and published with the editor's own request, ${publish.runsMs.length} times${notLiveNote(publish)}, each timed until \`/blog/<id>\` serves the new title (polled every 50 ms). Each publish validates the whole site and, as one transaction, writes the files with their journal in .publish/, builds the site into a new release under releases/, commits to the copy's git repository and points \`dist\` at the release; only then is the save answered.
`;
}

export function publishAtScaleSection(report: PublishAtScaleReport): string {
  const { title, typicalTitle, many } = report;
  const size = `+${report.added.toLocaleString("en-US")}`;
  const rows: string[][] = [
    ["posts in all", String(report.posts), "", ""],
    [
      "load average (1 min), as it began → ended",
      `${report.load.start.toFixed(1)} → ${orDash(report.load.end, (end) => end.toFixed(1))}`,
      "",
      "",
    ],
    ["`npm run build` of the copy once the posts were added", orDash(report.buildMs, seconds), "", "report only"],
  ];
  if (title)
    rows.push(
      [
        "one post's title: Publish pressed → its public address serves it",
        orDash(title.medianMs, seconds),
        runsOf(title.runsMs),
        `≤ ${seconds(targets.publishMs)}${notLiveNote(title)}`,
      ],
      [
        "one post's title: → acknowledged",
        orDash(median(title.acknowledgedMs ?? []), seconds),
        runsOf(title.acknowledgedMs),
        "report only",
      ],
      [
        "one post's title: the server's own figure",
        orDash(median(title.serverMs), seconds),
        runsOf(title.serverMs),
        "report only",
      ],
    );
  if (typicalTitle)
    rows.push([
      `an added post's title (${typicalTitle.file.split("/").pop()}): Publish pressed → its public address serves it`,
      orDash(typicalTitle.medianMs, seconds),
      runsOf(typicalTitle.runsMs),
      `≤ ${seconds(targets.publishMs)}${notLiveNote(typicalTitle)}`,
    ]);
  if (many)
    rows.push(
      [
        `${many.files} posts' titles in one save: → acknowledged`,
        orDash(many.medianAcknowledgedMs, seconds),
        runsOf(many.acknowledgedMs),
        "report only",
      ],
      [
        `${many.files} posts' titles in one save: → every one's public address serves it`,
        orDash(many.medianLiveMs, seconds),
        runsOf(many.liveMs),
        `report only${notLiveNote(many)}`,
      ],
      [
        `${many.files} posts' titles in one save: the server's own figure`,
        orDash(median(many.serverMs), seconds),
        runsOf(many.serverMs),
        "report only",
      ],
    );
  return `## Publish to live at ${size} posts (/admin)

${table(["measure", "median", "runs", "target"], rows)}

A copy of the project as \`npm start\` serves it, with ${report.added.toLocaleString("en-US")} posts added (scripts/added-posts.ts) and built. One post's title: the same publish as on today's site (the same post, 5 times); that post is one of the seed's, which the added posts name as related, so a change of its title renders hundreds of pages again. An added post's title: one in the middle of those added, as most posts are, shown on its own page, its listings and a few related lists. ${many ? `${many.files} posts' titles in one save: posts spread over the whole blog, every one's title changed and saved in one request as the editor saves several files, ${many.acknowledgedMs.length} times; timed to the save's answer, and to the last of their \`/blog/<id>\` pages serving its new title (polled one after another every 50 ms: they go live together, with the release).` : ""}
`;
}
