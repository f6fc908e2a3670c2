import { describe, expect, it } from "vitest";
import { staticHostFiles } from "../../../src/pipeline/host-files.ts";
import { securityHeaders } from "../../../src/core/serving/security-headers.ts";

const files = new Map(
  staticHostFiles({ "/careers/old-job": "/careers/apply/old-job" }, [
    "404.html",
    "blog/404.html",
    "blog/category/404.html",
    "services/404.html",
  ]),
);

/** _headers as rules: each path with its headers (the format Netlify and Cloudflare Pages read). */
function headerRules(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line, current);
    } else {
      const [name, ...value] = line.trim().split(": ");
      current![name] = value.join(": ");
    }
  }
  return rules;
}

describe("the files a static host reads (dist/_headers, dist/_redirects)", () => {
  it("_headers: every header npm start sends on every path, content-named files kept for good, the speculation rules' type", () => {
    const rules = headerRules(files.get("_headers")!);
    expect(rules.get("/*")).toEqual({ ...securityHeaders, "Speculation-Rules": '"/speculation-rules.json"' });
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(rules.get("/_images/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(rules.get("/speculation-rules.json")).toEqual({ "Content-Type": "application/speculationrules+json" });
  });

  it("_redirects: the server's permanent redirects, then each folder's 404 page with status 404, the deepest first and the site's last", () => {
    const rules = files
      .get("_redirects")!
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/careers/old-job  /careers/apply/old-job  301",
      "/blog/category/*  /blog/category/404.html  404",
      "/blog/*  /blog/404.html  404",
      "/services/*  /services/404.html  404",
      "/*  /404.html  404",
    ]);
  });
});
