import { buildSite, type BuildOptions } from "./build-site.ts";
import {
  discardRelease,
  prepareRelease,
  pruneReleases,
  servedFolder,
  serveRelease,
  siteLink,
} from "./site-releases.ts";

/**
 * `npm run build`: the site built into a new release beside the one served (src/pipeline/site-releases.ts), which `dist`
 * then points at. A build that fails (invalid site data, a page that will not render, a full disk) leaves `dist` and
 * the site as they were, and removes what it had made.
 */
export async function buildAndServe(
  root: string,
  options: Omit<BuildOptions, "outDir" | "nginxRoot">,
): Promise<string> {
  const release = prepareRelease(root, servedFolder(root));
  try {
    await buildSite(root, { ...options, outDir: release, nginxRoot: siteLink(root) });
  } catch (error) {
    discardRelease(root, release);
    throw error;
  }
  serveRelease(root, release);
  pruneReleases(root);
  return release;
}
