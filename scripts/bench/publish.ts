import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBuiltProject } from "../copy-project.ts";
import { startServer } from "./serve.ts";
import { freePort, median, mustRun, sleep } from "./util.ts";

export interface PublishReport {
  file: string;
  /** From pressing Publish (the request leaving) to the public address serving the new title, per publish. */
  runsMs: number[];
  medianMs: number | null;
  /** What the server itself reported for each (validate, write, build, swap), for comparison. */
  serverMs: number[];
}

const post = "site-data/collections/posts/automating-loan-origination.json";
const password = "benchmarks publish one post at a time";

/** Signs in as a new editor of the copy (`npm run users -- add`, then the link's form), and returns the session's cookie. */
async function signIn(copy: string, origin: string, port: number): Promise<string> {
  const printed = execFileSync("npx", ["tsx", "scripts/users.ts", "add", "bench@nerivo.ng", "--role", "editor"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port) },
    encoding: "utf8",
  });
  const token = /\/admin\/welcome\?token=(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`No link in: ${printed}`);
  const answer = await fetch(`${origin}/admin/welcome`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ token: decodeURIComponent(token), password, repeat: password }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith("admin_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`Signing in failed: HTTP ${answer.status}`);
  return cookie;
}

/**
 * Publish to live, as an editor on /admin does it: on a copy of the project served as `npm start` serves it, `runs`
 * times, one post's title changed and published (the editor's save request), timed until the post's public address
 * serves the new title.
 */
export async function measurePublish(root: string, log: (line: string) => void, runs = 5): Promise<PublishReport> {
  // What `npm start` builds first: the site and the admin (each builds only what changed since it last ran).
  await mustRun("npm", ["run", "build"], root);
  await mustRun("npm", ["run", "build:admin"], root);
  const copy = mkdtempSync(join(tmpdir(), "bench-publish-"));
  copyBuiltProject(root, copy);
  const port = await freePort(4470);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer("npx", ["tsx", "src/server/start.ts"], {
    cwd: copy,
    origin,
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  });
  const report: PublishReport = { file: post, runsMs: [], medianMs: null, serverMs: [] };
  try {
    const cookie = await signIn(copy, origin, port);
    const api = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${origin}/admin/api/${path}`, {
        method,
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await answer.json()) as Record<string, unknown>;
      if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    for (let run = 1; run <= runs; run++) {
      const workspace = (await api("GET", "workspace")) as { files: { file: string; text: string; version: string }[] };
      const current = workspace.files.find(({ file }) => file === post)!;
      const value = JSON.parse(current.text) as { id: string; title: string };
      const title = `${value.title.replace(/ \(publish \d+\)$/, "")} (publish ${run})`;
      const text = `${JSON.stringify({ ...value, title }, null, 2)}\n`;
      const started = performance.now();
      const saved = (await api("POST", "save", { files: [{ file: post, text, base: current.version }] })) as {
        published?: { ms: number };
      };
      for (;;) {
        const page = await (await fetch(`${origin}/blog/${value.id}`)).text();
        if (page.includes(`(publish ${run})`)) break;
        if (performance.now() - started > 120_000) throw new Error(`publish ${run} was not live after 120 s`);
        await sleep(50);
      }
      const ms = performance.now() - started;
      report.runsMs.push(ms);
      if (saved.published) report.serverMs.push(saved.published.ms);
      log(`  publish ${run}: live in ${(ms / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
  report.medianMs = median(report.runsMs);
  return report;
}
