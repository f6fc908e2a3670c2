/** `npm run serve` (and the end of `npm start`): serves the built site from dist/. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createSiteServer } from "./create-server.ts";

const distDir = resolve(import.meta.dirname, "../../dist");
if (!existsSync(resolve(distDir, "index.html"))) {
  console.error("There is no built site in dist/. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const server = await createSiteServer({ distDir });
await server.listen({ port, host });
console.log(`Serving the site at http://${host}:${port}  (Ctrl+C to stop)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
