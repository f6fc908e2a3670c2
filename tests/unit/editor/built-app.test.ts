import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuiltApp } from "../../../src/server/editing/built-app.ts";

const root = mkdtempSync(join(tmpdir(), "built-app-"));
const app = join(root, "app");
const publicDir = join(root, "public");
let server: Server;
let origin: string;

const write = (path: string, text: string) => {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
};

beforeAll(async () => {
  write(join(app, "index.html"), "<title>Site editor</title>");
  write(join(app, "preview.html"), "<title>Preview</title>");
  write(join(app, "assets/editor-abc123.js"), "console.log('editor')");
  write(join(app, ".built-from"), "fingerprint");
  write(join(publicDir, "images/team photo.png"), "png bytes");
  write(join(root, "secret.txt"), "not for the browser");
  server = createServer(serveBuiltApp(app, publicDir));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const page = { accept: "text/html,application/xhtml+xml" };

describe("serveBuiltApp: the built editor's pages under npm run edit", () => {
  it("sends the editor's page at / and at any address of the application the browser navigates to", async () => {
    for (const path of ["/", "/edit/site-data/pages/home.json", "/inbox"]) {
      const response = await fetch(`${origin}${path}`, { headers: page });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toBe("<title>Site editor</title>");
    }
  });

  it("sends the application's files, the hashed ones to be kept by the browser, the pages to be asked again", async () => {
    const script = await fetch(`${origin}/assets/editor-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const preview = await fetch(`${origin}/preview.html`);
    expect(await preview.text()).toBe("<title>Preview</title>");
    expect(preview.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the project's pictures as they are on disk now, an upload made after it started included", async () => {
    const existing = await fetch(`${origin}/images/team%20photo.png`);
    expect(existing.status).toBe(200);
    expect(await existing.text()).toBe("png bytes");
    write(join(publicDir, "images/uploads/new.png"), "uploaded");
    expect(await (await fetch(`${origin}/images/uploads/new.png`)).text()).toBe("uploaded");
  });

  it("answers 404 to a missing file a script or a picture asks for, rather than the editor's page", async () => {
    for (const path of ["/assets/editor-old.js", "/images/missing.png"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("Site editor");
    }
  });

  it("never sends a file outside its folders, nor the build's stamp", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/images/..%2f..%2fsecret.txt", "/.built-from"]) {
      const text = await (await fetch(`${origin}${path}`)).text();
      expect(text, path).not.toContain("not for the browser");
      expect(text, path).not.toContain("fingerprint");
    }
  });

  it("refuses what is not a read, and an address that cannot be decoded, in words", async () => {
    const post = await fetch(`${origin}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    const garbled = await fetch(`${origin}/%E0%A4%A`, { headers: page });
    expect(garbled.status).toBe(400);
    expect(await garbled.text()).toBe("Bad address");
  });

  it("says how to build the page when it is missing, rather than answering with nothing", async () => {
    rmSync(join(app, "index.html"));
    try {
      const response = await fetch(`${origin}/`, { headers: page });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/not built: stop npm run edit and start it again/);
    } finally {
      write(join(app, "index.html"), "<title>Site editor</title>");
    }
  });
});
