/**
 * The web server of the admin's browser tests (playwright.admin.config.ts): a fresh copy of the project with the
 * site and the admin as `npm start` builds them (dist/, dist-admin/, and the build's state and bundles, so that a
 * publish builds only what it changes), a git repository of its own (what it publishes is committed there), served
 * by `npm run serve` in the copy. The copy is removed when Playwright stops the server.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "../../scripts/copy-project.ts";
import { adminPort, copyRoot, projectRoot } from "./admin-copy.ts";

rmSync(copyRoot, { recursive: true, force: true });
copyProject(projectRoot, copyRoot);
for (const built of ["dist", "dist-admin", ".cache/build-state.json", ".cache/client", ".cache/ssr", ".cache/images", ".cache/compressed"]) {
  if (existsSync(join(projectRoot, built))) cpSync(join(projectRoot, built), join(copyRoot, built), { recursive: true });
}
const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test setup", "-c", "user.email=setup@localhost", ...args], { cwd: copyRoot, stdio: "ignore" });
git("init", "--quiet", "--initial-branch=main");
git("add", "--all");
git("commit", "--quiet", "-m", "The project as the tests found it");
const server = spawn("npm", ["run", "serve"], { cwd: copyRoot, stdio: "inherit", env: { ...process.env, PORT: String(adminPort), LOG_LEVEL: "warn" } });

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(copyRoot, { recursive: true, force: true });
  process.exit(code ?? 0);
});
