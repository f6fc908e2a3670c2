import { median, percentile } from "./util.ts";

/** How long the editor may take to show a key before the key counts as missed. */
export const keyTimeoutMs = 10_000;
/** Misses in a row after which a measurement stops: a site that slow would otherwise hold the bench for minutes. */
export const missesToStop = 3;

/** Times from a key to what it changes, each measured on its own. */
export interface KeyTimes {
  /** One per key pressed, in order; null when it did not show within keyTimeoutMs. */
  runsMs: (number | null)[];
  /** Median and 90th percentile with the misses counted as slower than any key; null when that is a miss. */
  medianMs: number | null;
  p90Ms: number | null;
  missed: number;
  /** Whether the measurement stopped early, after missesToStop misses in a row. */
  stopped: boolean;
}

export function keyTimes(runsMs: (number | null)[], stopped = false): KeyTimes {
  const times = runsMs.map((run) => run ?? Infinity);
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
  return {
    runsMs,
    medianMs: finite(median(times)),
    p90Ms: finite(percentile(times, 90)),
    missed: runsMs.filter((run) => run === null).length,
    stopped,
  };
}

/** Whether the last `missesToStop` keys all missed. */
export const missedInARow = (runsMs: (number | null)[]) =>
  runsMs.length >= missesToStop && runsMs.slice(-missesToStop).every((run) => run === null);

/** A moment at which something showed `text` (a key's keydown, with the text the field holds after it; a frame of the preview). */
export interface Moment {
  text: string;
  at: number;
}

/**
 * For each key, the time until the preview first showed the text up to that key. The preview may skip texts while
 * keys come faster than it follows: a text that already includes later keys shows this key too, so it counts for it
 * (a text is one that the keys typed when the final text starts with it). A key not shown within keyTimeoutMs is
 * null. Texts compare without surrounding white space, as a heading shows them.
 */
export function keysToPreview(keys: Moment[], frames: Moment[]): (number | null)[] {
  const final = keys.at(-1)?.text.trim() ?? "";
  return keys.map((key) => {
    const text = key.text.trim();
    const shownAt = Math.min(
      ...frames
        .filter(
          (frame) => frame.at >= key.at && frame.text.trim().startsWith(text) && final.startsWith(frame.text.trim()),
        )
        .map((frame) => frame.at),
    );
    return shownAt - key.at <= keyTimeoutMs ? shownAt - key.at : null;
  });
}
