// The rules the service worker (service-worker.ts) and the page's offline module (offline.ts)
// share, kept free of either's globals (fetch aside, which both have) so that they are unit-tested
// (offline-rules.test.ts).
import { INTL_LOCALES, isLocale, localeFromPath, localizePath, LOCALES } from "~/i18n/locales";

/** Cache names: one shell per deployment, one cache per saved course. */
export const CACHE_PREFIX = { shell: "maarifa-shell:", saved: "maarifa-saved:" } as const;

/** The offline page of each locale, kept in every shell. */
export const OFFLINE_PATHS = LOCALES.map((locale) => localizePath("/offline", locale));

/** The offline page in the language of `path`. */
export function offlinePathFor(path: string): string {
  return localizePath("/offline", localeFromPath(path));
}

/**
 * Paths the worker may answer from a cache: never the admin area, the API, or the pages that are
 * a person's own (account, sign-in, password reset). Those always go to the network.
 */
export function isCacheablePath(path: string): boolean {
  if (/^\/(admin|api)(\/|$)/.test(path)) return false;
  const unprefixed = path.replace(/^\/(fr|en)(?=\/|$)/, "") || "/";
  return !/^\/(account|auth|reset-password)(\/|$)/.test(unprefixed);
}

/** Every cache but this deployment's shell and the saved courses: older shells. */
export function staleCaches(names: readonly string[], currentShell: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX.shell) && name !== currentShell);
}

/** The hashed files a page or a stylesheet names (/assets/…): what the shell keeps. */
export function shellAssetsOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/["'(](\/assets\/[\w.-]+\.(?:css|js|woff2))["')]/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** `assets` and the fonts their stylesheets name (fetched for it): all a page needs to be drawn. */
export async function withStylesheetFonts(assets: readonly string[]): Promise<string[]> {
  const all = new Set(assets);
  for (const css of assets.filter((asset) => asset.endsWith(".css"))) {
    const response = await fetch(css);
    if (response.ok) for (const font of shellAssetsOf(await response.text())) all.add(font);
  }
  return [...all];
}

/**
 * `bytes` in the page's language and units, digits as the site writes them (decision 0026):
 * "431.5 كيلوبايت", "431,5 ko", "431.5 kB" (issue #27: not "KB 431.5" in an Arabic sentence).
 */
export function formatBytes(bytes: number, locale: string): string {
  const unit = bytes >= 1000 * 1000 ? "megabyte" : "kilobyte";
  const value = bytes / (unit === "megabyte" ? 1000 * 1000 : 1000);
  const intl = isLocale(locale) ? INTL_LOCALES[locale] : locale;
  return new Intl.NumberFormat(intl, { style: "unit", unit, maximumFractionDigits: 1 }).format(
    value,
  );
}
