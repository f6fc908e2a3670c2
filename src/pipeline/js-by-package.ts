import { decode } from "@jridgewell/sourcemap-codec";

/** Which package a source file of the bundle belongs to: "react-dom", "@mantine/core", or "our code". */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.split("\\").join("/"));
  return match ? match[1] : "our code";
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * Splits a bundled file's bytes among the packages its source map names: each generated segment counts for the
 * source it maps to, up to the next segment. Bytes that map to nothing (the bundler's glue) count as "bundler".
 */
export function bytesByPackage(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  const lines = code.split("\n");
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    let covered = 0;
    segments.forEach((segment, index) => {
      const start = segment[0];
      const end = segments[index + 1]?.[0] ?? line.length;
      covered += end - start;
      add(segment.length > 1 ? packageOf(map.sources[segment[1]!]) : "bundler", end - start);
    });
    add("bundler", line.length - covered + 1);
  });
  return totals;
}
