import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bytesByPackage } from "../../src/build/js-by-package.ts";
import { pageAssets, type Manifest } from "../../src/build/page-assets.ts";
import { loadedWhenNearViewport, type BlockType } from "../../src/blocks/registry.ts";
import { loadSiteData } from "../../src/content/load-site-data.ts";
import { mustRun, onInterrupt } from "./util.ts";

export const groupNames = ["React", "Router", "Mantine", "Icons", "Our code", "Other"] as const;
export type GroupName = (typeof groupNames)[number];

export interface PackageGroup {
  name: GroupName;
  rawBytes: number;
  /** Each file's gzip size times the group's share of that file's raw bytes: an estimate, gzip does not split. */
  gzipBytesEstimate: number;
  /** Raw bytes per package name (for "Other", the names it holds). */
  packages: Record<string, number>;
}

export interface JsByPackage {
  /** The scripts measured: Home's, before interaction. */
  scripts: string[];
  /** Whether the source-mapped build produced the same files as dist/ (names and bytes, the sourceMappingURL comment aside). */
  sameAsDist: boolean;
  note: string;
  rawBytes: number;
  gzipBytes: number;
  groups: PackageGroup[];
  files: { script: string; rawBytes: number; gzipBytes: number; byPackage: Record<string, number> }[];
}

function groupOf(pkg: string): GroupName {
  if (["react", "react-dom", "scheduler"].includes(pkg)) return "React";
  if (["react-router", "react-router-dom"].includes(pkg)) return "Router";
  if (pkg.startsWith("@mantine/")) return "Mantine";
  if (pkg.startsWith("@tabler/")) return "Icons";
  if (pkg === "our code") return "Our code";
  return "Other";
}

const withoutMapComment = (code: string) => code.replace(/\n?\/\/# sourceMappingURL=[^\n]*\n?$/, "");

/**
 * Home's scripts in a build of its own, the way the prerender picks them (scripts/prerender.ts): the entry of
 * index.html, then the modules started after the first paint and the code of Home's blocks.
 */
function homeScriptsOf(root: string, outDir: string): string[] {
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const entry = [...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const home = loadSiteData(root).siteData.pages.find((page) => page.path === "/");
  if (!home) throw new Error('No page has the path "/".');
  const blockTypes = home.sections.map((block) => block.type as BlockType);
  return [...entry, ...pageAssets(manifest, ["src/hydrate.tsx"], blockTypes, loadedWhenNearViewport).scripts];
}

/**
 * Which packages Home's JavaScript is made of. dist/ has no source maps (visitors do not need them), so a second
 * client build with source maps goes to a temporary folder, leaving dist/ alone.
 */
export async function jsByPackage(root: string, dist: string, homeScripts: string[]): Promise<JsByPackage> {
  const outDir = mkdtempSync(join(tmpdir(), "bench-sourcemaps-"));
  const forget = onInterrupt(() => rm(outDir, { recursive: true, force: true, maxRetries: 5 }));
  try {
    await mustRun("npx", ["vite", "build", "--sourcemap", "--outDir", outDir, "--emptyOutDir"], root);
    const file = (dir: string, script: string) => join(dir, script.split("?")[0]);
    // Source maps should not change chunk hashes; if they ever do, dist/'s file names mean nothing in this build.
    const sameAsDist = homeScripts.every(
      (script) => existsSync(file(outDir, script)) && withoutMapComment(readFileSync(file(outDir, script), "utf8")) === readFileSync(file(dist, script), "utf8"),
    );
    const scripts = sameAsDist ? homeScripts : homeScriptsOf(root, outDir);
    const note = sameAsDist
      ? "The source-mapped build's files are identical to dist/'s (same names, same bytes apart from the sourceMappingURL comment)."
      : "The source-mapped build's files differ from dist/'s, so Home's scripts were picked from that build's own manifest, as the prerender picks them.";

    const groups = new Map<GroupName, PackageGroup>(groupNames.map((name) => [name, { name, rawBytes: 0, gzipBytesEstimate: 0, packages: {} }]));
    const files: JsByPackage["files"] = [];
    for (const script of scripts) {
      const code = withoutMapComment(readFileSync(file(outDir, script), "utf8"));
      const map = JSON.parse(readFileSync(`${file(outDir, script)}.map`, "utf8")) as { sources: string[]; mappings: string };
      const units = bytesByPackage(code, map);
      // bytesByPackage counts string characters over the mapped lines; as shares they apply to the file's real bytes.
      const totalUnits = [...units.values()].reduce((sum, value) => sum + value, 0);
      const rawBytes = Buffer.byteLength(code);
      const gzipBytes = gzipSync(code, { level: 9 }).length;
      const byPackage: Record<string, number> = {};
      for (const [pkg, count] of units) {
        const share = count / totalUnits;
        const group = groups.get(groupOf(pkg))!;
        group.rawBytes += share * rawBytes;
        group.gzipBytesEstimate += share * gzipBytes;
        group.packages[pkg] = (group.packages[pkg] ?? 0) + share * rawBytes;
        byPackage[pkg] = share * rawBytes;
      }
      files.push({ script, rawBytes, gzipBytes, byPackage });
    }
    return {
      scripts,
      sameAsDist,
      note,
      rawBytes: files.reduce((sum, entry) => sum + entry.rawBytes, 0),
      gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
      groups: [...groups.values()],
      files,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true, maxRetries: 5 });
    forget();
  }
}
