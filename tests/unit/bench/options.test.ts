import { describe, expect, it } from "vitest";
import { needsBuild, parseArgs } from "../../../scripts/bench/options.ts";

describe("npm run bench options", () => {
  it("measure the scale part at +0, +100 and +1,000 posts unless told otherwise", () => {
    expect(parseArgs([]).scales).toEqual([0, 100, 1000]);
    expect(parseArgs(["--scales=1000,0,20,0"]).scales).toEqual([0, 20, 1000]);
  });

  it("refuse scales that are not counts of posts, and parts that do not exist", () => {
    expect(() => parseArgs(["--scales=-1"])).toThrow(/--scales/);
    expect(() => parseArgs(["--scales="])).toThrow(/Usage/);
    expect(() => parseArgs(["--skip=scales"])).toThrow(/Usage/);
  });

  it("skip the publishes at +1,000 posts and the sign-in flood by name, without building the real site", () => {
    const options = parseArgs(["--skip=lighthouse,images,packages,pipeline,publish-1000,publish-40,sign-in-flood"]);
    expect(options.skip).toEqual([
      "lighthouse",
      "images",
      "packages",
      "pipeline",
      "publish-1000",
      "publish-40",
      "sign-in-flood",
    ]);
    expect(needsBuild(options)).toBe(false);
  });

  it("build the real site only when a part that measures it runs", () => {
    expect(needsBuild(parseArgs(["--skip=lighthouse,images,packages,pipeline,editor,visual-editor"]))).toBe(false);
    expect(needsBuild(parseArgs(["--skip=lighthouse,images,packages,editor,visual-editor,scale"]))).toBe(true);
    expect(needsBuild(parseArgs([]))).toBe(true);
  });
});
