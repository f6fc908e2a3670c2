import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { createEditorApi, type EditorApiOptions } from "../../../src/server/editing/editor-api.ts";

const root = join(import.meta.dirname, "../../..");

/** The editor's API as `npm run edit` serves it, over a real HTTP server, on a fresh copy of the project's site. */
export async function editorApiOnACopy(name: string, options: EditorApiOptions = {}) {
  const temporary = mkdtempSync(join(tmpdir(), `${name}-`));
  const project = join(temporary, "project");
  mkdirSync(project);
  for (const folder of ["site-data", "schemas", "public"])
    cpSync(join(root, folder), join(project, folder), { recursive: true });
  const api = createEditorApi(createSiteDataWorkspace(project), options);
  const server = createServer((request, response) => {
    void api(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    project,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(temporary, { recursive: true, force: true });
    },
  };
}
