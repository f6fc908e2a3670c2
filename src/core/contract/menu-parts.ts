/**
 * The navigation and the footer are in the site settings, which only admins change; an admin may let editors change
 * these two parts of it (and so link a new page from them) with "editing.editorsMayChangeMenus". The server refuses
 * any other change of the file from an editor, and the editor's form shows them these parts only.
 */
export const siteSettingsFile = "site-data/site.json";
export const menuParts = ["navigation", "footer"] as const;

const parse = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Whether the site settings `text` let editors change the navigation and the footer (off unless said). */
export function editorsMayChangeMenus(text: string | null): boolean {
  const editing = parse(text)?.editing as { editorsMayChangeMenus?: unknown } | undefined;
  return editing?.editorsMayChangeMenus === true;
}

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && same((a as never)[key], (b as never)[key]))
  );
};

/** Whether `after` differs from the site settings `before` in the navigation and the footer only. */
export function changesMenusOnly(before: string | null, after: string | null): boolean {
  const was = parse(before);
  const is = parse(after);
  if (!was || !is) return false;
  const rest = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => !(menuParts as readonly string[]).includes(key)));
  return same(rest(was), rest(is));
}
