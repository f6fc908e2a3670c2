import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxConfig } from "../../../src/pipeline/nginx-config.ts";
import { redirectMarkers } from "../../../src/pipeline/redirect-markers.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { faviconContentType } from "../../../src/core/serving/favicon.ts";
import { redirectsFile } from "../../../src/core/serving/redirects.ts";
import { securityHeaders, strictTransportSecurity } from "../../../src/core/serving/security-headers.ts";
import { nginxBinary as nginx, nginxConfigProblem, writeNginxConfig } from "../../nginx/test-nginx.ts";

// The config the build writes, served by a real nginx (Debian's; .ci/run installs it): on this machine without nginx
// the test says so and is skipped, in CI it must run.
if (!nginx && process.env.CI)
  throw new Error("nginx is not installed: .ci/run installs it (apt-get install nginx-light)");
if (!nginx) console.warn("nginx-config.test.ts: skipped, nginx is not installed (apt-get install nginx-light).");

const folder = mkdtempSync(join(tmpdir(), "nginx-config-"));
/** As a build leaves it: `dist` a link to a release, which a publish points at another (src/pipeline/site-releases.ts). */
const dist = join(folder, "dist");
const releases = join(folder, "releases");
const redirects = { "/careers/old-job": "/careers/apply/old-job" };
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "about/index.html": "<h1>About</h1>",
  "404.html": "<h1>Not found</h1>",
  "blog/404.html": "<h1>No such post</h1>",
  "blog/year-in-review/index.html": "<h1>Year in review</h1>",
  // A redirect's own page, for a static host that cannot redirect: nginx must not send it at its address.
  "careers/old-job/index.html": '<meta http-equiv="refresh" content="0; url=/careers/apply/old-job">',
  "assets/app-3f2a1b.js": "console.log(1)",
  "speculation-rules.json": "{}",
  "favicon.ico": "an icon",
  [redirectsFile]: JSON.stringify(redirects),
  ...Object.fromEntries(redirectMarkers(redirects)),
};
let server: ChildProcess | undefined;
let upstream: Server | undefined;
let site: FastifyInstance | undefined;
let live: LiveSite | undefined;
let origin = "";

function writeRelease(name: string, content: Record<string, string>): string {
  const release = join(releases, name);
  for (const [file, text] of Object.entries(content)) {
    mkdirSync(dirname(join(release, file)), { recursive: true });
    writeFileSync(join(release, file), text);
  }
  return release;
}

/** What a publish does: `dist` pointed at `release` in one rename, and the service told (src/server/admin/publish/). */
function serve(release: string): void {
  symlinkSync(release, `${dist}.next`);
  renameSync(`${dist}.next`, dist);
  live?.swap(release);
}

beforeAll(async () => {
  if (!nginx) return;
  const first = writeRelease("first", files);
  writeFileSync(join(first, "index.html.gz"), gzipSync(files["index.html"]));
  writeFileSync(join(first, "index.html.br"), brotliCompressSync(files["index.html"]));
  serve(first);
  // The Node service, as far as nginx sees it: the site's own server (redirects and not-found pages), and for the
  // forms and /admin an answer with its own headers that says what it was sent.
  live = new LiveSite(first);
  site = await createSiteServer({ distDir: first, live });
  await site.ready();
  upstream = createServer((request, response) => {
    if (!/^\/(f|p|admin)\//.test(request.url ?? "")) return site!.routing(request, response);
    response.setHeader("Content-Security-Policy", "default-src 'none'");
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({
        url: request.url,
        host: request.headers.host,
        forwardedFor: request.headers["x-forwarded-for"] ?? null,
      }),
    );
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
    nginxConfig({ root: dist, listen: `127.0.0.1:${port}`, upstream: `http://127.0.0.1:${upstreamPort}` }),
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
  await site?.close();
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

  it("gives /favicon.ico the type and the revalidation `npm start` gives it", async () => {
    const icon = await fetch(`${origin}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe(faviconContentType);
    expect(icon.headers.get("cache-control")).toBe("no-cache");
    const fromService = await site!.inject({ url: "/favicon.ico" });
    expect(fromService.headers["content-type"]).toBe(faviconContentType);
    expect(fromService.headers["cache-control"]).toBe("no-cache");
  });

  it("answers an unknown address with the nearest folder's 404 page and status 404, and the redirects with 301 (from the service)", async () => {
    const unknown = await fetch(`${origin}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(files["404.html"]);
    const post = await fetch(`${origin}/blog/no-such-post`);
    expect(post.status).toBe(404);
    expect(await post.text()).toBe(files["blog/404.html"]);
    expect(post.headers.get("content-security-policy")).toBe(securityHeaders["Content-Security-Policy"]);
    expect(post.headers.get("cache-control")).toBe("no-cache");
    expect(post.headers.get("speculation-rules")).toBe('"/speculation-rules.json"');
    // Each header once: nginx adds none of its own to what the service sends.
    expect(post.headers.get("x-frame-options")).toBe(securityHeaders["X-Frame-Options"]);
    const missingScript = await fetch(`${origin}/assets/app-000000.js`);
    expect(missingScript.status).toBe(404);
    expect(await missingScript.text()).toBe(files["404.html"]);
    // The address has a page of its own (for static hosts), yet it is answered with the redirect, with or without a
    // slash after it; the page itself is still a file.
    for (const path of ["/careers/old-job", "/careers/old-job/"]) {
      const moved = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect(moved.status, path).toBe(301);
      // To a path, as npm start says it (not to nginx's own host and port).
      expect(moved.headers.get("location"), path).toBe("/careers/apply/old-job");
    }
    expect((await fetch(`${origin}/careers/old-job/index.html`, { redirect: "manual" })).status).toBe(200);
  });

  it("answers from the release `dist` points at now: a publish's new redirects, 404 pages and pages, without a reload", async () => {
    const next = writeRelease("next", {
      ...Object.fromEntries(Object.entries(files).filter(([file]) => !file.includes("old-job"))),
      "about/index.html": "<h1>About us</h1>",
      // The opening renamed: its old address is unknown now, the new one redirects; and a new folder's 404 page.
      "careers/404.html": "<h1>No such opening</h1>",
      "careers/new-job/index.html": '<meta http-equiv="refresh" content="0; url=/careers/apply/new-job">',
      [redirectsFile]: JSON.stringify({ "/careers/new-job": "/careers/apply/new-job" }),
      ...Object.fromEntries(redirectMarkers({ "/careers/new-job": "/careers/apply/new-job" })),
    });
    serve(next);
    try {
      expect(await (await fetch(`${origin}/about`)).text()).toBe("<h1>About us</h1>");
      const moved = await fetch(`${origin}/careers/new-job`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/careers/apply/new-job");
      const gone = await fetch(`${origin}/careers/old-job`, { redirect: "manual" });
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe("<h1>No such opening</h1>");
    } finally {
      serve(join(releases, "first"));
    }
  });

  it("sends the forms and /admin to the Node service, with the visitor's address and Host, and only the service's own headers", async () => {
    for (const path of ["/f/contact", "/p/nerivo/f/contact", "/admin/login"]) {
      const response = await fetch(`${origin}${path}`, {
        method: path.startsWith("/admin") ? "GET" : "POST",
        body: path.startsWith("/admin") ? undefined : "name=Ada",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      // The Host as the browser sent it, port included: /admin checks a form's Origin against it.
      expect(await response.json(), path).toEqual({ url: path, host: new URL(origin).host, forwardedFor: "127.0.0.1" });
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'");
    }
  });
});

describe("Strict-Transport-Security in deploy/nginx.conf", () => {
  it("is sent over HTTPS only ($scheme), with every set of headers, and never added to the Node service's answers", () => {
    const config = nginxConfig({ root: "/srv/site/dist", listen: "8080", upstream: "http://127.0.0.1:4173" });
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
