/**
 * `npm start`: builds the site and the admin, then serves them. A build that fails (site data with problems, say)
 * does not keep the site down: the last good build is served (dist/, src/pipeline/site-releases.ts), and the problems
 * are said above and in /admin. Only a project that was never built has nothing to serve.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { servedFolder } from "../src/pipeline/site-releases.ts";

const root = resolve(import.meta.dirname, "..");
const run = (script: string) => spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" }).status === 0;

if (!run("build")) {
  if (!servedFolder(root)) process.exit(1);
  console.error("\nThe site could not be built (above): it is served as it was last built until that is put right.\n");
}
if (!run("build:admin")) process.exit(1);
await import("../src/server/start.ts");
