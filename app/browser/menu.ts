/**
 * The top bar's menus (the mobile menu and the account menu) are <details> elements: they open and
 * close without JavaScript. With it, they also close as people expect a menu to (issue #15): on
 * Escape, which gives the focus back to the menu's button if it was inside, and on a tap or click
 * anywhere outside. And a menu belongs to the page where it was opened: every link loads a new
 * page with it closed, but Back may bring a page back from the browser's back/forward cache just
 * as it was left, and a link to a part of the same page (/#why) does not load one.
 */
export function enhanceMenu(): void {
  const openMenus = () =>
    document.querySelectorAll<HTMLDetailsElement>("details[data-site-menu][open]");
  const close = () => {
    for (const menu of openMenus()) menu.open = false;
  };
  addEventListener("pageshow", (event) => {
    if (event.persisted) close();
  });
  addEventListener("hashchange", close);
  addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector("summary")?.focus();
    }
  });
  // pointerdown rather than click: a tap on plain text fires no click on some phones (iOS).
  addEventListener("pointerdown", (event) => {
    for (const menu of openMenus()) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  });
}
