import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { buildStateFile } from "../src/pipeline/build-state.ts";
import { servedSiteDataFile } from "../src/pipeline/served-site-data.ts";
import { releaseName, releasesFolder, servedFolder, siteLink } from "../src/pipeline/site-releases.ts";

/** Outputs and local state that a copy makes afresh or does without (the editor's unsaved drafts included). */
const notCopied = new Set([
  "node_modules",
  "dist",
  "releases",
  ".publish",
  ".cache",
  ".data",
  ".drafts",
  ".git",
  "reports",
  "test-results",
  "playwright-report",
]);

/**
 * Copies the project to `copy` (sources, schemas, site data, pictures) with node_modules linked, not copied: a place
 * where tests change site data, build it or edit it without touching the project's own files.
 */
export function copyProject(root: string, copy: string): void {
  mkdirSync(copy, { recursive: true });
  cpSync(root, copy, { recursive: true, filter: (source) => source === root || !notCopied.has(basename(source)) });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
}

/** What `npm start` has built besides the site (the admin, the build's bundles and caches). */
const builtParts = ["dist-admin", ".cache/client", ".cache/ssr", ".cache/images", ".cache/compressed"];

/**
 * What `npm start` has built in `root`, copied into `copy` (what is not built yet is left out): the release served,
 * with what is kept beside it, under releases/ with `dist` pointing at it, as in the project.
 */
export function copyBuiltParts(root: string, copy: string): void {
  for (const built of builtParts)
    if (existsSync(join(root, built))) cpSync(join(root, built), join(copy, built), { recursive: true });
  const served = servedFolder(root);
  if (!served) return;
  const release = join(
    releasesFolder(copy),
    basename(served).startsWith("release-") ? basename(served) : releaseName(),
  );
  cpSync(served, release, { recursive: true });
  for (const [from, to] of [
    [buildStateFile(root, served), buildStateFile(copy, release)],
    [servedSiteDataFile(served), servedSiteDataFile(release)],
  ])
    if (existsSync(from)) cpSync(from, to);
  rmSync(siteLink(copy), { recursive: true, force: true });
  symlinkSync(relative(copy, release), siteLink(copy));
}

/**
 * A copy of the project as `npm start` serves it: what was built copied too (so that a publish builds only what it
 * changes), and a git repository of its own, where what the copy publishes is committed.
 */
export function copyBuiltProject(root: string, copy: string): void {
  copyProject(root, copy);
  copyBuiltParts(root, copy);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test setup", "-c", "user.email=setup@localhost", ...args], {
      cwd: copy,
      stdio: "ignore",
    });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git("commit", "--quiet", "-m", "The project as the copy found it");
}
