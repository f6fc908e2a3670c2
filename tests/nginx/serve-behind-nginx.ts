/**
 * The web server of the browser tests behind nginx (playwright.nginx.config.ts): `npm run serve` on its own port,
 * and in front of it a real nginx with the config `npm run build` wrote (deploy/nginx.conf), as it is but for where
 * it listens and where `npm run serve` answers. Both stop when Playwright stops this.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { e2eDataDir } from "../e2e/form-data-dir.ts";
import { nginxPort, servePort } from "./ports.ts";

const root = resolve(import.meta.dirname, "../..");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
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
const server = readFileSync(built, "utf8")
  .replace(/^  listen \S+;$/m, `  listen 127.0.0.1:${nginxPort};`)
  .replace(/proxy_pass http:\/\/127\.0\.0\.1:\d+;/g, `proxy_pass http://127.0.0.1:${servePort};`);
writeFileSync(join(folder, "server.conf"), server);
for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(folder, name));
writeFileSync(
  join(folder, "nginx.conf"),
  [
    process.getuid?.() === 0 ? "user root;" : "",
    "daemon off;",
    // Debian's brotli_static module (libnginx-mod-http-brotli-static), by its full path: this nginx has its own prefix.
    "load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;",
    "worker_processes 1;",
    `pid ${join(folder, "nginx.pid")};`,
    "error_log stderr warn;",
    "events {}",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${join(folder, name)};`),
    `  include ${join(folder, "server.conf")};`,
    "}",
  ].join("\n"),
);
const check = spawnSync(nginx, ["-t", "-p", folder, "-c", join(folder, "nginx.conf")], { encoding: "utf8" });
if (check.status !== 0) {
  console.error(`deploy/nginx.conf is not a config nginx takes:\n${check.stderr}`);
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
const proxy = spawn(nginx, ["-p", folder, "-c", join(folder, "nginx.conf")], { stdio: "inherit" });

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
