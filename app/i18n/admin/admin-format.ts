// Numbers and dates in the admin area, in the administrator's language (issue #27 item 7). The
// same `Intl` locales as the public pages (INTL_LOCALES): Arabic keeps the Western digits 0–9
// that Mauritania writes (decision 0026). English keeps the formats the specification's screens
// always had (day-month-year "28 Nov 2026" and ISO days "2026-11-28"), so its tests still find
// them. Safe on both sides: every date is formatted in UTC, the same text on the server and after
// hydration.
import { INTL_LOCALES, type Locale } from "../locales";

/** English's date locale: day before month, as the admin screens always showed. */
const ENGLISH_DATES = "en-GB";

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `value` with the locale's digits and grouping: "1,234", "1 234", "1٬234". */
export function adminNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A date formatter of `locale` in UTC (English: en-GB, the screens' day-month-year). */
export function adminDateFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? ENGLISH_DATES : INTL_LOCALES[locale], {
      ...options,
      timeZone: "UTC",
    });
    dateFormats.set(id, format);
  }
  return format;
}

/**
 * A UTC day "2026-11-28" as the locale writes it: English keeps the ISO day the analytics page
 * always showed; French "28 nov. 2026"; Arabic "28 نوفمبر 2026".
 */
export function adminDay(locale: Locale, day: string): string {
  if (locale === "en") return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return adminDateFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(date);
}
