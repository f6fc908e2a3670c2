/**
 * A real nginx for the tests, in a folder of its own: the browser tests behind nginx (serve-behind-nginx.ts) and the
 * test of the config the build writes (tests/unit/build/nginx-config.test.ts) run the same main config around
 * their server block.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Debian's nginx (apt-get install nginx-light), where this machine has it. */
export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

const temporaryFolders = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/**
 * Writes `folder`/nginx.conf, a main config with `folder` as nginx's prefix (its pid and temporary files there), in
 * the foreground with one worker, logging errors and warnings to stderr, around `server` (written beside it as
 * server.conf). Returns the arguments that give nginx this config.
 */
export function writeNginxConfig(folder: string, server: string): string[] {
  writeFileSync(join(folder, "server.conf"), server);
  for (const name of temporaryFolders) mkdirSync(join(folder, name), { recursive: true });
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
      ...temporaryFolders.map((name) => `  ${name}_temp_path ${join(folder, name)};`),
      `  include ${join(folder, "server.conf")};`,
      "}",
    ].join("\n"),
  );
  return ["-p", folder, "-c", join(folder, "nginx.conf")];
}

/**
 * The server block `npm run build` wrote (deploy/nginx.conf), as it is but for where it listens and where the Node
 * service answers: the tests' own ports.
 */
export function onTestPorts(built: string, nginxPort: number, servePort: number): string {
  return built
    .replace(/^ {2}listen \S+;$/m, `  listen 127.0.0.1:${nginxPort};`)
    .replace(/proxy_pass http:\/\/127\.0\.0\.1:\d+;/g, `proxy_pass http://127.0.0.1:${servePort};`);
}

/** What `nginx -t` says is wrong with the config of these arguments, or null when nginx takes it. */
export function nginxConfigProblem(nginx: string, args: string[]): string | null {
  const check = spawnSync(nginx, ["-t", ...args], { encoding: "utf8" });
  return check.status === 0 ? null : check.stderr;
}
