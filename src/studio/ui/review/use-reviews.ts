import { useEffect, useSyncExternalStore } from "react";
import type { ReviewsResponse } from "../../../core/contract/api-types.ts";
import { api, signedInEditor } from "../../api.ts";

/**
 * The person's reviews and those waiting for them, read from the server when the editor opens, every half minute while
 * it is open (a reviewer answers from elsewhere), when its window is looked at again, and after the person shares,
 * withdraws or answers. One copy for every part of the editor that shows them.
 */
let current: ReviewsResponse | null = null;
let failed = false;
const listeners = new Set<() => void>();
let reading: Promise<void> | null = null;

const tell = () => {
  for (const listener of listeners) listener();
};

/** Reads them again now (once at a time). */
export function refreshReviews(): Promise<void> {
  reading ??= api
    .reviews()
    .then(
      (answer) => {
        current = answer;
        failed = false;
      },
      () => {
        failed = true;
      },
    )
    .finally(() => {
      reading = null;
      tell();
    });
  return reading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let watching = 0;
let timer: number | undefined;
const again = () => {
  if (document.visibilityState === "visible") void refreshReviews();
};

/** The reviews as last read (null before the first answer, and under `npm run edit`), and whether the last read failed. */
export function useReviews(): { reviews: ReviewsResponse | null; failed: boolean } {
  const reviews = useSyncExternalStore(subscribe, () => current);
  const lastFailed = useSyncExternalStore(subscribe, () => failed);
  useEffect(() => {
    if (!signedInEditor) return;
    // The first part of the editor that shows them starts the reading; the last to go stops it.
    if (++watching === 1) {
      void refreshReviews();
      timer = window.setInterval(again, 30_000);
      document.addEventListener("visibilitychange", again);
    }
    return () => {
      if (--watching === 0) {
        window.clearInterval(timer);
        document.removeEventListener("visibilitychange", again);
      }
    };
  }, []);
  return { reviews, failed: lastFailed };
}
