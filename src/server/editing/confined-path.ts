import { lstatSync, realpathSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ServerError, type ServerErrorArgs } from "../../core/errors/server-errors.ts";

const siteDataFile = /^site-data\/(site|pages\/[a-z0-9-]+|collections\/[a-zA-Z]+\/[a-z0-9-]+)\.json$/;

/** Whether a name is one a site-data file may have ("site-data/pages/home.json"); drafts are kept under the same names. */
export const isSiteDataFile = (file: string) => siteDataFile.test(file);

/** The only folders the editor writes in, relative to the project, and the files each may hold. */
const writable = [
  { folder: "site-data", pattern: siteDataFile },
  { folder: "public/images", pattern: /^public\/images\/([a-z0-9-]+\/)*[a-z0-9][a-z0-9-]*\.(png|jpe?g|webp|avif)$/ },
];

/** A file the editor may not write, and why. */
export class PathRefused extends ServerError<"path-refused"> {
  constructor(args: ServerErrorArgs<"path-refused">) {
    super("path-refused", args);
  }
}

const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);

/**
 * The absolute path of a file the editor may write ("site-data/pages/home.json"), or PathRefused: no "..", no
 * absolute path, only the shapes of file site data and images have, in a folder that is really inside the project
 * (no symbolic link leading out of it), and not itself a symbolic link.
 */
export function confinedPath(root: string, file: string): string {
  const rule = writable.find(({ pattern }) => pattern.test(file));
  if (!rule || file.split("/").some((part) => part === ".." || part === "."))
    throw new PathRefused({ file, problem: "not-writable" });
  const path = resolve(root, file);
  const folder = realpathSync(resolve(root, rule.folder));
  if (!inside(resolve(root, rule.folder), path))
    throw new PathRefused({ file, problem: "outside", folder: rule.folder });
  let parent: string;
  try {
    parent = realpathSync(dirname(path));
  } catch (error) {
    // A folder that is not there (or a file where a folder would be): nothing the editor may write into.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    throw new PathRefused({ file, problem: "folder-missing" });
  }
  if (!inside(folder, parent)) throw new PathRefused({ file, problem: "leads-outside", folder: rule.folder });
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing && !existing.isFile()) throw new PathRefused({ file, problem: "not-a-plain-file" });
  return join(parent, relative(dirname(path), path));
}
