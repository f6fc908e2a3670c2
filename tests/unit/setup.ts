import { afterEach } from "vitest";

// Unit tests run in Node unless they say "// @vitest-environment jsdom": they render nothing, so they load neither
// Testing Library nor React (in every one of some eighty files, that took a fifth of the unit tests' time).
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  // Vitest globals are off, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);
  stubBrowserApis();
}

// jsdom lacks these browser APIs; Mantine (media queries) and Embla (sizes, visibility) need them to exist.
function stubBrowserApis() {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  class IntersectionObserverStub implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = "";
    readonly scrollMargin = "";
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }

  window.ResizeObserver = ResizeObserverStub;
  window.IntersectionObserver = IntersectionObserverStub;
}
