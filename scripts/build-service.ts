/**
 * The publisher's build process (src/server/admin/publish/build-service.ts): builds the site into the release each message
 * names, as `npm run build -- --out <release> --quick-compress` does, and keeps what one build can give the next
 * (src/pipeline/build-session.ts): the site data as checked, so that a publish checks the files it changed, and the render
 * workers, warm. It stops when the server does, and answers "restart" instead of building once the code is not what it
 * started with (a deploy): a new process then builds with the new code.
 */
import { resolve } from "node:path";
import { buildLog } from "../src/pipeline/build-log.ts";
import { createBuildSession } from "../src/pipeline/build-session.ts";
import { buildSite } from "../src/pipeline/build-site.ts";
import { codeFingerprint } from "../src/pipeline/code-fingerprint.ts";
import type { BuildRequest, BuildAnswer } from "../src/server/admin/publish/build-service-protocol.ts";

const root = resolve(import.meta.dirname, "..");
/** After this long without a build, the workers stop (each holds the server bundle); the site data stays. */
const workersIdleMs = 10 * 60_000;

const code = codeFingerprint(root);
const session = createBuildSession();
let idle: NodeJS.Timeout | undefined;
const answer = (message: BuildAnswer) => process.send!(message);

// The server stopped (or was killed): nothing is built for anyone any more.
process.on("disconnect", () => process.exit(0));
// One build at a time: the publisher sends the next once this one is answered.
process.on("message", async ({ id, release }: BuildRequest) => {
  clearTimeout(idle);
  if (codeFingerprint(root) !== code) {
    answer({ id, restart: true });
    process.exit(0);
  }
  let output = "";
  const print = (text: string) => (output += `${text}\n`);
  const started = performance.now();
  try {
    await buildSite(root, {
      fullAsked: null,
      outDir: release,
      quickCompress: true,
      session,
      log: buildLog(print, print),
    });
    answer({ id, ok: true, output, ms: performance.now() - started });
  } catch (error) {
    answer({ id, ok: false, output, message: error instanceof Error ? error.message : String(error) });
  }
  idle = setTimeout(() => void session.closeWorkers(), workersIdleMs);
});
// Read and checked now, while nobody waits: the first publish checks only what it changed.
try {
  session.loadSiteData(root);
} catch {
  // Site data with problems: the first build says which.
}
answer({ ready: true });
