/**
 * The web server of the admin's browser tests (playwright.admin.config.ts): a fresh copy of the project with the
 * site and the admin as `npm start` builds them (dist/, dist-admin/, and the build's state and bundles, so that a
 * publish builds only what it changes), a git repository of its own (what it publishes is committed there), served
 * by `npm run serve` in the copy. The copy is removed when Playwright stops the server.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { copyBuiltProject } from "../../scripts/copy-project.ts";
import { adminPort, copyRoot, projectRoot } from "./admin-copy.ts";

rmSync(copyRoot, { recursive: true, force: true });
copyBuiltProject(projectRoot, copyRoot);
const server = spawn("npm", ["run", "serve"], {
  cwd: copyRoot,
  stdio: "inherit",
  env: { ...process.env, PORT: String(adminPort), LOG_LEVEL: "warn" },
});

const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(copyRoot, { recursive: true, force: true });
  process.exit(code ?? 0);
});
