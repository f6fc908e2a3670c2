/**
 * The pre-publish check of links to pages outside the site: an answer of "not found", "gone" or a server error is a
 * warning at the link; no answer at all (offline, a name that does not resolve, a site that keeps silent) is none, and
 * never makes the check wait longer than its timeout. Asked of a local server, never of the internet.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceFile } from "../../../src/core/validation/json-source.ts";
import { brokenLinkWarnings, createLinkChecker, publicHttps } from "../../../src/server/editing/link-checker.ts";
import { inEditorWords } from "../../../src/studio/ui/files/warning-actions.ts";

/** The test's server is on this machine, which the real checker never asks. */
const local = async () => true;
let server: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (path === "/silent") return; // never answers
    if (path === "/no-head" && request.method === "HEAD") return void response.writeHead(405).end();
    const status = { "/missing": 404, "/gone": 410, "/broken": 500, "/sign-in": 403 }[path] ?? 200;
    response.writeHead(status, { "content-type": "text/html" }).end("<p>page</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("links to pages outside the site, before publishing", () => {
  it("reports a page that answers not found, gone or a server error, and no other", async () => {
    const checker = createLinkChecker({ timeoutMs: 1000, mayAsk: local });
    const hrefs = ["/", "/missing", "/gone", "/broken", "/no-head", "/sign-in"].map((path) => base + path);
    const broken = await checker.broken(hrefs);
    expect(Object.fromEntries(broken)).toEqual({
      [`${base}/missing`]: 404,
      [`${base}/gone`]: 410,
      [`${base}/broken`]: 500,
    });
    // A server that refuses HEAD is asked again with GET before its link is called broken.
    expect(asked).toContain("GET /no-head");
  });

  it("keeps answers a while: the same address is not asked at every publish", async () => {
    const checker = createLinkChecker({ timeoutMs: 1000, mayAsk: local });
    const href = `${base}/missing?kept`;
    await checker.broken([href]);
    const times = asked.filter((line) => line.endsWith("/missing?kept")).length;
    expect(await checker.broken([href])).toEqual(new Map([[href, 404]]));
    expect(asked.filter((line) => line.endsWith("/missing?kept")).length).toBe(times);
  });

  it("offline, or a site that does not answer, is no warning and no long wait", async () => {
    const checker = createLinkChecker({
      timeoutMs: 300,
      mayAsk: async (href) => href.startsWith("http://") || publicHttps(href),
    });
    const started = Date.now();
    const broken = await checker.broken([
      "https://no-such-host.invalid/page", // a name that does not resolve, as offline
      "http://127.0.0.1:1/page", // nobody listening
      `${base}/silent`, // answers nothing until the timeout
    ]);
    expect(broken.size).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("never asks the server's own network, nor anything but https", async () => {
    for (const href of [
      "https://localhost/admin",
      "https://127.0.0.1/",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/",
      "https://10.0.0.7/",
      "https://intranet/",
      "https://printer.local/",
      "http://partner.ng/",
      "https://partner.ng:8443/",
      "https://user:secret@partner.ng/",
    ])
      expect(await publicHttps(href), href).toBe(false);
    const checker = createLinkChecker({ timeoutMs: 1000 });
    expect(await checker.broken([`${base}/missing?never`])).toEqual(new Map());
    expect(asked.some((line) => line.endsWith("?never"))).toBe(false);
  });

  it("the warning is at the link, in a field or in Markdown text, with what to do", async () => {
    const text = JSON.stringify(
      {
        website: "https://partner.ng/about",
        body: "Read [the circular](https://www.cbn.gov.ng/old.pdf) and [our page](/contact).",
        logo: "{company.website}",
      },
      null,
      2,
    );
    const { parsed } = parseSourceFile({ file: "site-data/collections/posts/x.json", text });
    const asking: string[] = [];
    const checker = {
      async broken(hrefs: Iterable<string>) {
        asking.push(...hrefs);
        return new Map([["https://www.cbn.gov.ng/old.pdf", 404]]);
      },
    };
    const warnings = await brokenLinkWarnings([parsed!], checker);
    expect(asking).toEqual(["https://partner.ng/about", "https://www.cbn.gov.ng/old.pdf"]);
    expect(warnings).toEqual([
      expect.objectContaining({
        file: "site-data/collections/posts/x.json",
        pointer: "/body",
        line: 3,
        code: "external-link-broken",
        params: { href: "https://www.cbn.gov.ng/old.pdf", status: 404 },
      }),
    ]);
    expect(inEditorWords(warnings[0]).message).toMatch(/answers "not found" \(404\).*correct the address/);
  });
});
