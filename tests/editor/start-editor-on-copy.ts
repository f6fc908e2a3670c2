/**
 * The web server of the editor's browser tests (playwright.editor.config.ts): a fresh copy of the project, and
 * `npm run edit` run in it, exactly as an editor starts it. The copy is removed when Playwright stops the server.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { copyProject } from "../../scripts/copy-project.ts";
import { copyRoot, editorPort, projectRoot } from "./editor-copy.ts";

rmSync(copyRoot, { recursive: true, force: true });
copyProject(projectRoot, copyRoot);
const editor = spawn("npm", ["run", "edit", "--", "--port", String(editorPort)], { cwd: copyRoot, stdio: "inherit" });

const stop = () => editor.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
editor.on("exit", (code) => {
  rmSync(copyRoot, { recursive: true, force: true });
  process.exit(code ?? 0);
});
