/**
 * What one person's uploads may cost on the running site (/admin), and how long a picture nothing uses is kept.
 * Twenty-four uploads at once added 394 MB, and a replaced photo stayed on disk for good: these bound both.
 * `npm run edit` has none of them: one person, on their own computer, with their own disk.
 */

/** The bytes of one person's uploads that the published site does not use yet (drafts and all): 200 MB, ten phone photos' worth of twenty. */
export const maxWaitingUploadBytes = 200 * 1024 * 1024;

/** Uploads one person may be sending at once: each costs the server a decode and an encode of the whole picture. */
export const maxUploadsAtOnce = 3;

/**
 * How long an upload that nothing uses is kept: not the published site, nobody's draft, no scheduled publish. A week
 * from its upload, or from the last time the sweep saw it used (a photo replaced today is kept a week, for a change of
 * mind), then it is removed from public/images/uploads/ (upload-sweep.ts, at the server's start and every hour).
 */
export const unusedUploadDays = 7;
export const unusedUploadMs = unusedUploadDays * 24 * 3_600_000;

/** How often the server sweeps unused uploads (and once when it starts). */
export const uploadSweepEveryMs = 3_600_000;
