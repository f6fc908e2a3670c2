import { describe, expect, it } from "vitest";
import { preloadModules } from "../../src/app/preload-modules.ts";

describe("preloadModules", () => {
  it("adds one modulepreload link per module, once however often it is asked", () => {
    preloadModules(["/assets/Hero-a.js", "/assets/Form-b.js"]);
    preloadModules(["/assets/Form-b.js", "/assets/Tabs-c.js"]);
    preloadModules(undefined);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(["/assets/Hero-a.js", "/assets/Form-b.js", "/assets/Tabs-c.js"]);
    expect(links.every((link) => link.crossOrigin === "")).toBe(true);
  });
});
