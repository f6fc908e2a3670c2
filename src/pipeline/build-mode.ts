import type { BuildState } from "./build-state.ts";

export interface BuildMode {
  /**
   * "full": the bundles are built and every page rendered into an empty dist/. "every-page": the last build's bundles
   * are used again (the code is the same) and every page rendered into an empty dist/. "data-only": the last build's
   * bundles are used again, and only the pages whose output can have changed are rendered.
   */
  kind: "full" | "every-page" | "data-only";
  reason: string;
}

export interface BuildCircumstances {
  /** `--full`, or CI=true: CI always builds everything. */
  fullAsked: "--full" | "CI=true" | null;
  /** `--every-page`: every page rendered afresh, with the bundles of the last build if the code is still theirs. */
  everyPageAsked?: boolean;
  previous: BuildState | null;
  /** The code fingerprint now (src/pipeline/code-fingerprint.ts). */
  code: string;
  /** Whether the last build's bundles are still in .cache/. */
  bundlesPresent: boolean;
  /** Whether every file the last build wrote is still in dist/, as it wrote it. */
  distIntact: boolean;
}

/** How `npm run build` names each kind, on its first line. */
export const buildModeNames: Record<BuildMode["kind"], string> = {
  full: "full",
  "every-page": "every page",
  "data-only": "site data only",
};

/** Whether this build can reuse the last one, and why (or why not): printed first by `npm run build`. */
export function buildMode({
  fullAsked,
  everyPageAsked = false,
  previous,
  code,
  bundlesPresent,
  distIntact,
}: BuildCircumstances): BuildMode {
  if (fullAsked) return { kind: "full", reason: `asked for (${fullAsked})` };
  if (!previous) return { kind: "full", reason: "no earlier build to start from" };
  if (previous.code !== code)
    return { kind: "full", reason: "code, schemas, configuration or dependencies changed since the last build" };
  if (!bundlesPresent) return { kind: "full", reason: "the last build's bundles are no longer in .cache/" };
  // The pages are all rendered again, so what dist/ holds now does not matter.
  if (everyPageAsked)
    return {
      kind: "every-page",
      reason: "asked for (--every-page), with the last build's bundles: the code is theirs",
    };
  if (!distIntact) return { kind: "full", reason: "dist/ is not as the last build left it" };
  return { kind: "data-only", reason: "only site data and pictures can have changed since the last build" };
}
