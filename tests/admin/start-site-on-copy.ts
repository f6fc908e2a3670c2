/**
 * The web server of the admin's browser tests (playwright.admin.config.ts): a fresh copy of the project with the
 * site and the admin as `npm start` builds them (dist/, dist-admin/), served by `npm run serve` in the copy. The
 * copy is removed when Playwright stops the server.
 */
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "../../scripts/copy-project.ts";
import { adminPort, copyRoot, projectRoot } from "./admin-copy.ts";

rmSync(copyRoot, { recursive: true, force: true });
copyProject(projectRoot, copyRoot);
for (const built of ["dist", "dist-admin"]) cpSync(join(projectRoot, built), join(copyRoot, built), { recursive: true });
const server = spawn("npm", ["run", "serve"], { cwd: copyRoot, stdio: "inherit", env: { ...process.env, PORT: String(adminPort), LOG_LEVEL: "warn" } });

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(copyRoot, { recursive: true, force: true });
  process.exit(code ?? 0);
});
