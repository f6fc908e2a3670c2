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
 * The not-found page for `pathname`: a detail route's own (dist/services/404.html answers /services/unknown), else
 * the site-wide one. Only the immediate parent folder counts, because a detail route's id is always the last part
 * of its address.
 */
export function findNotFoundFile(root: string, pathname: string): string {
  const parent = posix.dirname(pathname.replace(/\/+$/, "") || "/");
  const local = posix.join(parent, "404.html").replace(/^\/+/, "");
  if (parent !== "/" && !parent.split("/").includes("..") && isFile(root, local)) return local;
  return "404.html";
}
