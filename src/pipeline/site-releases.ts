import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { realDisk, type Disk } from "./disk.ts";
import { buildStateFile } from "./build-state.ts";
import { servedSiteDataFile } from "./served-site-data.ts";

/**
 * The built site is a release: a complete build in a folder of its own under releases/, and `dist` is a symbolic
 * link to the one visitors get. A build (`npm run build`, or a publish from /admin) makes a new release beside the
 * served one (from hard links to its files, so that it redoes only what changed) and, once it is complete, points
 * `dist` at it in one rename. A build that fails or stops half-way leaves `dist` as it was: the site stays up. Every
 * server reads the same link: `npm run serve` after a restart serves the last publish, and nginx (whose root is
 * dist/) sends each publish from its next request on.
 */
export const releasesFolderName = "releases";
export const siteLinkName = "dist";

export const releasesFolder = (root: string) => join(root, releasesFolderName);
export const siteLink = (root: string) => join(root, siteLinkName);

/** The folder `dist` leads to (a release, or dist/ itself where it is a folder of an older build), or null. */
export function servedFolder(root: string): string | null {
  try {
    const real = realpathSync(siteLink(root));
    return statSync(real).isDirectory() ? real : null;
  } catch {
    return null;
  }
}

/** How many releases are kept besides the served one: requests begun on the one before may still be answered. */
const kept = 2;

/** A new, empty name for a release; `tag` ends it (a publish's id), so that a journal can say which is its own. */
export function releaseName(tag = randomBytes(4).toString("hex")): string {
  return `release-${new Date().toISOString().replace(/[-:.]/g, "").replace("T", "-").slice(0, 15)}-${tag}`;
}

/**
 * A new release: the files of the served site (`from`), linked one by one, with its build state, so the build redoes
 * only what changed; empty when nothing is served yet. The build replaces files by renaming new ones over them
 * (src/pipeline/replace-file.ts), so the served site's files are never changed under it.
 */
export function prepareRelease(root: string, from: string | null, name = releaseName()): string {
  const release = join(releasesFolder(root), name);
  mkdirSync(releasesFolder(root), { recursive: true });
  if (from) {
    linkTree(from, release);
    const state = buildStateFile(root, from);
    if (existsSync(state)) copyFileSync(state, buildStateFile(root, release));
  } else mkdirSync(release);
  return release;
}

/** A release that will not be served (its build failed), and the files kept beside it. */
export function discardRelease(root: string, release: string): void {
  rmSync(release, { recursive: true, force: true });
  rmSync(buildStateFile(root, release), { force: true });
  rmSync(servedSiteDataFile(release), { force: true });
}

/**
 * Points `dist` at `release` in one step: a new link under another name, renamed over the old one. A dist/ that is
 * still a folder (built before releases) is moved among the releases first, with its build state.
 */
export function serveRelease(root: string, release: string, disk: Disk = realDisk): void {
  const link = siteLink(root);
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isDirectory()) adoptOldDist(root);
  const temporary = join(root, `.${siteLinkName}-${randomBytes(4).toString("hex")}`);
  symlinkSync(relative(root, resolve(release)), temporary);
  try {
    disk.rename(temporary, link);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  disk.syncFolder(root);
}

/** dist/ as a folder (an older build's): moved into releases/ as a release, so that `dist` can become a link. */
function adoptOldDist(root: string): string {
  const release = join(releasesFolder(root), releaseName("dist"));
  mkdirSync(releasesFolder(root), { recursive: true });
  const state = buildStateFile(root, siteLink(root));
  renameSync(siteLink(root), release);
  if (existsSync(state)) renameSync(state, buildStateFile(root, release));
  return release;
}

/**
 * The releases no longer needed removed: all but the served one, those in `keep`, and the newest before them (a
 * visitor's page may still be loading from the one just replaced). Build states of releases that are gone go too.
 */
export function pruneReleases(root: string, keep: string[] = []): void {
  const folder = releasesFolder(root);
  if (!existsSync(folder)) return;
  const served = servedFolder(root);
  const keptNames = new Set([...keep, ...(served ? [served] : [])].map((path) => basename(resolve(path))));
  const releases = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .reverse();
  let recent = 0;
  for (const name of releases) {
    if (keptNames.has(name)) continue;
    if (recent++ < kept) continue;
    rmSync(join(folder, name), { recursive: true, force: true });
  }
  // The files kept beside each release ("<release>.build-state.json", "<release>.site-data.json") go with it.
  const left = new Set(readdirSync(folder));
  for (const name of left) {
    const release = /^(.*)\.[a-z-]+\.json$/.exec(name)?.[1];
    if (release && !left.has(release)) rmSync(join(folder, name), { force: true });
  }
}

/** `to` made with a hard link to every file of `from`, and its folders. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkSync(source, target);
  }
}
