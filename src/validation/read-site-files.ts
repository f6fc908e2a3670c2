import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { SourceFile } from "./json-source.ts";
import { listFiles } from "./list-files.ts";

/** Every .json file under site-data/, named relative to the project root ("site-data/pages/home.json"). */
export function readSiteFiles(projectRoot: string): SourceFile[] {
  return listFiles(join(projectRoot, "site-data"), ".json")
    .map((path) => ({ file: relative(projectRoot, path).split(sep).join("/"), text: readFileSync(path, "utf8") }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Whether "/images/x.svg" is a file under the given public folder. */
export function publicFileChecker(publicDir: string): (src: string) => boolean {
  return (src) => {
    const path = join(publicDir, ...src.split("/").filter(Boolean));
    return path.startsWith(publicDir) && existsSync(path) && statSync(path).isFile();
  };
}
