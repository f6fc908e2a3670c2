/**
 * The session data the protocol sends with each submission (header Formspree-Session-Data): when the page was
 * loaded and whether an automated browser drives it. The service uses both to tell bots from visitors.
 */
export interface SessionData {
  loadedAt: number;
  webdriver: boolean;
}

// Fallback page-load time where performance.timeOrigin is missing: this module loads with the page's scripts.
const moduleLoadedAt = Date.now();

/** A global that may be missing (Node has no window or document) or be a PhantomJS marker. */
type MaybeBrowserGlobals = {
  navigator?: { webdriver?: unknown };
  document?: { documentElement?: { hasAttribute?: (name: string) => boolean } | null };
  _phantom?: unknown;
  callPhantom?: unknown;
};

/** One check, false if the environment lacks what it reads or reading it throws (a browser must never fail here). */
function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** True in a browser driven by WebDriver or PhantomJS. Reads globalThis, which is `window` in a browser. */
export function isAutomatedBrowser(scope: MaybeBrowserGlobals = globalThis as MaybeBrowserGlobals): boolean {
  return (
    safely(() => scope.navigator?.webdriver === true) ||
    // hasAttribute, not getAttribute: an attribute with an empty value (<html webdriver>) still counts.
    safely(() => scope.document?.documentElement?.hasAttribute?.("webdriver") === true) ||
    safely(() => Boolean(scope._phantom) || Boolean(scope.callPhantom))
  );
}

/** performance.timeOrigin, or undefined where there is no usable one. */
function timeOrigin(): number | undefined {
  try {
    const origin = performance.timeOrigin;
    return typeof origin === "number" && origin > 0 ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** When the page was loaded, in whole ms since the epoch (as Date.now() gives it; timeOrigin has fractions). */
export function pageLoadedAt(): number {
  return Math.round(timeOrigin() ?? moduleLoadedAt);
}

export function currentSessionData(): SessionData {
  return { loadedAt: pageLoadedAt(), webdriver: isAutomatedBrowser() };
}

/** Base64 of the JSON {loadedAt, webdriver}, keys and order as the public client sends them. */
export function encodeSessionData(data: SessionData): string {
  // Only numbers and booleans go in, so the JSON is ASCII and btoa cannot fail on it.
  return btoa(JSON.stringify({ loadedAt: data.loadedAt, webdriver: data.webdriver }));
}

/** The reverse, for tests and the local form service; undefined if the header is not what we send. */
export function decodeSessionData(header: string): SessionData | undefined {
  try {
    const value: unknown = JSON.parse(atob(header));
    if (typeof value !== "object" || value === null) return undefined;
    const { loadedAt, webdriver } = value as Record<string, unknown>;
    return typeof loadedAt === "number" && typeof webdriver === "boolean" ? { loadedAt, webdriver } : undefined;
  } catch {
    return undefined;
  }
}
