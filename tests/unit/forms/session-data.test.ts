// @vitest-environment jsdom
// jsdom: the webdriver attribute is read from a real document. Node's missing globals are stubbed to undefined (the
// node environment cannot load the shared tests/unit/setup.ts, which writes to `window`).
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentSessionData,
  decodeSessionData,
  encodeSessionData,
  isAutomatedBrowser,
  pageLoadedAt,
} from "../../../src/core/forms/session-data.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("webdriver");
});

describe("automated-browser flag", () => {
  it("false in an ordinary (jsdom) browser", () => {
    expect(isAutomatedBrowser()).toBe(false);
    expect(currentSessionData().webdriver).toBe(false);
  });

  it("true when navigator.webdriver is true", () => {
    vi.stubGlobal("navigator", { webdriver: true });
    expect(currentSessionData().webdriver).toBe(true);
  });

  it("false when navigator.webdriver is false", () => {
    vi.stubGlobal("navigator", { webdriver: false });
    expect(currentSessionData().webdriver).toBe(false);
  });

  it("true when <html> has a webdriver attribute, even an empty one", () => {
    document.documentElement.setAttribute("webdriver", "true");
    expect(currentSessionData().webdriver).toBe(true);
    document.documentElement.setAttribute("webdriver", "");
    expect(currentSessionData().webdriver).toBe(true);
  });

  it("true when a PhantomJS global is present (_phantom)", () => {
    vi.stubGlobal("_phantom", {});
    expect(currentSessionData().webdriver).toBe(true);
  });

  it("true when a PhantomJS global is present (callPhantom)", () => {
    vi.stubGlobal("callPhantom", () => undefined);
    expect(currentSessionData().webdriver).toBe(true);
  });

  it("false, without throwing, where window, navigator and document are undefined (Node)", () => {
    vi.stubGlobal("window", undefined);
    vi.stubGlobal("navigator", undefined);
    vi.stubGlobal("document", undefined);
    expect(() => currentSessionData()).not.toThrow();
    expect(currentSessionData().webdriver).toBe(false);
    expect(isAutomatedBrowser({})).toBe(false);
  });

  it("false, without throwing, where reading a source throws", () => {
    const hostile = {
      get navigator(): never {
        throw new Error("denied");
      },
      document: { documentElement: null },
    };
    expect(isAutomatedBrowser(hostile)).toBe(false);
  });
});

describe("page-load time", () => {
  it("is performance.timeOrigin, whole ms", () => {
    expect(pageLoadedAt()).toBe(Math.round(performance.timeOrigin));
    expect(currentSessionData().loadedAt).toBe(Math.round(performance.timeOrigin));
  });

  it("falls back to the module's load time without performance", () => {
    vi.stubGlobal("performance", undefined);
    const loadedAt = pageLoadedAt();
    expect(Number.isInteger(loadedAt)).toBe(true);
    expect(loadedAt).toBeGreaterThan(Date.parse("2024-01-01"));
    expect(loadedAt).toBeLessThanOrEqual(Date.now());
  });
});

describe("encodeSessionData", () => {
  it("is base64 of the JSON {loadedAt, webdriver}, in that order", () => {
    const encoded = encodeSessionData({ loadedAt: 1_700_000_000_123, webdriver: true });
    expect(atob(encoded)).toBe('{"loadedAt":1700000000123,"webdriver":true}');
    expect(encoded).toBe(btoa('{"loadedAt":1700000000123,"webdriver":true}'));
  });

  it("round-trips", () => {
    const data = { loadedAt: 1_712_345_678_901, webdriver: false };
    expect(decodeSessionData(encodeSessionData(data))).toEqual(data);
    const current = currentSessionData();
    expect(decodeSessionData(encodeSessionData(current))).toEqual(current);
  });

  it("sends only the two protocol keys", () => {
    const extra = { loadedAt: 1, webdriver: false, secret: "x" };
    expect(JSON.parse(atob(encodeSessionData(extra)))).toEqual({ loadedAt: 1, webdriver: false });
  });

  it("decoding something else gives undefined", () => {
    expect(decodeSessionData("not base64!")).toBeUndefined();
    expect(decodeSessionData(btoa("[]"))).toBeUndefined();
    expect(decodeSessionData(btoa('{"loadedAt":"1","webdriver":false}'))).toBeUndefined();
  });
});
