import { describe, expect, it } from "vitest";
import { DependencyMap } from "../../../src/core/validation/dependency-map.ts";

describe("DependencyMap", () => {
  it("names the readers of any of the given facts, each once", () => {
    const map = new DependencyMap();
    map.set("site-data/pages/blog.json", new Set(["routes", "ids:posts"]));
    map.set("site-data/collections/posts/a.json", new Set(["ids:posts", "ids:authors"]));
    map.set("site-data/pages/about.json", new Set(["routes"]));
    expect([...map.readersOf(["ids:posts"])].sort()).toEqual([
      "site-data/collections/posts/a.json",
      "site-data/pages/blog.json",
    ]);
    expect([...map.readersOf(["ids:authors", "routes"])].sort()).toEqual([
      "site-data/collections/posts/a.json",
      "site-data/pages/about.json",
      "site-data/pages/blog.json",
    ]);
    expect([...map.readersOf(["anchors:/blog"])]).toEqual([]);
  });

  it("forgets what a reader read before, when it reads again or is deleted", () => {
    const map = new DependencyMap();
    map.set("a", new Set(["routes", "ids:posts"]));
    map.set("a", new Set(["ids:jobs"]));
    expect([...map.readersOf(["routes", "ids:posts"])]).toEqual([]);
    expect([...map.readersOf(["ids:jobs"])]).toEqual(["a"]);
    expect([...map.readsOf("a")]).toEqual(["ids:jobs"]);
    map.delete("a");
    expect([...map.readersOf(["ids:jobs"])]).toEqual([]);
    expect([...map.readsOf("a")]).toEqual([]);
  });
});
