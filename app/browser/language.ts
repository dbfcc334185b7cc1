// The language switcher's comforts (issue #15, decision 0026). The server sends every visitor the
// same page, whatever their cookies or Accept-Language, so a cached page fits everyone; here, in
// the browser only:
// - a language link followed is remembered in a cookie (maarifa_locale) that no server reads;
// - the switcher lists the remembered language first;
// - a first visit (no remembered choice) whose navigator.languages prefers another of our
//   languages sees the page's one-line offer, written in that language. Never a redirect.
// Kept small (every public page loads it): the links come from the server, already pointing at
// this page in each language, and the page's language is <html lang>.

export const LOCALE_COOKIE = "maarifa_locale";
/** A year: the privacy page states it (app/features/legal/stated-facts.ts). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const LINKS = "a[data-switch-locale]";

/** Every language link keeps this page's query as it is now (the live search changes it). */
export function refreshLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
    link.search = location.search;
  }
}

function remember(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function enhanceLanguage(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const locale = target?.closest<HTMLElement>(LINKS)?.dataset.switchLocale;
    if (locale) remember(locale);
    // "No thanks" to the offer: this page's language is the choice.
    const offer = target
      ?.closest("[data-offer-dismiss]")
      ?.closest<HTMLElement>("[data-language-offer]");
    if (offer) {
      remember(document.documentElement.lang);
      offer.hidden = true;
    }
  });
  const remembered = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (remembered) {
    // The remembered language first in each switcher.
    for (const item of document.querySelectorAll(
      `[data-language-switcher] [data-locale="${remembered}"]`,
    )) {
      item.parentElement?.prepend(item);
    }
    return;
  }
  // The first of the browser's languages that this site has decides ("fr-FR" is fr).
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === document.documentElement.lang) return;
    const line = document.querySelector<HTMLElement>(`[data-offer-locale="${language}"]`);
    if (line?.parentElement) {
      line.hidden = false;
      line.parentElement.hidden = false;
      return;
    }
  }
}
