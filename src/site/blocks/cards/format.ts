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
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
