import { checkCell, checkValue, editorChecks } from "./editor-checks.ts";
import { keyTimeoutMs } from "./key-times.ts";
import { kB, ms, orDash, seconds, table } from "./markdown.ts";
import type { Rebuild, ScaleReport, ScaleResult } from "./scale.ts";
import { referenceScale, targets, targetScale } from "./targets.ts";
import { defaultKeystrokes, defaultMistakes, typingGapMs } from "./visual-editor.ts";

/** "+1,000" */
export const scaleName = (added: number) => `+${added.toLocaleString("en-US")}`;

interface ScaleRow {
  measure: string;
  /** The figure at one scale; null when not measured there. `all` is every scale, for figures relative to another. */
  value: (scale: ScaleResult, all: ScaleResult[]) => number | null;
  format: (value: number, scale: ScaleResult) => string;
  target?: {
    limit: number;
    /** The limit as the goal column writes it ("≤ 2.0 s"). */
    goal: string;
    /** The scale (posts added) it is for, or every scale. */
    at: number | "every";
    /** Why the figure misses whatever its value (a rebuild that did not rebuild). */
    spoiled?: (scale: ScaleResult) => boolean;
  };
}

/** "2.4 s (18 pages)", and whether the post's page failed to show its new title. */
const rebuildCell = (value: number, rebuild: Rebuild | null) =>
  `${seconds(value)}${rebuild?.pagesWritten != null ? ` (${rebuild.pagesWritten} ${rebuild.pagesWritten === 1 ? "page" : "pages"})` : ""}${rebuild?.titleShown === false ? " (the new title is not on the post's page)" : ""}`;

const perFile = (scale: ScaleResult) => {
  const validation = scale.validation;
  return validation?.inProcessMs != null && validation.files ? validation.inProcessMs / validation.files : null;
};

const every = (limit: number, write: (limit: number) => string) => ({
  limit,
  goal: `≤ ${write(limit)}`,
  at: "every" as const,
});
const atTarget = (limit: number, write: (limit: number) => string) => ({
  limit,
  goal: `≤ ${write(limit)}`,
  at: targetScale,
});

const scaleRows: ScaleRow[] = [
  {
    measure: "load average (1 min), as the scale began → ended",
    value: (scale) => scale.load.start,
    format: (start, scale) => `${start.toFixed(1)} → ${orDash(scale.load.end, (end) => end.toFixed(1))}`,
  },
  {
    measure: "posts (files validated)",
    value: (scale) => scale.posts,
    format: (posts, scale) => `${posts} (${orDash(scale.validation?.files, String)})`,
  },
  {
    measure: 'validation, its own time (`validate.ts`\'s "checked in", median of 3)',
    value: (scale) => scale.validation?.inProcessMs ?? null,
    format: ms,
    target: atTarget(targets.scaleValidateMs, seconds),
  },
  { measure: "validation per file", value: perFile, format: (value) => `${value.toFixed(2)} ms` },
  {
    measure: `validation per file ÷ at ${scaleName(referenceScale)}`,
    value: (scale, all) => {
      const reference = all.find((other) => other.added === referenceScale);
      const [mine, theirs] = [perFile(scale), reference && perFile(reference)];
      return mine !== null && theirs ? mine / theirs : null;
    },
    format: (value) => value.toFixed(2),
    target: atTarget(targets.scalePerFileRatio, String),
  },
  {
    measure: "validation, whole command (median of 3)",
    value: (scale) => scale.validation?.commandMs ?? null,
    format: ms,
  },
  {
    measure: "editor: server start-up (`npm run edit` to answering)",
    value: (scale) => scale.editor?.startupMs ?? null,
    format: seconds,
  },
  {
    measure: "editor: page load to the About hero's form",
    value: (scale) => scale.editor?.openMs ?? null,
    format: seconds,
  },
  ...editorChecks.map(
    (check): ScaleRow => ({
      measure: check.measure,
      value: (scale) => (scale.editor ? checkValue(check, scale.editor) : null),
      format: (value, scale) => checkCell(check, scale.editor!, value),
      target: { ...check.target, at: "every" },
    }),
  ),
  {
    measure: "editor's whole-site check of the unsaved state (server, median)",
    value: (scale) => scale.editor?.validationMedianMs ?? null,
    format: ms,
  },
  {
    measure: "full build (`npm run build`, no dist/ or .cache/)",
    value: (scale) => scale.build?.ms ?? null,
    format: seconds,
    target: atTarget(targets.scaleBuildMs, seconds),
  },
  {
    measure:
      "rebuild after one post's title changed (the seed's oldest: its page, its listing pages, the posts that name it as related)",
    value: (scale) => scale.rebuild?.ms ?? null,
    format: (value, scale) => rebuildCell(value, scale.rebuild),
    target: { ...every(targets.rebuildMs, seconds), spoiled: (scale) => scale.rebuild?.titleShown === false },
  },
  {
    measure: "rebuild after the newest post's title changed (in every listing page's Recent Posts)",
    value: (scale) => scale.rebuildNewest?.ms ?? null,
    format: (value, scale) => rebuildCell(value, scale.rebuildNewest),
  },
  { measure: "HTML pages built", value: (scale) => scale.html?.pages ?? null, format: String },
  {
    measure: "largest HTML page (uncompressed)",
    value: (scale) => scale.html?.largest?.bytes ?? null,
    format: (bytes, scale) => `${kB(bytes)} (\`${scale.html?.largest?.file}\`)`,
    target: atTarget(targets.scaleHtmlBytes, kB),
  },
  { measure: "`/blog` HTML (uncompressed)", value: (scale) => scale.html?.blogBytes ?? null, format: kB },
  { measure: "feed, `blog/feed.xml` (uncompressed)", value: (scale) => scale.html?.feedBytes ?? null, format: kB },
];

const goalOf = ({ target }: ScaleRow) =>
  target ? `${target.goal} ${target.at === "every" ? "at every scale" : `at ${scaleName(target.at)}`}` : "report only";

/** Whether a figure at `scale` misses its row's target; false when the target is not for that scale. */
function misses(row: ScaleRow, scale: ScaleResult, value: number): boolean {
  const { target } = row;
  if (!target || (target.at !== "every" && target.at !== scale.added)) return false;
  return value > target.limit || !!target.spoiled?.(scale);
}

interface Verdict {
  /** The scale whose figure decides: the one the target is for, or the worst of all. */
  scale: ScaleResult;
  value: number;
  met: boolean;
  /** Every scale whose figure misses. */
  missedAt: ScaleResult[];
}

/** Whether a row's target is met; null when it has none or was not measured where it applies. */
function verdict(row: ScaleRow, scales: ScaleResult[]): Verdict | null {
  if (!row.target) return null;
  const at = row.target.at;
  const measured = scales
    .filter((scale) => at === "every" || scale.added === at)
    .map((scale) => ({ scale, value: row.value(scale, scales) }))
    .filter((entry): entry is { scale: ScaleResult; value: number } => entry.value !== null);
  if (!measured.length) return null;
  const missedAt = measured.filter(({ scale, value }) => misses(row, scale, value)).map(({ scale }) => scale);
  const candidates = missedAt.length ? measured.filter(({ scale }) => missedAt.includes(scale)) : measured;
  const worst = candidates.reduce((a, b) => (b.value >= a.value ? b : a));
  return { scale: worst.scale, value: worst.value, met: !missedAt.length, missedAt };
}

function status(row: ScaleRow, found: Verdict | null): string {
  if (!found) return "–";
  if (found.met) return "met";
  return row.target?.at === "every"
    ? `**missed** (${found.missedAt.map((scale) => scaleName(scale.added)).join(", ")})`
    : "**missed**";
}

/** The scale table: a row per measure, a column per scale, then the target and whether it is met; a missing figure is bold. */
export function scaleTableRows(scales: ScaleResult[]): string[][] {
  return scaleRows.map((row) => [
    row.measure,
    ...scales.map((scale) => {
      const value = row.value(scale, scales);
      if (value === null) return "–";
      const cell = row.format(value, scale);
      return misses(row, scale, value) ? `**${cell}**` : cell;
    }),
    goalOf(row),
    status(row, verdict(row, scales)),
  ]);
}

/** For the report's Targets table: each scale target, the scale that decides it, its figure and whether it is met. */
export function scaleTargetRows(scales: ScaleResult[]): string[][] {
  return scaleRows
    .filter((row) => row.target)
    .map((row) => {
      const found = verdict(row, scales);
      const name = `Site at scale: ${row.measure}`;
      const goal = goalOf(row);
      return found
        ? [name, goal, scaleName(found.scale.added), row.format(found.value, found.scale), status(row, found)]
        : [name, goal, "–", "not measured", "–"];
    });
}

/** Each step the build timed itself, a row per step and a column per scale (full build, then rebuild). */
function buildStepRows(scales: ScaleResult[]): string[][] {
  const names = [
    ...new Set(
      scales.flatMap((scale) =>
        [...(scale.build?.steps ?? []), ...(scale.rebuild?.steps ?? [])].map((step) => step.name),
      ),
    ),
  ];
  const time = (steps: { name: string; ms: number }[] | undefined, name: string) =>
    orDash(steps?.find((step) => step.name === name)?.ms, seconds);
  return names.map((name) => [
    name,
    ...scales.map((scale) => `${time(scale.build?.steps, name)} / ${time(scale.rebuild?.steps, name)}`),
  ]);
}

export function scaleSection(report: ScaleReport): string {
  const { scales } = report;
  const head = ["measure", ...scales.map((scale) => scaleName(scale.added)), "target", "status"];
  const steps = buildStepRows(scales);
  return `## The site at scale (posts added)

Each column is a temporary copy of the project with that many posts added, made from the existing ones (\`scripts/added-posts.ts\`). In each: \`npx tsx scripts/validate.ts\` three times; \`npm run edit\` in Chromium (the About page's hero title: ${defaultKeystrokes} keys each pressed after the preview showed the one before, then as many ${typingGapMs} ms apart, each matched to the first animation frame of the preview that shows the text up to it; then a link made to lead nowhere by one key, ${defaultMistakes} times, mended each time); \`npm run build\` from nothing; the title of the seed's oldest post changed and \`npm run build\` again, then the newest post's; the HTML the build wrote. A load average above the number of CPUs (at the top) means other work competed for them: the times are longer than on a quiet machine. A key not shown within ${seconds(keyTimeoutMs)} is missed and counts as slower than any other; a measurement stops after three misses in a row. Figures that miss their target are bold.

${table(head, scaleTableRows(scales))}
${steps.length ? `\nThe steps \`npm run build\` timed itself (full build / rebuild after the oldest seed post's title changed):\n\n${table(["step", ...scales.map((scale) => scaleName(scale.added))], steps)}\n` : ""}`;
}
