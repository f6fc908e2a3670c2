import type { IslandType } from "../islands/island-types.ts";
import { islands } from "../islands/island-registry.ts";
import { liveAttribute, propsUrlAttribute } from "./island-markers.ts";

/** How far outside the viewport an island starts loading its code. */
const nearViewport = "300px 0px";

const started = new WeakSet<HTMLElement>();
/** What reached an island before its code did (a tap, a key on one of its buttons): carried out once it has arrived. */
const pending = new Map<HTMLElement, () => void>();

/** An island's props: from the JSON beside it, or fetched from their own address. */
async function propsOf(element: HTMLElement): Promise<unknown> {
  const url = element.getAttribute(propsUrlAttribute);
  if (url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return response.json();
  }
  const script = element.nextElementSibling;
  return script instanceof HTMLScriptElement && script.dataset.islandProps === element.dataset.island
    ? JSON.parse(script.textContent ?? "null")
    : undefined;
}

async function load(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const type = element.dataset.island as IslandType;
  const island = islands[type];
  if (!island) return;
  try {
    const [code, props] = await Promise.all([island.load(), propsOf(element)]);
    await code.enhance(element, props);
    element.setAttribute(liveAttribute, "");
  } catch (error) {
    // The prerendered HTML stays and keeps working on its own (a form still posts, a row still swipes).
    console.error(`The "${type}" island could not start; its section works without it.`, error);
    return;
  }
  pending.get(element)?.();
  pending.delete(element);
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;

/**
 * A button (not a form's submit button: a form posts by itself) tapped before its island's code arrived would do
 * nothing: the tap is held, the code is fetched at once, and the tap is carried out when it is ready. So are a key
 * pressed on such a button (an arrow key on a carousel's) and a search submitted early. Everything else (links,
 * typing, a form's own submission) works natively meanwhile.
 */
function holdEarlyInteraction(event: Event) {
  const element = islandOf(event.target);
  if (!element || element.hasAttribute(liveAttribute)) return;
  void load(element);
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button") : null;
  if (event.type === "click" && button && button.type !== "submit") {
    event.preventDefault();
    pending.set(element, () => button.isConnected && button.click());
  } else if (event.type === "keydown" && button && !["Enter", " ", "Tab"].includes((event as KeyboardEvent).key)) {
    const { key, code } = event as KeyboardEvent;
    pending.set(
      element,
      () =>
        button.isConnected &&
        button.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true })),
    );
  } else if (event.type === "submit" && element.dataset.island !== "form") {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    if (submitter instanceof HTMLElement) pending.set(element, () => submitter.isConnected && submitter.click());
  }
}

/** Watches the page's islands: each loads its code as it nears the viewport (if it may), or at once when touched or focused. */
export function startIslands(root: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void load(entry.target as HTMLElement);
      }
    },
    { rootMargin: nearViewport },
  );
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    // An island already live (rendered by the dev server's React) needs nothing.
    if (element.hasAttribute(liveAttribute) || started.has(element)) continue;
    if (islands[element.dataset.island as IslandType]?.when === "visible") observer.observe(element);
    // Touched before this script ran (on a slow phone, a visitor can type before it does): no event will say so.
    else if (usedAlready(element)) void load(element);
  }
}

/** Whether the visitor is in one of the island's fields, or has typed in one, already. */
function usedAlready(element: HTMLElement): boolean {
  if (element.contains(document.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
    (field) => field.value !== field.defaultValue,
  );
}

/** Listens, once per page, for interactions that reach an island before its code. */
export function holdEarlyInteractions(): void {
  for (const type of ["click", "submit", "keydown"])
    document.addEventListener(type, holdEarlyInteraction, { capture: true });
  for (const type of ["focusin", "pointerdown", "input"])
    document.addEventListener(
      type,
      (event) => {
        const element = islandOf(event.target);
        if (element && !element.hasAttribute(liveAttribute)) void load(element);
      },
      { capture: true, passive: true },
    );
}
