import type { Site } from "../generated/site-data.ts";

/** Whose publishes the site's settings ("editing.publishNeedsApproval") make wait for an approval. */
export type ApprovalRole = "editor" | "admin";

/**
 * When the site's settings say nothing, an editor's publish needs an approval and an admin's does not: a site that
 * never thought about it still has a second pair of eyes on the changes of those who are not responsible for it.
 */
const byDefault: Record<ApprovalRole, boolean> = { editor: true, admin: false };

const settingsOf = (settings: string | null | Pick<Site, "editing">): Pick<Site, "editing"> | null => {
  if (settings === null || typeof settings !== "string") return settings;
  try {
    const value: unknown = JSON.parse(settings);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Pick<Site, "editing">) : null;
  } catch {
    return null;
  }
};

/**
 * Whether a publish by someone of this role needs an approval first, by the site settings (their text, or read). The
 * server asks it of the settings as published, never of the change being published: nobody switches it off with the
 * very change it would let through. Settings it cannot read say what the default says.
 */
export function needsApproval(settings: string | null | Pick<Site, "editing">, role: ApprovalRole): boolean {
  const given = settingsOf(settings)?.editing?.publishNeedsApproval?.[role];
  return typeof given === "boolean" ? given : byDefault[role];
}
