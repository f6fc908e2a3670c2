/** One formatter per locale: making one costs more than formatting a date, and a listing formats hundreds. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date from site data ("2026-03-14") as visitors read it, e.g. "14 March 2026"; the same at build time and in the browser. */
export function formatDate(date: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale.replace("_", "-"), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formatters.set(locale, formatter);
  }
  // Validation keeps a date that is not one off the built site. The editor's preview shows a new post whose date is
  // not written yet, which has none to show; one that is not a date still fails, and the preview says so at its block.
  if (date === "") return "";
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
