import { existsSync, statSync } from "node:fs";
import { join, posix } from "node:path";

function isFile(root: string, relativePath: string): boolean {
  const full = join(root, relativePath);
  return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
}

/** The file under `root` that answers `pathname` ("/about" -> "about/index.html"), or null. */
export function findStaticFile(root: string, pathname: string): string | null {
  if (pathname.includes("\0") || pathname.split("/").includes("..")) return null;
  const relative = pathname.replace(/^\/+/, "");
  const candidates = pathname.endsWith("/") ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return candidates.find((candidate) => candidate !== "" && isFile(root, candidate)) ?? null;
}

/**
 * The not-found file for `pathname`: a detail route's own (dist/services/404.html answers /services/unknown,
 * dist/_data/services/404.json answers its data), else the site-wide one. Only the immediate parent folder
 * counts, because a detail route's id is always the last part of its address.
 */
export function findNotFoundFile(root: string, pathname: string): string {
  const isData = pathname.startsWith("/_data/");
  const name = isData ? "404.json" : "404.html";
  const parent = posix.dirname(pathname.replace(/\/+$/, "") || "/");
  const local = posix.join(parent, name).replace(/^\/+/, "");
  if (parent !== "/" && !parent.split("/").includes("..") && isFile(root, local)) return local;
  return isData ? "_data/404.json" : "404.html";
}
