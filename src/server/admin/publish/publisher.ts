import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SchemasByName } from "../../../core/content/collection-words.ts";
import type { Published } from "../../../core/contract/api-types.ts";
import type { EditorPerson, WrittenFile } from "../../editing/editor-api.ts";
import { realDisk, type Disk } from "../../../pipeline/disk.ts";
import { DiskFull, isDiskFull, type SiteTransaction } from "../../editing/site-transaction.ts";
import {
  discardRelease,
  prepareRelease,
  pruneReleases,
  releaseName,
  serveRelease,
} from "../../../pipeline/site-releases.ts";
import type { LiveSite } from "../../live-site.ts";
import { withoutPaths } from "../../editing/without-paths.ts";
import { logServerError, saidBy, ServerError } from "../../../core/errors/server-errors.ts";
import { describeChanges } from "./change-words.ts";
import {
  approvalTrailer,
  branchHead,
  commitFiles,
  hasRemote,
  isRepository,
  publishTrailer,
  push,
  undoPublishCommit,
} from "./git.ts";
import { buildService } from "./build-service.ts";
import { compressFullyInBackground, stopFullCompressions } from "./full-compression-process.ts";

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

export interface PublisherOptions {
  root: string;
  live: LiveSite;
  /** The schemas as they are when publishing: they say what an item of each collection is called. */
  schemas: () => SchemasByName;
  /** Builds the site as it is on disk into a release folder (a build process; the tests give a quicker one). */
  build?: (release: string) => Promise<unknown>;
  /**
   * Replaces the quick compressed copies of a release once it is live (the build's are quick: src/pipeline/compressed-copies.ts).
   * The tests' quicker builds make none, so by default there is nothing to do when `build` is given.
   */
  compressFully?: (release: string) => Promise<void>;
  disk?: Disk;
}

/** What a save's journal records for a publish: enough to take back its commit and its swap after a crash. */
export function publishContext(root: string, live: LiveSite): Record<string, string | null> {
  const { branch, head } = branchHead(root);
  return { branch, head, live: live.current.dir };
}

/**
 * Makes a save live, as part of its transaction (src/server/editing/site-transaction.ts), whose files are already
 * written: builds the site into a new release beside the live one, commits the files (the person as author, a message
 * in words), then serves the release. Should anything fail, or the process die, before the transaction ends, each step
 * is undone (the release removed, the commit taken back, the old release served again) and the files put back: what
 * is live is always what is committed. Once the transaction has ended, the change is recorded and pushed when the
 * repository has a remote (a push that fails is retried; the site is live either way).
 */
export function createPublisher({
  root,
  live,
  schemas,
  build,
  compressFully = build ? async () => undefined : compressFullyInBackground(root),
  disk = realDisk,
}: PublisherOptions) {
  const service = build ? undefined : buildService(root);
  const buildInto = build ?? service!.build;
  /** One full compression at a time, each after the one before: publishes in a row do not pile them up. */
  let compressing = Promise.resolve();
  /** A push that failed is said in the log with its code, and tried again later, a few times. */
  const pushFailed = (error: unknown, attempt: number) => {
    const retry = attempt < pushRetries.length ? pushRetries[attempt] : null;
    logServerError(
      new ServerError(
        "publish-push-failed",
        { said: saidBy(error), retryInMinutes: retry === null ? null : retry / 60_000 },
        { cause: error },
      ),
    );
    if (retry !== null)
      setTimeout(() => void push(root).catch((again: unknown) => pushFailed(again, attempt + 1)), retry).unref();
  };

  async function run(
    written: WrittenFile[],
    person: EditorPerson,
    reason: string | undefined,
    transaction: SiteTransaction,
    approvedBy?: string,
  ): Promise<Published> {
    const started = performance.now();
    const { id, context } = transaction.record;
    const release = prepareRelease(root, live.current.dir, releaseName(id));
    transaction.onRollback(() => discardRelease(root, release));
    disk.step("build");
    try {
      await buildInto(release);
    } catch (error) {
      const said = saidBy(error);
      // A build that ran out of room is a full disk like any other: the person is told so, not what the build printed.
      if (isDiskFull(error)) throw new DiskFull({ said }, { cause: error });
      throw new ServerError("publish-build-failed", { said: withoutPaths(said, root) }, { cause: error });
    }
    const described = describeChanges(written, schemas());
    const { lines, complete } = described;
    // A restore says what it restored first ("Restored the version of 25 Nov 2026, 10:42 by ada@...: ...").
    const subject = reason ? `${reason}: ${described.subject}` : described.subject;
    let commit: string | null = null;
    const repository = await isRepository(root);
    if (repository) {
      const email = person.email ?? "site-editor@localhost";
      const body = complete ? "" : `${lines.map((line) => `- ${line}`).join("\n")}\n\n`;
      const files = written.map(({ file }) => file);
      disk.step("commit");
      // Taken back whether or not it got as far as committing: its index entries are put back either way.
      transaction.onRollback(() =>
        context.branch ? undoPublishCommit(root, { branch: context.branch, head: context.head, id, files }) : undefined,
      );
      commit = await commitFiles(
        root,
        [...files, ...picturesNamed(root, written)],
        `${subject}\n\n${body}${approvedBy ? `${approvalTrailer(approvedBy)}\n` : ""}${publishTrailer(id)}\n`,
        { name: email, email },
      );
    }
    const previous = live.current.dir;
    disk.step("swap");
    // Registered first: a swap that fails half-way (the link renamed, its folder not flushed) is taken back too.
    transaction.onRollback(() => {
      serveRelease(root, previous);
      live.swap(previous);
    });
    serveRelease(root, release, disk);
    live.swap(release);
    const ms = performance.now() - started;
    const published: Published = { subject, commit, ms, push: repository ? "no remote" : "not a repository" };
    transaction.onCommit(async () => {
      // After the answer: removing an old release of a large site (thousands of files) is no reason to wait. The
      // releases a publish starts from or builds into are never among those removed.
      setImmediate(() => {
        try {
          pruneReleases(root, [release, previous]);
        } catch (error) {
          logServerError(new ServerError("release-prune-failed", { said: saidBy(error) }, { cause: error }));
        }
      });
      // Not awaited: the publish is done, and visitors get the full copies as each is ready.
      compressing = compressing.then(() => compressFully(release));
      // A git that fails to say whether there is a remote fails like a push: said, and tried again.
      if (commit)
        published.push = await hasRemote(root).then(
          (remote) =>
            remote
              ? push(root).then(
                  () => "pushed" as const,
                  (error: unknown) => {
                    pushFailed(error, 0);
                    return "will retry" as const;
                  },
                )
              : ("no remote" as const),
          (error: unknown) => {
            pushFailed(error, 0);
            return "will retry" as const;
          },
        );
      // The site is live whatever becomes of the record: a failure to write it is logged, not a failed publish.
      try {
        await person.record?.("published", `${subject}${commit ? ` (${commit.slice(0, 10)})` : ""}`);
      } catch (error) {
        logServerError(new ServerError("publish-record-failed", { said: saidBy(error) }, { cause: error }));
      }
    });
    return published;
  }

  return {
    run,
    context: () => publishContext(root, live),
    /** Someone has opened the editor: the build process starts and reads the site now, not at their first publish. */
    prepare: () => service?.prepare(),
    /** The server stops: its build process and the full compressions it started end with it. */
    stop: () => {
      service?.stop();
      stopFullCompressions();
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
