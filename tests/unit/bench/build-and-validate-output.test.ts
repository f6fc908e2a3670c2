import { describe, expect, it } from "vitest";
import { buildSteps } from "../../../scripts/bench/build-time.ts";
import { validateFigures } from "../../../scripts/bench/validate-time.ts";

describe("buildSteps", () => {
  it("reads the steps today's build times itself, named by their first words", () => {
    const output = [
      "> lagos-tech-site@1.0.0 build",
      "site-data/pages/terms-of-service.json:6:18  warning [description-length]  /description  the description of /terms-of-service is 161 characters",
      "Site data is valid: 143 files, 121 blocks, checked in 1722 ms.",
      "dist/assets/index-abc.js   12.31 kB │ gzip: 4.10 kB",
      "\x1b[32m✓ built in 10.77s\x1b[39m",
      "✓ built in 3.34s",
      "Images: 47 from site data, 0 photos encoded (the others from .cache/images) in 118 ms.",
      "Prerendered 85 pages and 9 not-found pages in 7102 ms.",
      "Compressed 196 files: 6016 kB -> 827 kB with brotli, in 6173 ms.",
    ];
    expect(buildSteps(output).map(({ name, ms }) => [name, ms])).toEqual([
      ["Site data is valid", 1722],
      ["✓ built", 10_770],
      ["✓ built (2)", 3340],
      ["Images", 118],
      ["Prerendered", 7102],
      ["Compressed", 6173],
    ]);
  });

  it("reads Vite's minutes, so that a slow first build is not taken for the second", () => {
    expect(
      buildSteps(["✓ built in 1m 5s", "✓ built in 2m", "✓ built in 46.50s"]).map(({ name, ms }) => [name, ms]),
    ).toEqual([
      ["✓ built", 65_000],
      ["✓ built (2)", 120_000],
      ["✓ built (3)", 46_500],
    ]);
  });

  it("also reads a step named before its time, and gives the same step the same name at every size", () => {
    const steps = (pages: number) =>
      buildSteps([`prerender: 2.5 s`, `Prerendered ${pages} pages in 40 ms`]).map((step) => step.name);
    expect(buildSteps(["prerender: 2.5 s"])[0]).toMatchObject({ name: "prerender", ms: 2500 });
    expect(steps(85)).toEqual(steps(1085));
  });
});

describe("validateFigures", () => {
  it("reads the time and the files from validate.ts's summary line, not from the warnings before it", () => {
    const output =
      "warning  a post names 12 files in its body\nSite data is valid: 1123 files, 121 blocks, checked in 25012 ms.\n";
    expect(validateFigures(output)).toEqual({ inProcessMs: 25_012, files: 1123 });
  });

  it("gives null for what it does not say", () => {
    expect(validateFigures("Site data has 2 problems")).toEqual({ inProcessMs: null, files: null });
  });
});
