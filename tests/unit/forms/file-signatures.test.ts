import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkableExtensions, fileSignatures } from "../../../src/core/forms/file-signatures.ts";

const schema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../schemas/collections/forms.schema.json"), "utf8"),
);

describe("file signatures", () => {
  it("cover exactly the extensions a form may accept (schema and service never disagree)", () => {
    expect([...schema.properties.fields.items.properties.accept.items.enum].sort()).toEqual(
      [...checkableExtensions].sort(),
    );
  });

  it("tell each type from the others and from an executable", () => {
    const samples: Record<string, Buffer> = {
      ".pdf": Buffer.from("%PDF-1.7\n"),
      ".doc": Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      ".docx": Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
      ".zip": Buffer.from([0x50, 0x4b, 0x05, 0x06, 0x00, 0x00]),
      ".jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      ".jpeg": Buffer.from([0xff, 0xd8, 0xff, 0xdb]),
      ".png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ".webp": Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
    };
    const executable = Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1");
    for (const [extension, signature] of Object.entries(fileSignatures)) {
      expect(signature.matches(samples[extension]), extension).toBe(true);
      expect(signature.matches(executable), `${extension} vs an executable`).toBe(false);
      expect(signature.matches(Buffer.from("<!doctype html>")), `${extension} vs HTML`).toBe(false);
    }
    // An empty ZIP cannot be a .docx (a document always has entries), and a PNG is no JPEG.
    expect(fileSignatures[".docx"].matches(samples[".zip"])).toBe(false);
    expect(fileSignatures[".jpg"].matches(samples[".png"])).toBe(false);
  });

  it("refuse a program that carries a PDF header inside its first kilobyte: the header must be its first bytes", () => {
    const program = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
      Buffer.alloc(100),
      Buffer.from("%PDF-1.7\n"),
    ]);
    expect(fileSignatures[".pdf"].matches(program)).toBe(false);
    expect(fileSignatures[".pdf"].matches(Buffer.from("\n%PDF-1.7\n"))).toBe(false);
  });
});
