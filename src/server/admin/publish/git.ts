import { execFile, execFileSync, spawn, type ExecFileException } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { logServerError, ServerError } from "../../../core/errors/server-errors.ts";

/**
 * The project's git repository, as the publisher uses it: the site's history is its commits. Runs the machine's `git`
 * (what every clone of the project has); never a shell, so no file name or message is ever interpreted.
 */
export interface Commit {
  hash: string;
  author: string;
  email: string;
  /** Milliseconds since 1970. */
  at: number;
  subject: string;
  body: string;
  /** Who made the commit (the server, for a publish), as against who wrote the change. */
  committerEmail?: string;
}

/** Who the server commits as, when the author is a person of /admin. */
const committer = { GIT_COMMITTER_NAME: "Site editor", GIT_COMMITTER_EMAIL: "site-editor@localhost" };

/** A git command that failed: its exit code (null when git did not run at all) and what it said. */
export class GitFailed extends ServerError<"publish-git-failed"> {
  constructor(
    readonly args: string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    cause?: unknown,
  ) {
    super(
      "publish-git-failed",
      { command: args[0], said: stderr.trim() || (cause instanceof Error ? cause.message : `exit code ${exitCode}`) },
      { cause },
    );
  }
}

function git(root: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      "git",
      args,
      { cwd: root, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(gitFailed(args, error, stderr)) : resolve(stdout)),
    ),
  );
}

const gitFailed = (args: string[], error: ExecFileException, stderr: string) =>
  new GitFailed(args, typeof error.code === "number" ? error.code : null, stderr, error);

/** How git says that a folder is in no repository (it says the same of one whose .git it cannot read). */
const notARepository = /not a git repository/i;

/** The nearest `.git` (a folder, or a worktree's file) at `root` or above it, or null: where git would look. */
function nearestGitEntry(root: string): string | null {
  for (let folder = resolve(root); ; folder = dirname(folder)) {
    if (existsSync(join(folder, ".git"))) return join(folder, ".git");
    if (dirname(folder) === folder) return null;
  }
}

/**
 * Whether the project is in a git repository: false only when it is not (git says so, and there is no .git at the
 * project or above it). A git that fails (a damaged .git/HEAD, a repository owned by another user, no git where there
 * is a .git) throws with its code: taken as "not a repository", publishing would go on without committing, and the
 * live site would no longer be what is committed.
 */
export async function isRepository(root: string): Promise<boolean> {
  try {
    return (await git(root, ["rev-parse", "--show-toplevel"])).trim().length > 0;
  } catch (error) {
    // No .git anywhere git would look: not a repository, whatever git said (or if there is no git at all).
    if (
      !nearestGitEntry(root) &&
      error instanceof GitFailed &&
      (notARepository.test(error.stderr) || error.exitCode === null)
    )
      return false;
    throw unreadableOr(root, error);
  }
}

/** A git that says "not a git repository" where there is a .git: the repository is there, and git cannot read it. */
function unreadableOr(root: string, error: unknown): unknown {
  const gitDir = nearestGitEntry(root);
  if (gitDir && error instanceof GitFailed && notARepository.test(error.stderr))
    return new ServerError("git-repository-unreadable", { gitDir, said: error.stderr.trim() }, { cause: error });
  return error;
}

/**
 * The current branch and its commit, read at once (a save's journal records them, to undo its commit after a crash);
 * nulls outside a repository or before its first commit.
 */
export function branchHead(root: string): { branch: string | null; head: string | null } {
  if (!nearestGitEntry(root)) return { branch: null, head: null };
  // Both commands exit with 1, saying nothing, for what they answer with null (a detached HEAD, a branch without a
  // commit yet); any other failure is git's, and said with its code.
  const read = (args: string[]) => {
    try {
      return (
        execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" }).trim() || null
      );
    } catch (error) {
      const { status, stderr } = error as { status: number | null; stderr?: string };
      if (status === 1 && !stderr?.trim()) return null;
      throw unreadableOr(root, new GitFailed(args, status, stderr ?? "", error));
    }
  };
  const branch = read(["symbolic-ref", "-q", "HEAD"]);
  return { branch, head: branch ? read(["rev-parse", "--verify", "-q", branch]) : null };
}

/** The line a publish's commit message ends with, naming its save, so that recovery knows the commit for its own. */
export const publishTrailer = (id: string) => `Publish-Id: ${id}`;

/**
 * The line of a publish's commit saying who approved it, when it needed an approval: on one line whatever the name
 * given (a reviewer types it), so that nothing in it can add another line to the commit.
 */
export const approvalTrailer = (approvedBy: string) =>
  `Approved-by: ${[...approvedBy]
    .map((character) => (character < " " || character === "\u007f" ? " " : character))
    .join("")
    .replace(/ +/g, " ")
    .trim()
    .slice(0, 300)}`;

/** Who approved a publish, from its commit's body (approvalTrailer), if it needed an approval. */
export const approvedByOf = (body: string): string | undefined =>
  /^Approved-by: (.+)$/m.exec(body)?.[1].trim() || undefined;

/**
 * After a crash during a publish: the commit it made (if it got that far) is taken back, so that the branch is where
 * it was before, and the index entries of its files are those of the branch again. Locks a killed git left behind are
 * removed first: no git runs for the site while the server starts.
 */
export async function undoPublishCommit(
  root: string,
  { branch, head, id, files }: { branch: string; head: string | null; id: string; files: string[] },
): Promise<void> {
  const gitDir = (await git(root, ["rev-parse", "--git-dir"])).trim();
  const absolute = isAbsolute(gitDir) ? gitDir : join(root, gitDir);
  for (const lock of ["index.lock", "HEAD.lock", `${branch}.lock`]) {
    const path = join(absolute, lock);
    if (existsSync(path)) rmSync(path, { force: true });
  }
  // Exit code 1, saying nothing: the branch has no commit (the publish was the first, and did not get that far).
  const now =
    (
      await git(root, ["rev-parse", "--verify", "-q", branch]).catch((error: unknown) => {
        if (error instanceof GitFailed && error.exitCode === 1 && !error.stderr.trim()) return "";
        throw error;
      })
    ).trim() || null;
  if (now && now !== head) {
    const message = await git(root, ["log", "-1", "--format=%B", now]);
    if (message.includes(publishTrailer(id)))
      await git(root, head ? ["update-ref", branch, head, now] : ["update-ref", "-d", branch, now]);
  }
  // The index entries of its files put back as the branch has them: the commit is undone without it, so a failure is
  // said (`git status` shows them staged) and the undoing goes on.
  if (files.length) await git(root, ["reset", "-q", "--", ...files]).catch(logServerError);
}

/**
 * Commits exactly these files as they are on disk (added, changed or removed), whatever else is staged or changed,
 * with `author` as the author. Returns the commit's hash, or null when none of them differs from the last commit.
 */
export async function commitFiles(
  root: string,
  files: string[],
  message: string,
  author: { name: string; email: string },
): Promise<string | null> {
  if (!files.length) return null;
  // New files must be known to git before `commit -- <paths>` takes them; removed ones are taken as removed.
  await git(root, ["add", "--all", "--", ...files]);
  const changed = (await git(root, ["diff", "--cached", "--name-only", "--", ...files])).trim();
  if (!changed) return null;
  await git(
    root,
    ["commit", "--quiet", "--no-verify", "--author", `${author.name} <${author.email}>`, "-m", message, "--", ...files],
    committer,
  );
  return (await git(root, ["rev-parse", "HEAD"])).trim();
}

const separator = "\u001f";
const recordEnd = "\u001e";

/** The commits that changed these folders, newest first (`skip`: after the first so many). */
export async function history(root: string, paths: string[], limit = 100, skip = 0): Promise<Commit[]> {
  const format = ["%H", "%an", "%ae", "%at", "%ce", "%s", "%b"].join(separator) + recordEnd;
  const out = await git(root, ["log", `--max-count=${limit}`, `--skip=${skip}`, `--format=${format}`, "--", ...paths]);
  return out
    .split(recordEnd)
    .map((record) => record.replace(/^\n/, ""))
    .filter(Boolean)
    .map((record) => {
      const [hash, author, email, at, committerEmail, subject, body] = record.split(separator);
      return { hash, author, email, at: Number(at) * 1000, subject, body: body.trim(), committerEmail };
    });
}

/**
 * Whether a commit is a publish of the site (from /admin: a publish, a restore, a scheduled publish), not a developer's
 * change: the server commits each one as its own committer, and since publishes became transactions with its
 * `Publish-Id` line too (which a rebase or a cherry-pick, changing the committer, keeps).
 */
export const isPublish = (commit: Commit) =>
  commit.committerEmail === committer.GIT_COMMITTER_EMAIL || /^Publish-Id: \S+$/m.test(commit.body);

/**
 * The publishes among the commits that changed these folders, newest first, at most `limit`: the site's history as
 * its editors see it. Read a page of commits at a time, so that a project with many commits of code goes on reading
 * until it has found as many publishes as asked for, or none are left.
 */
export async function publishHistory(root: string, paths: string[], limit = 100): Promise<Commit[]> {
  const page = 200;
  const found: Commit[] = [];
  for (let skip = 0; found.length < limit; skip += page) {
    const commits = await history(root, paths, page, skip);
    found.push(...commits.filter(isPublish));
    if (commits.length < page) break;
  }
  return found.slice(0, limit);
}

/**
 * The files under `paths` that a commit changed, with their text before and after it (null where a file did not
 * exist). All the texts are read by one `git cat-file` however many files the commit changed (the project's first
 * commit changed every file).
 */
export async function commitChanges(
  root: string,
  hash: string,
  paths: string[],
): Promise<{ file: string; before: string | null; after: string | null }[]> {
  const names = (
    await git(root, ["diff-tree", "-z", "--no-commit-id", "--name-only", "-r", "--root", hash, "--", ...paths])
  )
    .split("\0")
    // A name with a line break in it cannot be asked of cat-file (and site data has none).
    .filter((name) => name && !name.includes("\n"));
  const texts = await filesAt(
    root,
    names.flatMap((file) => [`${hash}^:${file}`, `${hash}:${file}`]),
  );
  return names.map((file, index) => ({ file, before: texts[2 * index], after: texts[2 * index + 1] }));
}

/** The texts of `revision:file` objects, in order, read by one `git cat-file --batch`: null where there is none. */
function filesAt(root: string, objects: string[]): Promise<(string | null)[]> {
  if (!objects.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], {
      cwd: root,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
    });
    const chunks: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new GitFailed(["cat-file", "--batch"], code, errors));
      const output = Buffer.concat(chunks);
      const texts: (string | null)[] = [];
      let at = 0;
      for (let index = 0; index < objects.length; index++) {
        const lineEnd = output.indexOf(10, at);
        // "<id> <type> <size>", then the content and a line break; "<name> missing" when there is no such object.
        const header = /^\S+ (\w+) (\d+)$/.exec(output.subarray(at, lineEnd).toString());
        at = lineEnd + 1;
        if (!header) {
          texts.push(null);
          continue;
        }
        const size = Number(header[2]);
        texts.push(header[1] === "blob" ? output.subarray(at, at + size).toString("utf8") : null);
        at += size + 1;
      }
      resolve(texts);
    });
    // Should git stop early, its exit says why (above); the write's own error says nothing more.
    child.stdin.on("error", () => {});
    child.stdin.end(objects.map((object) => `${object}\n`).join(""));
  });
}

/** Whether the repository has a remote to push to (a git that fails throws, with its code). */
export async function hasRemote(root: string): Promise<boolean> {
  return (await git(root, ["remote"])).trim().length > 0;
}

/**
 * The files git has under `folder` in the last commit: none outside a repository or before the first commit. A git
 * that fails throws (an empty list would say that nothing there was ever committed).
 */
export async function committedFiles(root: string, folder: string): Promise<Set<string>> {
  if (!(await isRepository(root))) return new Set();
  const head = await git(root, ["rev-parse", "--verify", "-q", "HEAD"]).catch((error: unknown) => {
    if (error instanceof GitFailed && error.exitCode === 1 && !error.stderr.trim()) return "";
    throw error;
  });
  if (!head.trim()) return new Set();
  const listed = await git(root, ["ls-tree", "-r", "-z", "--name-only", "HEAD", "--", folder]);
  return new Set(listed.split("\0").filter(Boolean));
}

/** Pushes the current branch to its remote. */
export async function push(root: string): Promise<void> {
  await git(root, ["push", "--quiet"]);
}
