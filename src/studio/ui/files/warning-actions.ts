import { siteSettingsFile } from "../../../core/contract/menu-parts.ts";
import type { Diagnostic } from "../../../core/validation/diagnostic.ts";
import type { ErrorCode, errors } from "../../../core/validation/errors.ts";
import { warningActionWords, warningWords } from "../../../core/words/warning-words.ts";

/** The button a warning comes with: to its field, to add the missing tab, to link the page from the menus. */
export type WarningFix = "goToField" | "addTab" | "linkPage";

export type WarningCode = {
  [C in ErrorCode]: (typeof errors)[C] extends { severity: "warning" } ? C : never;
}[ErrorCode];

/**
 * How each warning is shown to the people of /admin: with the button that fixes it, or to admins only when the fix is
 * nothing an editor can do in the editor (a heavy file in the repository, the company's numbers in the site settings).
 * A new warning needs its line here (its unit test says so).
 */
type WarningHandling = { fix: WarningFix; adminOnly?: never } | { adminOnly: true; fix?: never };

export const warningHandling: Record<WarningCode, WarningHandling> = {
  "share-image-too-small": { fix: "goToField" },
  "logo-too-small": { fix: "goToField" },
  "photo-too-small": { fix: "goToField" },
  "heavy-image": { adminOnly: true },
  "orphan-page": { fix: "linkPage" },
  "title-too-long": { fix: "goToField" },
  "description-length": { fix: "goToField" },
  "expired-opening": { fix: "goToField" },
  "calls-to-action-in-a-row": { fix: "goToField" },
  "untabbed-item": { fix: "addTab" },
  "lonely-last-image": { fix: "goToField" },
  "empty-selection": { fix: "goToField" },
  "placeholder-address": { fix: "goToField" },
  "whatsapp-on-landline": { adminOnly: true },
  "drawing-called-photo": { fix: "goToField" },
  "alt-text-missing": { fix: "goToField" },
  "external-link-broken": { fix: "goToField" },
  "page-too-heavy": { fix: "goToField" },
};

const handlingOf = (code: ErrorCode): WarningHandling | undefined =>
  (warningHandling as Partial<Record<ErrorCode, WarningHandling>>)[code];

/** The fix of a warning the person sees, "goToField" for one without a line here. */
export const fixOf = (code: ErrorCode): WarningFix => handlingOf(code)?.fix ?? "goToField";

/** Whether only those who may change the whole site settings (admins, and the developer of `npm run edit`) see it. */
export const adminOnlyWarning = (code: ErrorCode) => handlingOf(code)?.adminOnly === true;

/** Whether this person may change all of the site settings: an admin (what the server lets them change says it). */
export const changesAllSettings = (state: {
  notYours: ReadonlySet<string>;
  onlyParts: ReadonlyMap<string, readonly string[]>;
}) => !state.notYours.has(siteSettingsFile) && !state.onlyParts.has(siteSettingsFile);

/** A warning in the editor's words (warning-words.ts): no file, field name or code; what to do is in them. */
export function inEditorWords(warning: Diagnostic): Diagnostic {
  const said = (warningWords as Partial<Record<string, (params: Record<string, unknown>) => string>>)[warning.code];
  if (!said) return warning;
  const message = said(warning.params);
  // A check the site's settings make block a publish says so: it is why Publish is refused.
  return {
    ...warning,
    message: warning.params.blocksPublishing ? `${message} ${warningActionWords.blocksPublishing}` : message,
    hint: undefined,
  };
}
