import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Form, Site } from "../core/generated/site-data.ts";

/** What a server needs of the site data a release was built from: its settings and its forms. */
export interface ServedSiteData {
  site: Site;
  forms: Form[];
}

/** Kept beside the release (not in it: nothing here is for visitors), as "<release>.site-data.json". */
export const servedSiteDataFile = (release: string) => `${resolve(release)}.site-data.json`;

/** The site data a release was built from, or null when its build kept none (an older build). */
export function readServedSiteData(release: string): ServedSiteData | null {
  try {
    return JSON.parse(readFileSync(servedSiteDataFile(release), "utf8")) as ServedSiteData;
  } catch {
    return null;
  }
}
