import { keyTimeoutMs, type KeyTimes } from "./key-times.ts";
import { ms, seconds } from "./markdown.ts";
import { targets } from "./targets.ts";
import { typingGapMs, type VisualEditorReport } from "./visual-editor.ts";

/** One figure of the visual editor's key times and its target: on the real site (report.ts) and at every scale. */
export interface EditorCheck {
  measure: string;
  times: (editor: VisualEditorReport) => KeyTimes;
  figure: "medianMs" | "p90Ms";
  target: { limit: number; goal: string };
}

const atMost = (limit: number) => ({ limit, goal: `≤ ${ms(limit)}` });

export const editorChecks: EditorCheck[] = [
  {
    measure: "key → preview, one after a pause: median",
    times: (editor) => editor.afterPause,
    figure: "medianMs",
    target: atMost(targets.keystrokeMedianMs),
  },
  {
    measure: "key → preview, one after a pause: 90th percentile",
    times: (editor) => editor.afterPause,
    figure: "p90Ms",
    target: atMost(targets.keystrokeP90Ms),
  },
  {
    measure: `key → preview, typing on (${typingGapMs} ms apart): median`,
    times: (editor) => editor.typingOn,
    figure: "medianMs",
    target: atMost(targets.keystrokeMedianMs),
  },
  {
    measure: `key → preview, typing on (${typingGapMs} ms apart): 90th percentile`,
    times: (editor) => editor.typingOn,
    figure: "p90Ms",
    target: atMost(targets.keystrokeP90Ms),
  },
  {
    measure: "link made to lead nowhere → message at its field: median",
    times: (editor) => editor.mistake,
    figure: "medianMs",
    target: atMost(targets.mistakeMs),
  },
];

/** A check's figure: null when nothing was measured, Infinity when the figure is a miss. */
export function checkValue(check: EditorCheck, editor: VisualEditorReport): number | null {
  const times = check.times(editor);
  return times.runsMs.length ? (times[check.figure] ?? Infinity) : null;
}

/** The figure as the report writes it; a median says how many keys missed and whether the measurement stopped. */
export function checkCell(check: EditorCheck, editor: VisualEditorReport, value: number): string {
  const times = check.times(editor);
  const figure = Number.isFinite(value) ? ms(value) : `> ${seconds(keyTimeoutMs)}`;
  if (check.figure !== "medianMs" || !times.missed) return figure;
  return `${figure} (${times.missed} of ${times.runsMs.length} missed${times.stopped ? `, stopped after ${times.runsMs.length}` : ""})`;
}
