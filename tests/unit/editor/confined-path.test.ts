import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { confinedPath, PathRefused } from "../../../src/server/editing/confined-path.ts";

const root = mkdtempSync(join(tmpdir(), "confined-path-"));
const outside = mkdtempSync(join(tmpdir(), "confined-outside-"));
mkdirSync(join(root, "site-data/pages"), { recursive: true });
mkdirSync(join(root, "site-data/collections/posts"), { recursive: true });
mkdirSync(join(root, "public/images/blog"), { recursive: true });
writeFileSync(join(root, "site-data/pages/home.json"), "{}\n");
writeFileSync(join(outside, "secret.json"), "{}\n");
// A folder inside site-data that leads out of it, and a file that is a link to a file outside.
symlinkSync(outside, join(root, "site-data/collections/evil"), "dir");
symlinkSync(join(outside, "secret.json"), join(root, "site-data/pages/linked.json"));
symlinkSync(outside, join(root, "public/images/elsewhere"), "dir");

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const refused = (file: string) => expect(() => confinedPath(root, file)).toThrow(PathRefused);

describe("confinedPath: the only files the editor may write", () => {
  it("allows site-data files and pictures under public/images/", () => {
    expect(confinedPath(root, "site-data/pages/home.json")).toBe(join(root, "site-data/pages/home.json"));
    expect(confinedPath(root, "site-data/pages/new-page.json")).toBe(join(root, "site-data/pages/new-page.json"));
    expect(confinedPath(root, "site-data/site.json")).toBe(join(root, "site-data/site.json"));
    expect(confinedPath(root, "site-data/collections/posts/ninth.json")).toBe(
      join(root, "site-data/collections/posts/ninth.json"),
    );
    expect(confinedPath(root, "public/images/blog/photo.webp")).toBe(join(root, "public/images/blog/photo.webp"));
  });

  it("refuses traversal, absolute paths and anything else of the project", () => {
    refused("site-data/../package.json");
    refused("site-data/pages/../../package.json");
    refused("public/images/../../src/server/start.ts");
    refused("/etc/passwd");
    refused(join(root, "site-data/pages/home.json"));
    refused("package.json");
    refused("src/server/editing/editor-api.ts");
    refused("site-data/pages/home.js");
    refused("public/favicon.svg");
    refused("public/images/blog/script.svg");
    refused("site-data/pages/a%2f..%2fb.json");
    refused("site-data\\pages\\home.json");
  });

  it("refuses a folder that is a symbolic link leading out, and a file that is a symbolic link", () => {
    refused("site-data/collections/evil/secret.json");
    refused("site-data/pages/linked.json");
    refused("public/images/elsewhere/photo.png");
  });

  it("refuses a file in a folder that does not exist", () => {
    refused("site-data/collections/nothing/item.json");
  });
});
