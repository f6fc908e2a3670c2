import type { DraftRecord } from "../../core/contract/api-types.ts";
import { words } from "../words.ts";
import type { DiskFile } from "./editor-state.ts";

/** Whether a draft says nothing the disk does not: its changes were saved (or its deletion done) since it was kept. */
export const alreadyOnDisk = (record: DraftRecord, disk: ReadonlyMap<string, DiskFile>) =>
  record.text === null ? !disk.has(record.file) : record.text === disk.get(record.file)?.text;

function readable(record: DraftRecord): boolean {
  if (record.text === null) return true;
  try {
    JSON.parse(record.text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The drafts to offer back when the editor opens: the project's (.drafts/) and the browser's copy of them, the newest
 * of the two for each file, without those whose changes are already on disk. The browser's copy is newer when the
 * server stopped answering before the last changes reached it.
 */
export function offeredDrafts(
  kept: DraftRecord[],
  inBrowser: DraftRecord[],
  disk: ReadonlyMap<string, DiskFile>,
): DraftRecord[] {
  const newest = new Map<string, DraftRecord>();
  for (const record of [...kept, ...inBrowser]) {
    const other = newest.get(record.file);
    if (!other || record.changedAt > other.changedAt) newest.set(record.file, record);
  }
  return [...newest.values()]
    .filter((record) => readable(record) && !alreadyOnDisk(record, disk))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Whether the file changed on disk after its draft started: saving it will show both versions. */
export const changedSince = (record: DraftRecord, disk: ReadonlyMap<string, DiskFile>) =>
  record.base !== (disk.get(record.file)?.version ?? null);

const minute = 60_000;

/** When, in the words a person would say: "just now", "5 minutes ago", "today at 14:05", "3 March at 16:20". */
export function whenWords(time: number, now: number, locale?: string): string {
  const ago = now - time;
  if (ago < minute) return words.justNow;
  if (ago < 60 * minute) return words.minutesAgo(Math.floor(ago / minute));
  const at = new Date(time);
  const clock = at.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((dayOf(new Date(now)) - dayOf(at)) / (24 * 60 * minute));
  if (days === 0) return words.todayAt(clock);
  if (days === 1) return words.yesterdayAt(clock);
  const sameYear = at.getFullYear() === new Date(now).getFullYear();
  return words.dateAt(
    at.toLocaleDateString(locale, { day: "numeric", month: "long", year: sameYear ? undefined : "numeric" }),
    clock,
  );
}
