// The site's public languages (issue #15, decision 0026). The URL alone decides a page's language:
// no prefix is Arabic (today's addresses, unchanged), /fr/… French, /en/… English. Safe on both
// sides and free of any catalogue, so the browser script and the admin bundle may import it.
// Relative: React Router reads this file (through app/routes.ts) without the `~` alias.
import { ownPath } from "../lib/safe-url";

export const LOCALES = ["ar", "fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "ar";

/** The locales that live under a path prefix (Arabic has none). */
export const PREFIXED_LOCALES = ["fr", "en"] as const satisfies readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * What `Intl` is given for each locale. Arabic keeps the Western digits 0–9 that the pages have
 * always shown and that Mauritania and the Maghreb write (decision 0026): `nu-latn`.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  ar: "ar-u-nu-latn",
  fr: "fr",
  en: "en",
};

export const DIRECTIONS: Record<Locale, "rtl" | "ltr"> = { ar: "rtl", fr: "ltr", en: "ltr" };

/** Open Graph's og:locale: Facebook's own tags (it knows Arabic only as ar_AR), French, US English. */
export const OG_LOCALES: Record<Locale, string> = { ar: "ar_AR", fr: "fr_FR", en: "en_US" };

/** Each language's name in itself: what the language switcher shows, the same on every page. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ar: "العربية",
  fr: "Français",
  en: "English",
};

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`);

/**
 * The admin's preview of a course in one language (issue #27): /admin/preview/:id is Arabic, as
 * the unprefixed public page; /admin/preview/:id/fr and /en the French and English pages.
 */
const PREVIEW = /^\/admin\/preview\/([^/]+)(?:\/([a-z]{2}))?\/?$/;

/** The preview of course `courseId` in `locale`. */
export function previewPath(courseId: string, locale: Locale = DEFAULT_LOCALE): string {
  return previewIn(encodeURIComponent(courseId), locale);
}

/** `segment`: the course's id as it stands in a path, already encoded. */
const previewIn = (segment: string, locale: Locale) =>
  `/admin/preview/${segment}${locale === DEFAULT_LOCALE ? "" : `/${locale}`}`;

/** The locale a path is in: /fr/… French, /en/… English, anything else Arabic. */
export function localeFromPath(pathname: string): Locale {
  const preview = PREVIEW.exec(pathname);
  if (preview) return isLocale(preview[2]) ? preview[2] : DEFAULT_LOCALE;
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : DEFAULT_LOCALE;
}

/** The path without its locale prefix: "/fr/courses" → "/courses", "/fr" → "/". */
export function unlocalizedPath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * `path` (an Arabic, unprefixed address, with or without ?query and #hash) in `locale`:
 * "/courses?q=x" → "/fr/courses?q=x"; "/" → "/fr".
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The same page in another locale: the path re-prefixed, query and hash kept. Always a path of
 * ours: `/fr//evil.example/x` gives `/evil.example/x`, never `//evil.example/x` (issue #26).
 */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  // A preview stays a preview: the same course in the other language (issue #27).
  const preview = PREVIEW.exec(pathname);
  if (preview?.[1]) return previewIn(preview[1], locale) + search;
  return localizePath(ownPath(unlocalizedPath(pathname)) + search, locale);
}
