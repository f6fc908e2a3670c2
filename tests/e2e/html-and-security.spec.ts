import { expect, test } from "./site-test.ts";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { securityHeaders } from "../../src/core/serving/security-headers.ts";
import { speculationRules, speculationRulesHeader } from "../../src/core/serving/speculation-rules.ts";
import { builtRoutes, routeWeight, sizeBudgets } from "../../src/pipeline/route-weight.ts";
import { inlineScriptProblems } from "./inline-scripts.ts";
import { root } from "./site-data.ts";

const dist = join(root, "dist");

function htmlFiles(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );
}

test("every prerendered page is valid HTML (Nu HTML Checker, errors only)", () => {
  // One Java process reads every page: minutes on a busy two-core machine, and more as the site grows.
  test.setTimeout(600_000);
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(builtRoutes(dist).length);
  const jar = join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
  // The checker writes its JSON report to stderr. One run over every page is over before the JVM's optimising
  // compiler pays off: its quick compiler alone (TieredStopAtLevel=1) halves the CPU it takes (20 s -> 9 s for the
  // seed's 168 pages). Its frames are larger, so the checker's deep schema needs a larger stack than its 512 kB.
  const jvm = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m"];
  const run = spawnSync(
    "java",
    [...jvm, "-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
    },
  );
  if (run.error || !run.stderr.trim().startsWith("{")) {
    throw new Error(
      `Could not run the Nu HTML Checker (is Java installed? apt-get install -y default-jre-headless): ${run.error ?? run.stderr}`,
    );
  }
  const report = run.stderr;
  const messages = (
    JSON.parse(report) as { messages: { url: string; lastLine?: number; message: string; extract?: string }[] }
  ).messages;
  const readable = messages.map(
    (m) => `${relative(dist, new URL(m.url).pathname)}:${m.lastLine ?? "?"}  ${m.message}  ${m.extract ?? ""}`,
  );
  expect(readable).toEqual([]);
});

test("no page has an inline script (only JSON data blocks: the modules list and JSON-LD) or inline event handler, and every new-tab link is rel=noopener noreferrer", () => {
  for (const file of htmlFiles()) {
    const html = readFileSync(file, "utf8");
    const where = relative(dist, file);
    expect(inlineScriptProblems(html), where).toEqual([]);
    expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? [], `${where}: inline event handler`).toEqual([]);
    for (const link of html.match(/<a\b[^>]*target="_blank"[^>]*>/g) ?? [])
      expect(link, where).toMatch(/rel="noopener noreferrer"/);
  }
});

test("the inline-script gate refuses anything but a JSON data block of an allowed type", () => {
  expect(
    inlineScriptProblems(
      '<script type="application/ld+json">{"@type":"Thing","name":"a \\u003c b"}</script><script type="module" src="/a.js"></script>',
    ),
  ).toEqual([]);
  expect(inlineScriptProblems("<script>alert(1)</script>")).toHaveLength(1);
  expect(inlineScriptProblems('<script type="module">import "/a.js"</script>')).toHaveLength(1);
  expect(inlineScriptProblems('<script type="text/ld+json">{}</script>')).toHaveLength(1);
  expect(inlineScriptProblems('<script type="application/ld+json">alert(1)</script>')).toHaveLength(1);
  expect(inlineScriptProblems('<script type="application/ld+json">{"name":"<!--"}</script>')).toHaveLength(1);
});

for (const path of ["/", "/about", "/no-such-page", "/speculation-rules.json", "/favicon.svg", "/favicon.ico"]) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers()[name.toLowerCase()], name).toBe(value);
    const csp = securityHeaders["Content-Security-Policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
}

test("pages name the speculation rules that let browsers load the next page ahead of a click", async ({ request }) => {
  for (const path of ["/", "/about", "/no-such-page"])
    expect((await request.get(path)).headers()["speculation-rules"], path).toBe(speculationRulesHeader);
  const response = await request.get(speculationRulesHeader.replace(/"/g, ""));
  expect(response.headers()["content-type"]).toContain("application/speculationrules+json");
  const rules = (await response.json()) as typeof speculationRules;
  expect(rules).toEqual(speculationRules);
  // Never a form's address.
  expect(JSON.stringify(rules.prefetch)).toContain('{"not":{"href_matches":"/f/*"}}');
});

test("docs/running.md shows the same headers for a static host", () => {
  const running = readFileSync(join(root, "docs/running.md"), "utf8");
  for (const [name, value] of Object.entries(securityHeaders)) expect(running).toContain(`${name}: ${value}`);
});

test("pages, scripts and styles are sent compressed to browsers that accept it", async ({ request }) => {
  const { scripts, stylesheets } = routeWeight(dist, "/", "index.html");
  // The largest script: files too small to gain from compression are sent as they are.
  const script = scripts
    .map((url) => ({ url, size: statSync(join(dist, url)).size }))
    .sort((a, b) => b.size - a.size)[0].url;
  for (const path of ["/", "/about", script, stylesheets[0]]) {
    const brotli = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers()["content-encoding"], path).toBe("br");
    const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    expect(gzip.headers().vary, path).toMatch(/accept-encoding/i);
  }
});

for (const { route, htmlFile } of builtRoutes(dist)) {
  test(`${route} stays within the size budgets (JS, CSS and HTML after gzip)`, () => {
    const weight = routeWeight(dist, route, htmlFile);
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    for (const kind of ["js", "css", "html"] as const) {
      expect(
        weight[kind],
        `${route}: ${kind.toUpperCase()} is ${kB(weight[kind])} gzip, over the ${kB(sizeBudgets[kind])} budget`,
      ).toBeLessThanOrEqual(sizeBudgets[kind]);
    }
  });
}

test("/favicon.ico, which browsers and feed readers ask for by themselves, is an icon, checked again like public/'s files", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)$/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  const body = await response.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});
