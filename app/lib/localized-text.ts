// A text in the site's languages (issue #25): one value, `{ ar, fr, en }`, not a field per
// language. Courses, lessons, links, quiz questions, the editor's draft, its form schema and the
// export manifest all carry their texts as this type; only the data layer knows that a text is
// stored as one column per language (app/.server/db/repositories/row-mapping.ts). Adding a
// language means one entry in LOCALES, one catalogue file and one column per text: nothing here
// or in the features names a language. Safe on both sides.
import { LOCALES, type Locale } from "~/i18n/locales";

export type LocalizedText = Record<Locale, string>;

/**
 * The languages with the English original first (spec §9: a course is written in English, the
 * others translate it), then the others in the site's order: the order the editor shows a text's
 * fields and the order the data layer has always written, joined and hashed them.
 */
export const ORIGINAL_FIRST_LOCALES: readonly Locale[] = [
  "en",
  ...LOCALES.filter((locale) => locale !== "en"),
];

/** Every language empty: a new course's title, a new option's text. */
export function emptyLocalizedText(): LocalizedText {
  return localizedText({});
}

/** A text from the languages that have one; the others are "". */
export function localizedText(
  texts: Partial<Record<Locale, string | null | undefined>>,
): LocalizedText {
  return mapLocales((locale) => texts[locale] ?? "");
}

/** One value per language, computed by `valueOf`. */
export function mapLocales<T>(valueOf: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, valueOf(locale)])) as Record<
    Locale,
    T
  >;
}

/** The same text with `change` applied to each language's value (trimming, normalising). */
export function mapLocalizedText(
  text: LocalizedText,
  change: (value: string, locale: Locale) => string,
): LocalizedText {
  return mapLocales((locale) => change(text[locale], locale));
}

/** Whether any language has visible text. */
export function hasAnyText(text: Partial<Record<Locale, string | null | undefined>>): boolean {
  return LOCALES.some((locale) => Boolean(text[locale]?.trim()));
}

/** Whether two texts are the same in every language. */
export function sameLocalizedText(a: LocalizedText, b: LocalizedText): boolean {
  return LOCALES.every((locale) => a[locale] === b[locale]);
}
