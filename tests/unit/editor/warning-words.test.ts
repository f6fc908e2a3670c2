/**
 * What an editor reads of a warning: every warning of site data is either in their words with the button that fixes
 * it, or shown to admins only; and no words an editor reads name a file, a field of the file, an address pattern or a
 * code. Each warning is tried with its catalogue example (src/core/validation/errors.ts), the one the command line's
 * documentation shows, and with the words the validator gives a real site.
 */
import { describe, expect, it } from "vitest";
import { errorCodes, errorEntry, problem } from "../../../src/core/validation/errors.ts";
import { warningActionWords, warningWords } from "../../../src/core/words/warning-words.ts";
import {
  adminOnlyWarning,
  changesAllSettings,
  fixOf,
  inEditorWords,
  warningHandling,
} from "../../../src/studio/ui/files/warning-actions.ts";

const warningCodes = errorCodes.filter((code) => errorEntry(code).severity === "warning");

/** What no editor can act on: a file or its folder, JSON, an address pattern, a {token}, a code, a field's key. */
function unactionable(text: string, code: string): string[] {
  const found: string[] = [];
  if (/\.json\b|\bJSON\b/.test(text)) found.push("JSON");
  if (/site-data|public\/|\/images\/|\.(svg|png|jpe?g|webp|avif)\b/i.test(text)) found.push("a file");
  if (/\/:[a-zA-Z]/.test(text)) found.push("an address pattern");
  if (/\{[a-zA-Z.]+\}/.test(text)) found.push("a {token}");
  if (text.includes(code) || /\[[a-z]+(-[a-z]+)+\]/.test(text)) found.push("a code");
  if (/"(validThrough|columns|landing|whatsapp|company|category|href|src)"|\bcollectionGrid\b/.test(text))
    found.push("a field's key");
  if (/npm /.test(text)) found.push("a command");
  return found;
}

describe("warnings an editor reads", () => {
  it("has, for every warning, the button that fixes it or admins only", () => {
    expect(Object.keys(warningHandling).sort()).toEqual([...warningCodes].sort());
    for (const code of warningCodes)
      expect(adminOnlyWarning(code) || ["goToField", "addTab", "linkPage"].includes(fixOf(code)), code).toBe(true);
  });

  it.each(warningCodes)("%s: the words an editor reads name no file, JSON, address pattern or code", (code) => {
    const example = problem(code, errorEntry(code).example as never);
    const warning = inEditorWords({ file: "site-data/pages/x.json", line: 1, column: 1, pointer: "", ...example });
    if (adminOnlyWarning(code)) return;
    expect(warning.message).toBe(warningWords[code as keyof typeof warningWords](example.params));
    expect(warning.hint).toBeUndefined();
    expect(unactionable(warning.message, code)).toEqual([]);
  });

  it("finds what the command line's words of the same warnings have (the check can fail)", () => {
    const cli = ["untabbed-item", "drawing-called-photo", "photo-too-small"].map((code) => {
      const example = problem(code as never, errorEntry(code as never).example as never);
      return unactionable(`${example.message}. ${example.hint}`, code);
    });
    expect(cli.every((found) => found.length > 0)).toBe(true);
  });

  it("says its buttons in plain words too", () => {
    const buttons = [
      warningActionWords.addTab("fintech", "/blog"),
      warningActionWords.linkFromNavigation,
      warningActionWords.linkFromFooter("Quick Links"),
      warningActionWords.adminLinks,
    ];
    for (const words of buttons) expect(unactionable(words, "untabbed-item")).toEqual([]);
    expect(warningActionWords.addTab("fintech", "/blog")).toBe('Add a "Fintech" tab to /blog');
  });

  it("shows the admins' warnings to whoever may change all of the site settings, and to nobody else", () => {
    const site = "site-data/site.json";
    expect(changesAllSettings({ notYours: new Set(), onlyParts: new Map() })).toBe(true);
    expect(changesAllSettings({ notYours: new Set([site]), onlyParts: new Map() })).toBe(false);
    expect(changesAllSettings({ notYours: new Set(), onlyParts: new Map([[site, ["navigation", "footer"]]]) })).toBe(
      false,
    );
    expect(adminOnlyWarning("heavy-image")).toBe(true);
    expect(adminOnlyWarning("photo-too-small")).toBe(false);
  });
});
