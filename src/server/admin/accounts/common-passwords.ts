import { dictionary } from "@zxcvbn-ts/language-common";

/** The passwords people choose most, from zxcvbn-ts's list (the one password-strength meters use), lower-cased. */
let common: Set<string> | null = null;
const commonPasswords = () =>
  (common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())));

/**
 * Whether a password is one of the most common, or one of them with digits and signs around it ("Password2024!"),
 * or hardly more than one character repeated ("aaaaaaaaaaaa", "abababababab"): the first guesses of anyone guessing.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 3) return true;
  const words = commonPasswords();
  if (words.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  return core.length > 0 && words.has(core);
}
