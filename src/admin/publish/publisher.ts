import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SchemasByName } from "../../content/collection-words.ts";
import type { Published } from "../../editor/api-types.ts";
import type { EditorPerson, WrittenFile } from "../../editor/server/editor-api.ts";
import { describeChanges } from "./change-words.ts";
import { commitFiles, hasRemote, isRepository, push } from "./git.ts";
import type { Releases } from "./releases.ts";

/** Pictures under public/images/ that the published texts name ("/images/uploads/team.jpg"): they go into the commit too. */
function picturesNamed(root: string, written: WrittenFile[]): string[] {
  const found = new Set<string>();
  for (const { after } of written) {
    for (const [, src] of (after ?? "").matchAll(/"(\/images\/[a-z0-9/._-]+)"/g)) {
      const file = `public${src}`;
      if (!src.includes("..") && existsSync(join(root, file))) found.add(file);
    }
  }
  return [...found];
}

const pushRetries = [60_000, 5 * 60_000, 30 * 60_000];

/**
 * Makes a save live: builds the site as it now is into a release and swaps it in (src/admin/publish/releases.ts),
 * then commits the files with the person as author and a message in words, and pushes it when the repository has a
 * remote (a push that fails is retried; the site is live either way). A build that fails throws, and the site stays
 * as it was. `schemas` are the schemas as they are when publishing: they say what an item of each collection is called.
 */
export function createPublisher(root: string, releases: Releases, schemas: () => SchemasByName) {
  const retryPush = (attempt: number) => {
    if (attempt >= pushRetries.length) return;
    setTimeout(() => void push(root).catch(() => retryPush(attempt + 1)), pushRetries[attempt]).unref();
  };

  return async function publish(written: WrittenFile[], person: EditorPerson, reason?: string): Promise<Published> {
    const started = performance.now();
    const release = releases.prepare();
    try {
      await releases.build(release);
    } catch (error) {
      releases.discard(release);
      throw new Error(
        `the site could not be built, so it was not changed. The build said:\n${(error as Error).message}`,
      );
    }
    releases.adopt(release);
    const ms = performance.now() - started;
    const described = describeChanges(written, schemas());
    const { lines, complete } = described;
    // A restore says what it restored first ("Restored the version of 25 Nov 2026, 10:42 by ada@...: ...").
    const subject = reason ? `${reason}: ${described.subject}` : described.subject;
    let commit: string | null = null;
    let pushed: Published["push"] = "not a repository";
    if (await isRepository(root)) {
      const email = person.email ?? "site-editor@localhost";
      const message = complete ? `${subject}\n` : `${subject}\n\n${lines.map((line) => `- ${line}`).join("\n")}\n`;
      try {
        commit = await commitFiles(
          root,
          [...written.map(({ file }) => file), ...picturesNamed(root, written)],
          message,
          { name: email, email },
        );
        pushed = "no remote";
      } catch (error) {
        // The site is live; only its history lacks this change. Said in the record and to the person.
        console.error(error);
        pushed = "not committed";
      }
      if (commit && (await hasRemote(root))) {
        pushed = await push(root).then(
          () => "pushed" as const,
          () => {
            retryPush(0);
            return "will retry" as const;
          },
        );
      }
    }
    // The site is live whatever becomes of the record: a failure to write it is logged, not a failed publish.
    try {
      await person.record?.("published", `${subject}${commit ? ` (${commit.slice(0, 10)})` : ""}`);
    } catch (error) {
      console.error(error);
    }
    return { subject, commit, ms, push: pushed };
  };
}
