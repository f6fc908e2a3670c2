/**
 * Text a visitor sent, made safe to show to the people who read it. A terminal obeys control characters (ESC
 * sequences clear the screen, retitle the window, rewrite what was printed) and bidirectional overrides make text
 * read differently from what it is ("cv\u202Efdp.exe" shows as "cvexe.pdf").
 */

/** C0 controls, DEL, C1 controls, and the Unicode bidirectional formatting characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Every unsafe character as a visible escape (`\u001b`), so a reader sees that it was there and what it was. */
export function escapeUnsafe(text: string): string {
  return text.replace(unsafeCharacters, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Like escapeUnsafe, but line breaks stay (a message's lines are printed as lines). */
export function escapeUnsafeKeepingLines(text: string): string {
  return text.split("\n").map(escapeUnsafe).join("\n");
}

/**
 * A file name fit to show, never to use as a path: no folders, no control or bidirectional characters, at most 200
 * characters. The file itself is stored under a generated name.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.replace(unsafeCharacters, "").trim().slice(0, 200) || "file";
}
