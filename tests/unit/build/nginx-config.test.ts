import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxConfig } from "../../../src/build/nginx-config.ts";
import { securityHeaders, strictTransportSecurity } from "../../../src/server/security-headers.ts";
import { nginxBinary as nginx, nginxConfigProblem, writeNginxConfig } from "../../nginx/test-nginx.ts";

// The config the build writes, served by a real nginx (Debian's; .ci/run installs it): on this machine without nginx
// the test says so and is skipped, in CI it must run.
if (!nginx && process.env.CI)
  throw new Error("nginx is not installed: .ci/run installs it (apt-get install nginx-light)");
if (!nginx) console.warn("nginx-config.test.ts: skipped, nginx is not installed (apt-get install nginx-light).");

const folder = mkdtempSync(join(tmpdir(), "nginx-config-"));
const dist = join(folder, "dist");
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "about/index.html": "<h1>About</h1>",
  "404.html": "<h1>Not found</h1>",
  "blog/404.html": "<h1>No such post</h1>",
  "blog/year-in-review/index.html": "<h1>Year in review</h1>",
  "assets/app-3f2a1b.js": "console.log(1)",
  "speculation-rules.json": "{}",
};
let server: ChildProcess | undefined;
let upstream: Server | undefined;
let origin = "";

beforeAll(async () => {
  if (!nginx) return;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  writeFileSync(join(dist, "index.html.gz"), gzipSync(files["index.html"]));
  writeFileSync(join(dist, "index.html.br"), brotliCompressSync(files["index.html"]));
  // The Node service, as far as nginx sees it: it answers with its own headers and says what it was sent.
  upstream = createServer((request, response) => {
    response.setHeader("Content-Security-Policy", "default-src 'none'");
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ url: request.url, forwardedFor: request.headers["x-forwarded-for"] ?? null }));
  });
  await new Promise<void>((done) => upstream!.listen(0, "127.0.0.1", done));
  const upstreamPort = (upstream.address() as { port: number }).port;
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const port = (probe.address() as { port: number }).port;
  await new Promise((done) => probe.close(done));
  origin = `http://127.0.0.1:${port}`;
  const args = writeNginxConfig(
    folder,
    nginxConfig({
      root: dist,
      listen: `127.0.0.1:${port}`,
      upstream: `http://127.0.0.1:${upstreamPort}`,
      redirects: { "/careers/old-job": "/careers/apply/old-job" },
      notFoundFiles: ["404.html", "blog/404.html"],
    }),
  );
  const problem = nginxConfigProblem(nginx, args);
  if (problem) throw new Error(problem);
  server = spawn(nginx, args, { stdio: "ignore" });
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error("nginx did not answer");
});

afterAll(async () => {
  server?.kill("SIGQUIT");
  upstream?.close();
  await new Promise((wait) => setTimeout(wait, 200));
  rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(!nginx)("deploy/nginx.conf, served by nginx", () => {
  it("sends pages with every header npm start sends, revalidated on every visit, and the .br or .gz copy to a browser that takes it", async () => {
    for (const path of ["/", "/about", "/about/", "/blog/year-in-review"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      // Plain HTTP: never HSTS.
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("speculation-rules"), path).toBe('"/speculation-rules.json"');
    }
    const zipped = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe(files["index.html"]);
    const brotli = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(files["index.html"]);
  });

  it("keeps content-named files for good, with the same headers, and gives the speculation rules their type", async () => {
    const script = await fetch(`${origin}/assets/app-3f2a1b.js`);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("content-security-policy")).toBe(securityHeaders["Content-Security-Policy"]);
    expect((await fetch(`${origin}/speculation-rules.json`)).headers.get("content-type")).toBe(
      "application/speculationrules+json",
    );
  });

  it("answers an unknown address with the nearest folder's 404 page and status 404, and the redirects with 301", async () => {
    const unknown = await fetch(`${origin}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(files["404.html"]);
    const post = await fetch(`${origin}/blog/no-such-post`);
    expect(post.status).toBe(404);
    expect(await post.text()).toBe(files["blog/404.html"]);
    expect(post.headers.get("content-security-policy")).toBe(securityHeaders["Content-Security-Policy"]);
    const moved = await fetch(`${origin}/careers/old-job`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    // To a path, as npm start says it (not to nginx's own host and port).
    expect(moved.headers.get("location")).toBe("/careers/apply/old-job");
  });

  it("sends the forms and /admin to the Node service, with the visitor's address, and only the service's own headers", async () => {
    for (const path of ["/f/contact", "/p/nerivo/f/contact", "/admin/login"]) {
      const response = await fetch(`${origin}${path}`, {
        method: path.startsWith("/admin") ? "GET" : "POST",
        body: path.startsWith("/admin") ? undefined : "name=Ada",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(await response.json(), path).toEqual({ url: path, forwardedFor: "127.0.0.1" });
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'");
    }
  });
});

describe("Strict-Transport-Security in deploy/nginx.conf", () => {
  it("is sent over HTTPS only ($scheme), with every set of headers, and never added to the Node service's answers", () => {
    const config = nginxConfig({
      root: "/srv/site/dist",
      listen: "8080",
      upstream: "http://127.0.0.1:4173",
      redirects: {},
      notFoundFiles: ["404.html"],
    });
    const lines = config.split("\n");
    expect(config).toContain(
      `map $scheme $site_strict_transport_security {\n  https "${strictTransportSecurity}";\n  default "";\n}`,
    );
    const hsts = lines.filter((line) => line.includes("add_header Strict-Transport-Security"));
    const csp = lines.filter((line) => line.includes("add_header Content-Security-Policy"));
    expect(hsts.length).toBe(csp.length);
    for (const line of hsts)
      expect(line.trim()).toBe("add_header Strict-Transport-Security $site_strict_transport_security always;");
  });
});
