/**
 * Photos added as docs/architecture.md tells an editor to add them, in a copy of the project: a 3000 × 2000 camera
 * photo in the careers page's gallery and a photo behind the careers page's hero, with neither width nor height (the
 * build reads them). scripts/test-added-content.ts builds such a copy and runs the browser tests of photos against it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { makePhoto } from "./make-photo.ts";

type Json = Record<string, unknown>;

/** The photos added, by "src": what the browser tests look for. */
export const addedPhotos = {
  gallery: {
    src: "/images/culture/team-offsite.jpg",
    width: 3000,
    height: 2000,
    alt: "The team at the company offsite in Lekki",
  },
  hero: { src: "/images/hero/careers-team.jpg", width: 2400, height: 1350, alt: "" },
} as const;

async function writePhoto(projectDir: string, src: string, width: number, height: number, seed: number) {
  const path = join(projectDir, "public", ...src.split("/").filter(Boolean));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await makePhoto(width, height, seed));
}

/** Adds the two photos to the project at `projectDir` (its public/ and site-data/pages/careers.json). */
export async function addPhotos(projectDir: string): Promise<string[]> {
  const { gallery, hero } = addedPhotos;
  await writePhoto(projectDir, gallery.src, gallery.width, gallery.height, 1);
  await writePhoto(projectDir, hero.src, hero.width, hero.height, 2);
  const pageFile = join(projectDir, "site-data/pages/careers.json");
  const page = JSON.parse(readFileSync(pageFile, "utf8")) as { sections: Json[] };
  const galleryBlock = page.sections.find((section) => section.type === "imageGallery") as { images: Json[] };
  galleryBlock.images.push({ image: { src: gallery.src, alt: gallery.alt }, caption: "Our offsite in Lekki" });
  const heroBlock = page.sections.find((section) => section.type === "hero")!;
  heroBlock.backgroundImage = { src: hero.src, alt: hero.alt, decorative: true };
  writeFileSync(pageFile, `${JSON.stringify(page, null, 2)}\n`);
  return [gallery.src, hero.src];
}
