// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyInteractions, startIslands } from "../../src/site/shell/start-islands.ts";
import { prefetchOnIntent } from "../../src/site/shell/prefetch.ts";
import { reportNotFound } from "../../src/site/shell/not-found.ts";

const shared = vi.hoisted(() => ({
  enhanced: [] as { element: HTMLElement; props: unknown }[],
  release: undefined as (() => void) | undefined,
}));

// The carousel's code arrives when the test says so: a slow network.
vi.mock("../../src/site/blocks/TestimonialCarousel/island.ts", () => ({
  enhance: async (element: HTMLElement, props: unknown) => {
    await new Promise<void>((resolve) => (shared.release = resolve));
    element.querySelector("button")!.addEventListener("click", () => element.setAttribute("data-moved", ""));
    shared.enhanced.push({ element, props });
  },
}));
vi.mock("../../src/site/blocks/SearchBox/island.ts", () => ({
  enhance: (element: HTMLElement, props: unknown) => shared.enhanced.push({ element, props }),
}));
vi.mock("../../src/site/blocks/ShareButtons/island.ts", () => ({
  enhance: (element: HTMLElement, props: unknown) => shared.enhanced.push({ element, props }),
}));

describe("the page's script", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    shared.enhanced.length = 0;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps a tap on an island's button that came before its code, and carries it out once the code is there", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
      },
    );
    document.body.innerHTML = '<div data-island="testimonialCarousel"><button type="button">Next</button></div>';
    holdEarlyInteractions();
    startIslands();
    const island = document.querySelector<HTMLElement>("[data-island]")!;
    island.querySelector("button")!.click();
    // The code is on its way (the tap started its download) and has not arrived: nothing has happened yet.
    await vi.waitFor(() => expect(shared.release).toBeDefined());
    expect(island).not.toHaveAttribute("data-moved");
    shared.release!();
    await vi.waitFor(() => expect(island).toHaveAttribute("data-island-live"));
    expect(island).toHaveAttribute("data-moved");
  });

  it("starts an island as it nears the viewport, with the props beside it", async () => {
    const observed: Element[] = [];
    let report!: IntersectionObserverCallback;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    document.body.innerHTML =
      '<div data-island="shareButtons"><button>Copy link</button></div><script type="application/json" data-island-props="shareButtons">{"url":"/blog/x"}</script>' +
      '<div data-island="searchBox" data-island-props-url="/_search/abc.json"><input></div><div data-island="form"></div>';
    startIslands();
    // The form and the search wait for a touch: the form's code is large, the search's index too, and both work meanwhile.
    expect(observed).toEqual([document.querySelector('[data-island="shareButtons"]')]);
    report(
      [{ isIntersecting: true, target: observed[0] } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    await vi.waitFor(() => expect(shared.enhanced).toEqual([{ element: observed[0], props: { url: "/blog/x" } }]));
  });

  it("fetches an island's large props from their own address", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
      },
    );
    const fetch = vi.fn(async () => new Response('{"entries":[],"shown":8}'));
    vi.stubGlobal("fetch", fetch);
    document.body.innerHTML = '<div data-island="searchBox" data-island-props-url="/_search/abc.json"><input></div>';
    holdEarlyInteractions();
    startIslands();
    document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(shared.enhanced[0]?.props).toEqual({ entries: [], shown: 8 }));
    expect(fetch).toHaveBeenCalledWith("/_search/abc.json");
  });

  it("starts an island the visitor typed in, or is in, before the page's script ran: no event is left to say so", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
      },
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"entries":[],"shown":8}')),
    );
    document.body.innerHTML =
      '<div data-island="searchBox" data-island-props-url="/_search/typed.json"><input type="search"></div>' +
      '<div data-island="searchBox" data-island-props-url="/_search/focused.json"><input type="search"></div>' +
      '<div data-island="searchBox" data-island-props-url="/_search/untouched.json"><input type="search" value="kept"></div>';
    const [typed, focused, untouched] = document.querySelectorAll<HTMLElement>("[data-island]");
    // Typed in, then left; the second is where the visitor is; the third holds only what the page was sent with.
    typed.querySelector("input")!.value = "loan";
    focused.querySelector("input")!.focus();
    // The search's (replaced) code imported once beforehand: two imports of it at once can miss the replacement.
    await import("../../src/site/blocks/SearchBox/island.ts");
    holdEarlyInteractions();
    startIslands();
    await vi.waitFor(() => expect(shared.enhanced.map(({ element }) => element)).toHaveLength(2));
    expect(shared.enhanced.map(({ element }) => element)).toEqual(expect.arrayContaining([typed, focused]));
    expect(untouched).not.toHaveAttribute("data-island-live");
  });

  it("prefetches a page of this site when the visitor points at its link, where the browser does not do it itself", () => {
    document.body.innerHTML =
      '<a href="/about">About</a><a href="https://example.com/">Elsewhere</a><a href="/about">Again</a>';
    prefetchOnIntent();
    for (const link of document.querySelectorAll("a"))
      link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    expect(
      [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute("href")),
    ).toEqual([new URL("/about", window.location.href).href]);
  });

  it("says in the console which address was not found, on a not-found page only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    reportNotFound();
    expect(warn).not.toHaveBeenCalled();
    document.body.innerHTML = "<div data-not-found></div>";
    reportNotFound();
    expect(warn).toHaveBeenCalledWith(`404: there is no page at "${window.location.pathname}".`);
  });
});
