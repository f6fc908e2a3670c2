import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { bytesByPackage } from "../../src/pipeline/js-by-package.ts";
import { islands } from "../../src/site/islands/island-registry.ts";
import type { IslandType } from "../../src/site/islands/island-types.ts";
import { mustRun, onInterrupt } from "./util.ts";

export const groupNames = ["React", "Mantine", "Icons", "Our code", "Other"] as const;
export type GroupName = (typeof groupNames)[number];

export interface ScriptFile {
  /** As pages name it: /assets/<name>.js. */
  script: string;
  rawBytes: number;
  gzipBytes: number;
  /** Raw bytes per group of packages, from source maps. */
  byGroup: Record<GroupName, number>;
  hasReact: boolean;
}

export interface IslandScripts {
  block: IslandType;
  when: "visible" | "interaction";
  /** The island's module and everything it imports that the page's script has not already loaded. */
  scripts: string[];
  gzipBytes: number;
  react: boolean;
}

export interface SiteScripts {
  /** Whether the source-mapped build produced the same files as dist/ (names and bytes, the sourceMappingURL comment aside). */
  sameAsDist: boolean;
  /** The page's own script, on every page: the entry and what it imports. */
  shell: string[];
  files: ScriptFile[];
  islands: IslandScripts[];
}

function groupOf(pkg: string): GroupName {
  if (["react", "react-dom", "scheduler"].includes(pkg)) return "React";
  if (pkg.startsWith("@mantine/")) return "Mantine";
  if (pkg.startsWith("@tabler/")) return "Icons";
  if (pkg === "our code") return "Our code";
  return "Other";
}

const withoutMapComment = (code: string) => code.replace(/\n?\/\/# sourceMappingURL=[^\n]*\n?$/, "");

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The island modules as the island registry loads them ("form" -> "src/site/blocks/Form/island.tsx"). */
function islandSources(root: string): Map<IslandType, string> {
  const text = readFileSync(join(root, "src/site/generated/islands.ts"), "utf8");
  return new Map(
    [...text.matchAll(/(\w+): \{ load: \(\) => import\("(\.{1,2}\/[^"]+)"\)/g)].map((match) => [
      match[1] as IslandType,
      posix.join("src/site/generated", match[2]),
    ]),
  );
}

/**
 * Every script of the site, by package, and what each island costs. dist/ has no source maps (visitors do not
 * need them), so a second client build with source maps and a manifest goes to a temporary folder.
 */
export async function siteScripts(root: string, dist: string): Promise<SiteScripts> {
  const outDir = mkdtempSync(join(tmpdir(), "bench-sourcemaps-"));
  const forget = onInterrupt(() => rm(outDir, { recursive: true, force: true, maxRetries: 5 }));
  try {
    await mustRun("npx", ["vite", "build", "--sourcemap", "--manifest", "--outDir", outDir, "--emptyOutDir"], root);
    const names = readdirSync(join(outDir, "assets")).filter((name) => name.endsWith(".js"));
    const sameAsDist = names.every(
      (name) =>
        existsSync(join(dist, "assets", name)) &&
        withoutMapComment(readFileSync(join(outDir, "assets", name), "utf8")) ===
          readFileSync(join(dist, "assets", name), "utf8"),
    );
    const files: ScriptFile[] = names.map((name) => {
      const code = withoutMapComment(readFileSync(join(outDir, "assets", name), "utf8"));
      const map = JSON.parse(readFileSync(join(outDir, "assets", `${name}.map`), "utf8")) as {
        sources: string[];
        mappings: string;
      };
      const units = bytesByPackage(code, map);
      const total = [...units.values()].reduce((sum, value) => sum + value, 0) || 1;
      const rawBytes = Buffer.byteLength(code);
      const byGroup = Object.fromEntries(groupNames.map((group) => [group, 0])) as Record<GroupName, number>;
      for (const [pkg, count] of units) byGroup[groupOf(pkg)] += (count / total) * rawBytes;
      return {
        script: `/assets/${name}`,
        rawBytes,
        gzipBytes: gzipSync(code, { level: 9 }).length,
        byGroup,
        hasReact: byGroup.React > 0,
      };
    });

    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<
      string,
      ManifestChunk
    >;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, seen);
      return seen;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"))!;
    const shellKeys = closure(entry);
    const shell = [...shellKeys].map((key) => `/${manifest[key].file}`);
    const byScript = new Map(files.map((file) => [file.script, file]));
    const islandsCost = [...islandSources(root)].map(([block, source]): IslandScripts => {
      const scripts = [...closure(source)].filter((key) => !shellKeys.has(key)).map((key) => `/${manifest[key].file}`);
      return {
        block,
        when: islands[block].when,
        scripts,
        gzipBytes: scripts.reduce((sum, script) => sum + (byScript.get(script)?.gzipBytes ?? 0), 0),
        react: scripts.some((script) => byScript.get(script)?.hasReact),
      };
    });
    return { sameAsDist, shell, files, islands: islandsCost };
  } finally {
    await rm(outDir, { recursive: true, force: true, maxRetries: 5 });
    forget();
  }
}
