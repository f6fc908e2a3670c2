/** Marks a <details> that works as a menu: the navigation's dropdowns and the mobile menu (src/site/app/SiteHeader.tsx). */
export const menuAttribute = "data-menu";

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`details[${menuAttribute}][open]`);

/**
 * The site's menus are <details>: they open and close by themselves, scripts or not. This adds what a menu is
 * expected to do besides: close on Escape (focus back on its button), on a click elsewhere, and once a link in it
 * is chosen; and come back closed when the browser restores a page from its back/forward cache.
 */
export function enhanceMenus(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target) || target.closest("a")) menu.open = false;
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of openMenus()) menu.open = false;
  });
}
