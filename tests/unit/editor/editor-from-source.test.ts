import { createServer } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorServer } from "../../../src/server/editing/editor-server.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");

/** A port nothing listens on now (the editor's guard checks the port a request names, so 0 will not do). */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

let editor: Awaited<ReturnType<typeof startEditorServer>>;

beforeAll(async () => {
  editor = await startEditorServer(projectRoot, await freePort(), { fromSource: true });
}, 60_000);

afterAll(() => editor?.close());

// The built editor is what the editor's browser tests (tests/editor) use; this is the developer's way in.
describe("npm run edit -- --from-source: the editor's pages made from source by Vite's dev server", () => {
  it("sends the editor's page with Vite's client, at / and at an address of the application", async () => {
    for (const path of ["", "edit/site-data/pages/home.json"]) {
      const response = await fetch(`${editor.url}${path}`, { headers: { accept: "text/html" } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<title>Site editor</title>");
      expect(html).toContain("/@vite/client");
    }
  });

  it("sends the editor's code and the site's components compiled from source, and the site's pictures", async () => {
    const main = await fetch(`${editor.url}main.tsx`);
    expect(main.status).toBe(200);
    expect(await main.text()).toMatch(/\bimport\b/);
    const favicon = await fetch(`${editor.url}favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(await favicon.text()).toContain("<svg");
  });

  it("answers the editor's requests beside the pages", async () => {
    expect(await (await fetch(`${editor.url}api/alive`)).json()).toEqual({ alive: true });
  });
});
