/**
 * The web server of the browser tests behind nginx (playwright.nginx.config.ts): `npm run serve` on its own port,
 * and in front of it a real nginx with the config `npm run build` wrote (deploy/nginx.conf), as it is but for where
 * it listens and where `npm run serve` answers. Both stop when Playwright stops this.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { e2eDataDir } from "../e2e/form-data-dir.ts";
import { nginxPort, servePort } from "./ports.ts";
import { nginxBinary as nginx, nginxConfigProblem, onTestPorts, writeNginxConfig } from "./test-nginx.ts";

const root = resolve(import.meta.dirname, "../..");
if (!nginx) {
  console.error("nginx is not installed (apt-get install nginx-light): the browser tests behind nginx cannot run.");
  process.exit(1);
}
const built = join(root, "deploy", "nginx.conf");
if (!existsSync(built)) {
  console.error("There is no deploy/nginx.conf: run npm run build first.");
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), "nginx-e2e-"));
const server = onTestPorts(readFileSync(built, "utf8"), nginxPort, servePort);
const nginxArgs = writeNginxConfig(folder, server);
const problem = nginxConfigProblem(nginx, nginxArgs);
if (problem) {
  console.error(`deploy/nginx.conf is not a config nginx takes:\n${problem}`);
  process.exit(1);
}

// The forms behind nginx are counted by the address nginx forwards (TRUST_PROXY), with the browser tests' limits.
const service = spawn("npm", ["run", "serve"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(servePort),
    HOST: "127.0.0.1",
    DATA_DIR: e2eDataDir,
    TRUST_PROXY: "127.0.0.1",
    FORM_RATE_LIMIT_PER_MINUTE: "10000",
    FORM_ADDRESS_DAILY_QUOTA_MB: "100000",
    FORM_DAILY_QUOTA_MB: "100000",
    LOG_LEVEL: "warn",
  },
});
const proxy = spawn(nginx, nginxArgs, { stdio: "inherit" });

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  proxy.kill("SIGQUIT");
  service.kill("SIGTERM");
  rmSync(folder, { recursive: true, force: true });
  process.exit(code);
};
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));
service.on("exit", (code) => stop(code ?? 1));
proxy.on("exit", (code) => stop(code ?? 1));
