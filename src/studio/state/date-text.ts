import { words } from "../words.ts";

/**
 * A date field's text as a person types it, in the site's own way: 30/09/2026 where the site's locale puts the day
 * first (en-NG, en-GB), 09/30/2026 where it puts the month first (en-US); and in any locale 30 Sep 2026, September 30,
 * 2026, Wednesday 30 September 2026 and 2026-09-30, the way the file writes it. The year is typed in full, so a date
 * half typed ("30/09/202") is never taken for another one.
 */

/** Which number comes first in the site's locale when a date is typed in figures. */
export type DateOrder = "dmy" | "mdy";

/** What a date field's text says: a date (as the file writes it, and in words), nothing, or what to type instead. */
export type DateReading =
  | { kind: "date"; iso: string; words: string }
  | { kind: "empty"; problem: string }
  /** `certain`: typing more cannot make it a date (31/02/2026), so the field says so at once. */
  | { kind: "not-a-date"; problem: string; certain: boolean };

/** The locale of site.json ("en_NG") as Intl spells it ("en-NG"); British English if it is missing or unknown. */
export function intlLocale(locale: unknown): string {
  const tag = typeof locale === "string" ? locale.replace(/_/g, "-") : "";
  try {
    return tag && Intl.DateTimeFormat.supportedLocalesOf(tag).length ? tag : "en-GB";
  } catch {
    return "en-GB";
  }
}

/** Whether the locale writes the day or the month first in figures. */
export function dateOrder(locale: string): DateOrder {
  const types = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" })
    .formatToParts(new Date(Date.UTC(2026, 8, 30)))
    .map((part) => part.type)
    .filter((type) => type === "day" || type === "month");
  return types[0] === "month" ? "mdy" : "dmy";
}

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** The month a word names: its full name or any start of it of three letters or more ("Sep", "Sept"). */
function monthOf(word: string): number | undefined {
  const name = word.toLowerCase().replace(/\.$/, "");
  if (name.length < 3) return undefined;
  const index = monthNames.findIndex((month) => month.startsWith(name));
  return index < 0 ? undefined : index + 1;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (value: number) => String(value).padStart(2, "0");

/** The example a field's words give, in the locale's order. */
export const dateExample = (order: DateOrder) => (order === "mdy" ? "09/30/2026" : "30/09/2026");

/**
 * A schema's help without the way the file writes a date ("YYYY-MM-DD", "e.g. "2026-03-14""), which is right for
 * someone editing the JSON and wrong beside a field that takes 30/09/2026: the field adds its own (dateHelp).
 */
export const withoutFileFormat = (help: string) =>
  help
    .replace(/,?\s*(YYYY-MM-DD|e\.g\.\s*"\d{4}-\d{2}-\d{2}")/g, "")
    .replace(/\s+\./g, ".")
    .trim();

/** What the field says it takes, under its label. */
export const dateHelp = (order: DateOrder) => words.dateHelp(words.dateParts[order], dateExample(order));

/** A date of the file ("2026-09-30") in words, as the field shows what it understood: "Wednesday 30 September 2026". */
export function dateInWords(iso: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(`${iso}T00:00:00Z`));
  return parts
    .filter((part) => part.type !== "literal")
    .map((part) => part.value)
    .join(" ");
}

/** The text a date field shows for what the file holds: 30/09/2026 for "2026-09-30"; anything else as it is. */
export function textOfDate(value: unknown, order: DateOrder): string {
  if (typeof value !== "string") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return order === "mdy" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Day, month and year as typed, checked: the date, or what is wrong in words. */
function checked(day: number, month: number, year: number, locale: string, order: DateOrder): DateReading {
  const example = dateExample(order);
  if (month < 1 || month > 12)
    return { kind: "not-a-date", problem: words.dateNoSuchMonth(words.dateParts[order], example), certain: true };
  const days = daysIn(year, month);
  if (day < 1 || day > days) {
    const name = monthNames[month - 1];
    const monthName = name[0].toUpperCase() + name.slice(1);
    return { kind: "not-a-date", problem: words.dateNoSuchDay(day, monthName, year, days), certain: true };
  }
  const iso = `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}`;
  return { kind: "date", iso, words: dateInWords(iso, locale) };
}

/**
 * What a date field's text says, in the site's locale (Intl's spelling, "en-NG"). A date is one whose day exists in
 * its month: 31/02/2026 is refused with the reason, never moved to 3 March.
 */
export function readDate(text: string, locale: string): DateReading {
  const order = dateOrder(locale);
  const example = dateExample(order);
  const parts = words.dateParts[order];
  const typed = text.trim();
  if (typed === "") return { kind: "empty", problem: words.dateEmpty(parts, example) };
  const notADate: DateReading = {
    kind: "not-a-date",
    problem: words.dateNotUnderstood(typed, parts, example),
    certain: false,
  };

  // The file's own way: 2026-09-30 (or 2026/09/30).
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (iso) return checked(Number(iso[3]), Number(iso[2]), Number(iso[1]), locale, order);

  // Figures in the locale's order: 30/09/2026, 30.09.2026, 30-09-2026.
  const figures = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d+)$/.exec(typed);
  if (figures) {
    if (figures[3].length !== 4) return { kind: "not-a-date", problem: words.dateFullYear("2026"), certain: false };
    const [first, second, year] = [Number(figures[1]), Number(figures[2]), Number(figures[3])];
    return order === "mdy" ? checked(second, first, year, locale, order) : checked(first, second, year, locale, order);
  }

  // With the month's name: 30 Sep 2026, 30th September 2026, Sep 30, 2026, a weekday before any of them.
  const tokens = typed
    .replace(/,/g, " ")
    .split(/\s+/)
    .filter((token) => token !== "");
  if (tokens.length === 4 && weekdayNames.some((day) => day.startsWith(tokens[0].toLowerCase().replace(/\.$/, ""))))
    tokens.shift();
  if (tokens.length !== 3) return notADate;
  const dayOf = (token: string) => (/^\d{1,2}(st|nd|rd|th)?$/i.test(token) ? Number.parseInt(token, 10) : undefined);
  const [a, b, yearText] = tokens;
  const day = dayOf(a) ?? dayOf(b);
  const month = monthOf(dayOf(a) === undefined ? a : b);
  if (day === undefined || month === undefined || !/^\d+$/.test(yearText)) return notADate;
  if (yearText.length !== 4) return { kind: "not-a-date", problem: words.dateFullYear("2026"), certain: false };
  return checked(day, month, Number(yearText), locale, order);
}
