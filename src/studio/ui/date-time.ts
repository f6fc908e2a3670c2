/** A moment as History and the inbox show it: "3 Mar 2025, 14:05" (British English, in the browser's time zone). */
export const dateTime = (at: number | string) =>
  new Date(at).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
