import { spawn } from "node:child_process";
import { copyRoot } from "./editor-copy.ts";

export interface EditorServer {
  origin: string;
  /** Stops it as Ctrl+C would, and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * `npm run edit` on this worker's copy of the project, on `port`, exactly as an editor starts it; resolves once it
 * says where it answers. The worker's own editor (tests/editor/editor-test.ts) and a second one, for a test that
 * stops and starts the editor while a page is open on it, are started here.
 */
export async function startEditor(port: number): Promise<EditorServer> {
  // Its own process group, so that npm, the shell and the editor under them stop together.
  const child = spawn("npm", ["run", "edit", "--", "--port", String(port)], {
    cwd: copyRoot,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site editor: ")) resolve();
    });
    void exited.then(() => reject(new Error(`npm run edit on port ${port} stopped before it started:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}
