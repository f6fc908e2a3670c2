/**
 * What the file holds for the text of a number field: the number, once the text reads as one ("12", "-3", "1.", ".5",
 * "2e3"); nothing for an empty field; the text itself while it does not ("-", "1e", "1,5", or an integer too long to be
 * kept exactly), which the validator then reports at the field. So no key typed is dropped or changed, and nothing
 * that is not a number can be saved as one.
 */
export function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return text;
  const number = Number(trimmed);
  return Number.isFinite(number) && (!/^-?\d+$/.test(trimmed) || Number.isSafeInteger(number)) ? number : text;
}

/** The text a number field shows for what the file holds. */
export const textOfNumber = (value: unknown): string =>
  typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
