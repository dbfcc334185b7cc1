// The language switcher's comforts (issue #15, decision 0026). The server sends every visitor the
// same page, whatever their cookies or Accept-Language, so a cached page fits everyone; here, in
// the browser only:
// - a language link followed is remembered in a cookie (maarifa_locale) that no server reads;
// - the switcher lists the remembered language first;
// - a first visit (no remembered choice) whose navigator.languages prefers another of our
//   languages sees the page's one-line offer, written in that language. Never a redirect.
import { localeFromPath, switchLocalePath, isLocale, type Locale } from "~/i18n/locales";

export const LOCALE_COOKIE = "maarifa_locale";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function rememberedLocale(): Locale | null {
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = pair?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}

function remember(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The first of the browser's languages that the site has ("fr-FR" → fr), if any. */
function preferredLocale(): Locale | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/** Every language link points at this page as it is now (the live search changes the query). */
export function refreshLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-switch-locale]")) {
    const locale = link.dataset.switchLocale;
    if (isLocale(locale)) link.href = switchLocalePath(location.pathname, location.search, locale);
  }
}

export function enhanceLanguage(): void {
  const current = localeFromPath(location.pathname);
  const remembered = rememberedLocale();
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>("a[data-switch-locale]");
    const locale = link?.dataset.switchLocale;
    if (isLocale(locale)) remember(locale);
  });
  if (remembered) {
    // The remembered language first in each switcher.
    for (const list of document.querySelectorAll("[data-language-switcher]")) {
      const item = list.querySelector(`[data-locale="${remembered}"]`);
      if (item) list.prepend(item);
    }
    return;
  }
  const preferred = preferredLocale();
  if (!preferred || preferred === current) return;
  const offer = document.querySelector<HTMLElement>("[data-language-offer]");
  const line = offer?.querySelector<HTMLElement>(`[data-offer-locale="${preferred}"]`);
  if (!offer || !line) return;
  line.hidden = false;
  offer.hidden = false;
}
