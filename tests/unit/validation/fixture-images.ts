/**
 * The images some invalid fixtures name, made by sharp when the tests start instead of committed: a 21 MB camera
 * original has no place in the repository. Each kind gets a public/ folder under a temporary root, read after its
 * overlay's own (fixture-site.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";

const root = join(tmpdir(), `site-data-fixture-images-${process.pid}`);

/** Where the generated public/ folder of an invalid fixture kind is (it may have none). */
export const generatedOverlayDir = (kind: string) => join(root, kind);

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } });

const images: Record<string, Record<string, () => Promise<Buffer>>> = {
  // A PNG saved under a .jpg name.
  "image-not-what-its-name-says": { "/images/acme-logo.jpg": () => plain(240, 96).png().toBuffer() },
  "image-over-8000-pixels": { "/images/acme-banner.png": () => plain(8400, 300).png().toBuffer() },
  // A real JPEG with 21 MB after its end (readers ignore what follows an image): as heavy as a camera's original.
  "image-over-20-mb": {
    "/images/acme-original.jpg": async () =>
      Buffer.concat([await plain(240, 96).jpeg().toBuffer(), Buffer.alloc(21 * 1024 * 1024)]),
  },
};

export async function generateFixtureImages(): Promise<void> {
  for (const [kind, files] of Object.entries(images)) {
    for (const [src, make] of Object.entries(files)) {
      const path = join(generatedOverlayDir(kind), "public", ...src.split("/").filter(Boolean));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await make());
    }
  }
}

export function removeFixtureImages(): void {
  rmSync(root, { recursive: true, force: true });
}
