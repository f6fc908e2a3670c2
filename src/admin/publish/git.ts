import { execFile } from "node:child_process";

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
}

/** Who the server commits as, when the author is a person of /admin. */
const committer = { GIT_COMMITTER_NAME: "Site editor", GIT_COMMITTER_EMAIL: "site-editor@localhost" };

function git(root: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      "git",
      args,
      { cwd: root, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`git ${args[0]}: ${stderr.trim() || error.message}`)) : resolve(stdout),
    ),
  );
}

export async function isRepository(root: string): Promise<boolean> {
  try {
    return (await git(root, ["rev-parse", "--show-toplevel"])).trim().length > 0;
  } catch {
    return false;
  }
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

/** The commits that changed these folders, newest first. */
export async function history(root: string, paths: string[], limit = 100): Promise<Commit[]> {
  const format = ["%H", "%an", "%ae", "%at", "%s", "%b"].join(separator) + recordEnd;
  const out = await git(root, ["log", `--max-count=${limit}`, `--format=${format}`, "--", ...paths]);
  return out
    .split(recordEnd)
    .map((record) => record.replace(/^\n/, ""))
    .filter(Boolean)
    .map((record) => {
      const [hash, author, email, at, subject, body] = record.split(separator);
      return { hash, author, email, at: Number(at) * 1000, subject, body: body.trim() };
    });
}

/** The files a commit changed, with their text before and after it (null where a file did not exist). */
export async function commitChanges(
  root: string,
  hash: string,
): Promise<{ file: string; before: string | null; after: string | null }[]> {
  const names = (await git(root, ["diff-tree", "--no-commit-id", "--name-only", "-r", "--root", hash]))
    .split("\n")
    .filter(Boolean);
  return Promise.all(
    names.map(async (file) => ({
      file,
      before: await fileAt(root, `${hash}^`, file),
      after: await fileAt(root, hash, file),
    })),
  );
}

/** A file's text at a commit, or null when it did not exist there. */
export async function fileAt(root: string, revision: string, file: string): Promise<string | null> {
  try {
    return await git(root, ["show", `${revision}:${file}`]);
  } catch {
    return null;
  }
}

/** Whether the repository has a remote to push to. */
export async function hasRemote(root: string): Promise<boolean> {
  return (await git(root, ["remote"]).catch(() => "")).trim().length > 0;
}

/** Pushes the current branch to its remote. */
export async function push(root: string): Promise<void> {
  await git(root, ["push", "--quiet"]);
}
