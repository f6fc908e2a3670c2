import { kb } from "./util.ts";

/** How the report writes figures and tables. */
export const ms = (value: number) => `${Math.round(value)} ms`;
export const kB = (bytes: number) => `${kb(bytes).toFixed(1)} kB`;
export const orDash = <T>(value: T | null | undefined, format: (value: T) => string) =>
  value === null || value === undefined ? "–" : format(value);
export const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
