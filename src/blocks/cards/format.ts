/** A date from site data ("2026-03-14") as visitors read it, e.g. "14 March 2026"; the same at build time and in the browser. */
export function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale.replace("_", "-"), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
