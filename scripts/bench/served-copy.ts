import { execFileSync } from "node:child_process";
import { startServer, type RunningServer } from "./serve.ts";
import { freePort } from "./util.ts";

/** A copy of the project served as `npm start` serves it (src/server/start.ts), on 127.0.0.1 only. */
export interface ServedCopy extends RunningServer {
  copy: string;
  port: number;
}

export async function serveCopy(
  copy: string,
  { env = {}, timeoutMs }: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ServedCopy> {
  const port = await freePort(4470);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer("npx", ["tsx", "src/server/start.ts"], {
    cwd: copy,
    origin,
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    timeoutMs,
  });
  return { ...server, copy, port };
}

/** The value ("name=value") of the cookie `name` an answer sets, if it sets one. */
export const cookieOf = (answer: Response, name: string) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];

/**
 * A new account of the copy (`npm run users -- add`), its password chosen from the link as its person would: returns
 * the session's cookie (signed in).
 */
export async function addAccount(
  served: ServedCopy,
  email: string,
  password: string,
  role: "editor" | "admin" = "editor",
): Promise<string> {
  const printed = execFileSync("npx", ["tsx", "scripts/users.ts", "add", email, "--role", role], {
    cwd: served.copy,
    env: { ...process.env, PORT: String(served.port) },
    encoding: "utf8",
  });
  const token = /\/admin\/welcome\?token=(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`No link in: ${printed}`);
  const answer = await fetch(`${served.origin}/admin/welcome`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: served.origin },
    body: new URLSearchParams({ token: decodeURIComponent(token), password, repeat: password }),
  });
  const cookie = cookieOf(answer, "admin_session");
  if (!cookie) throw new Error(`Signing in failed: HTTP ${answer.status}`);
  return cookie;
}

export interface WorkspaceFile {
  file: string;
  text: string;
  version: string;
}

/** What the editor's save answers when it published. */
export interface SaveAnswer {
  published?: { ms: number };
}

/** The editor's own requests (/admin/api/...), as the signed-in person. */
export function editorApi(served: ServedCopy, cookie: string) {
  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${served.origin}/admin/api/${path}`, {
      method,
      headers: { Cookie: cookie, Origin: served.origin, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  return {
    workspace: async () => ((await api("GET", "workspace")) as unknown as { files: WorkspaceFile[] }).files,
    save: async (files: { file: string; text: string; base: string }[]) =>
      (await api("POST", "save", { files })) as SaveAnswer,
  };
}
