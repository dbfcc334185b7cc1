/**
 * The mobile menu (a <details>) belongs to the page where it was opened. Every link loads a new
 * page with it closed, but Back may bring a page back from the browser's back/forward cache just
 * as it was left, and a link to a part of the same page (/#why) does not load one.
 */
export function enhanceMenu(): void {
  const close = () => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-site-menu]")) {
      menu.open = false;
    }
  };
  addEventListener("pageshow", (event) => {
    if (event.persisted) close();
  });
  addEventListener("hashchange", close);
}
