import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { runUsers } from "../../src/server/admin/accounts/users-command.ts";
import { sessionCookie } from "../../src/server/admin/admin-routes.ts";
import { commandOutput } from "../command-output.ts";
import { linkIn } from "./admin-copy.ts";

/**
 * A copy of the project served by `npm start` in a process group of its own, which a test may stop as an operator
 * would (SIGTERM) or kill outright (SIGKILL of npm and everything under it), and start again. Requests go to it as a
 * browser's would, with the page's Origin and the session cookie.
 */
export class ServedCopy {
  private server: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  output = "";

  constructor(
    readonly root: string,
    readonly port: number,
    /** The database and the form service's files, where a test wants them (off a small file system, say). */
    readonly dataDir: string,
    /** More of the server's settings (TRUST_PROXY behind a proxy, say). */
    readonly settings: Record<string, string> = {},
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  private get env() {
    return {
      ...process.env,
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      LOG_LEVEL: "warn",
      CI: "",
      ...this.settings,
    };
  }

  /** `npm start` (or another script that serves, such as `npm run serve`), answering. */
  async start(timeout = 150_000, script = "start"): Promise<void> {
    const server = spawn("npm", script === "start" ? ["start"] : ["run", script], {
      cwd: this.root,
      detached: true,
      env: this.env,
      stdio: "pipe",
    });
    this.server = server;
    this.output = "";
    server.stdout!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    let stopped = false;
    this.exited = new Promise((resolve) => server.once("exit", () => resolve()));
    void this.exited.then(() => (stopped = true));
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      if (stopped) throw new Error(`npm start stopped before it answered:\n${this.output}`);
      if (
        await fetch(`${this.origin}/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await sleep(200);
    }
    throw new Error(`npm start did not answer within ${timeout / 1000} s:\n${this.output}`);
  }

  /** Kills npm start and everything it started at once, as a power cut or the OOM killer would. */
  kill(): Promise<void> {
    return this.signal("SIGKILL");
  }

  /** Stops it as an operator does (Ctrl+C, a service manager's stop). */
  stop(): Promise<void> {
    return this.signal("SIGTERM");
  }

  /** Sends `signal` to npm and everything under it (its process group), and waits for it to end. */
  private async signal(signal: NodeJS.Signals): Promise<void> {
    if (!this.server) return;
    try {
      process.kill(-this.server.pid!, signal);
    } catch {
      // Already gone.
    }
    await this.exited;
    this.server = null;
    // npm may end before the server under it has closed (a server closing gently takes a moment on a busy machine):
    // until nothing answers, a new start would find the old server answering, and then lose it.
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(100)) {
      const answered = await fetch(`${this.origin}/`).then(
        () => true,
        () => false,
      );
      if (!answered) return;
    }
  }

  /** A new account, its password chosen from its link: the session cookie's value. */
  async signedIn(email: string, role: "editor" | "admin", password = "a long phrase of plain words"): Promise<string> {
    const { code, out, err } = await commandOutput(
      (io) => runUsers(this.root, ["add", email, "--role", role], io),
      this.env,
    );
    if (code !== 0) throw new Error(`npm run users -- add failed: ${err}`);
    const token = new URL(linkIn(out)).searchParams.get("token")!;
    const response = await fetch(`${this.origin}/admin/welcome`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.origin },
      body: new URLSearchParams({ token, password, repeat: password }).toString(),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${sessionCookie}=`))
      ?.split(";")[0];
    if (response.status !== 303 || !cookie) throw new Error(`choosing a password answered ${response.status}`);
    return cookie.slice(sessionCookie.length + 1);
  }

  /** A request of the editor's API as the signed-in person's page sends it. */
  api(session: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.origin}/admin/api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        cookie: `${sessionCookie}=${session}`,
        origin: this.origin,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** The versions the editor would send as each file's base. */
  async versions(session: string): Promise<Map<string, string>> {
    const { files } = (await (await this.api(session, "workspace")).json()) as {
      files: { file: string; version: string }[];
    };
    return new Map(files.map(({ file, version }) => [file, version]));
  }

  read(file: string): string {
    return readFileSync(join(this.root, file), "utf8");
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.root, encoding: "utf8" });
  }
}
