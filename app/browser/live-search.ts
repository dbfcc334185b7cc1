// Live search on the catalogue (issue #4): with JavaScript, the results follow the typing after a
// pause. The header's search forms are plain GET forms to /courses; here, on the catalogue, a
// pause in typing fetches that same page and swaps its main content in, replacing the history
// entry so Back still leaves the catalogue. Elsewhere, typing waits for Enter.
import { refreshLanguageLinks } from "./language";

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const LIVE_SEARCH_DELAY_MS = 300;

export function enhanceLiveSearch(): void {
  const main = document.getElementById("main");
  // The catalogue in any locale (/courses, /fr/courses, /en/courses).
  if (!/^(\/[a-z]{2})?\/courses$/.test(location.pathname) || !main) return;
  const status = document.getElementById("navigation-status");
  const forms = document.querySelectorAll<HTMLFormElement>('form[role="search"]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  async function search(form: HTMLFormElement, field: HTMLInputElement) {
    const url = new URL(form.action);
    for (const [name, value] of new FormData(form)) url.searchParams.append(name, String(value));
    // Only the newest query matters: an older one still loading is cancelled.
    inFlight?.abort();
    const request = (inFlight = new AbortController());
    main!.setAttribute("aria-busy", "true");
    // The words come from the page, in its language (issue #15): no catalogue in this script.
    if (status) status.textContent = status.dataset.loadingLabel ?? "";
    try {
      const response = await fetch(url, { signal: request.signal });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const results = page.getElementById("main");
      if (!response.ok || !results) throw new Error(`catalogue answered ${response.status}`);
      main!.replaceChildren(...results.childNodes);
      document.title = page.title;
      history.replaceState(history.state, "", url);
      // The language links follow the new address (the query is part of the page).
      refreshLanguageLinks();
      // The other copy of the form (desktop bar or mobile menu) shows the same query.
      for (const other of forms) {
        const input = other.elements.namedItem("q");
        if (input instanceof HTMLInputElement && input !== field) input.value = field.value;
      }
    } catch (error) {
      if (request.signal.aborted) return;
      // Whatever went wrong, the plain form submission still works.
      console.error(error);
      location.assign(url);
    } finally {
      if (inFlight === request) {
        main!.removeAttribute("aria-busy");
        if (status) status.textContent = "";
      }
    }
  }

  for (const form of forms) {
    const field = form.elements.namedItem("q");
    if (!(field instanceof HTMLInputElement)) continue;
    field.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(() => void search(form, field), LIVE_SEARCH_DELAY_MS);
    });
    // Enter submits the form as a page load; a pending live search would only race it.
    form.addEventListener("submit", () => clearTimeout(timer));
  }
}
