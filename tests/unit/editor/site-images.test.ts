// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maxUploadBytes, storeUpload, UploadRefused } from "../../../src/editor/server/site-images.ts";

// A 3 × 2 PNG.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP8z8Dwn4EIAAAg3gL/QmLjtAAAAABJRU5ErkJggg==", "base64");
const root = mkdtempSync(join(tmpdir(), "site-images-"));
mkdirSync(join(root, "public/images"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("storeUpload: pictures an editor uploads", () => {
  it("stores a picture under public/images/uploads/ with the width and height read from the file, never over another", () => {
    expect(storeUpload(root, "Team Photo.PNG", png)).toEqual({ src: "/images/uploads/team-photo.png", width: 3, height: 2 });
    expect(storeUpload(root, "team photo.png", png).src).toBe("/images/uploads/team-photo-2.png");
    expect(existsSync(join(root, "public/images/uploads/team-photo-2.png"))).toBe(true);
  });

  it("refuses a file whose bytes are not the format its name says, another type, or one too large", () => {
    expect(() => storeUpload(root, "photo.jpg", png)).toThrow(UploadRefused);
    expect(() => storeUpload(root, "page.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toThrow(UploadRefused);
    expect(() => storeUpload(root, "notes.png", Buffer.from("not a picture"))).toThrow(UploadRefused);
    expect(() => storeUpload(root, "huge.png", Buffer.concat([png, Buffer.alloc(maxUploadBytes)]))).toThrow(/at most 5 MB/);
  });

  it("makes a safe name of any name", () => {
    expect(storeUpload(root, "../../etc/evil.png", png).src).toBe("/images/uploads/etc-evil.png");
  });
});
