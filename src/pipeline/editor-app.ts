import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adminAppDir } from "./admin-app-dir.ts";
import { codeFingerprint } from "./code-fingerprint.ts";

/**
 * The editor's application (src/studio/vite.config.ts) is built twice over, for two places:
 * - "admin": at /admin on the running site, for people signed in (src/server/admin/), into dist-admin/;
 * - "edit": at / under `npm run edit` on this machine (src/server/editing/editor-server.ts), into .cache/editor-app/.
 * The same code; what differs is its address, from which it knows where it runs (src/studio/api.ts).
 */
export type EditorAppPlace = "admin" | "edit";

export const editorAppDir: Record<EditorAppPlace, string> = {
  admin: adminAppDir,
  edit: join(import.meta.dirname, "../../.cache/editor-app"),
};

/** The file beside the application that says which code it was built from (src/pipeline/code-fingerprint.ts). */
const stampOf = (place: EditorAppPlace) => join(editorAppDir[place], ".built-from");

/** Whether the application for `place` was built from the code whose fingerprint is given. */
function builtFrom(place: EditorAppPlace, fingerprint: string): boolean {
  const stamp = stampOf(place);
  return (
    existsSync(stamp) &&
    existsSync(join(editorAppDir[place], "index.html")) &&
    readFileSync(stamp, "utf8") === fingerprint
  );
}

/**
 * Builds the application for `place` unless it is built from the code as it is now; says which it did. Vite reads
 * NODE_ENV when it builds: React's production build is wanted (scripts/edit.ts says why), so it is set beforehand.
 */
export async function buildEditorApp(root: string, place: EditorAppPlace): Promise<"built" | "current"> {
  const fingerprint = codeFingerprint(root);
  if (builtFrom(place, fingerprint)) return "current";
  process.env.NODE_ENV ??= "production";
  const { build } = await import("vite");
  await build({ configFile: join(root, "src/studio/vite.config.ts"), mode: place, logLevel: "warn" });
  writeFileSync(stampOf(place), fingerprint);
  return "built";
}
