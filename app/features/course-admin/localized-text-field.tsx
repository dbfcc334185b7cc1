// One text of a course in the editor (issue #25): a field per language the text has, side by side
// once there is room (issue #15), Arabic first, then French and English (issue #27: most of the
// staff write Arabic; any one language is enough, so the first field is where most start). Every text of the
// editor goes through it (the course's, the videos', the links', the quiz questions' and options'),
// so a language added to LOCALES appears everywhere at once. The names, ids and labels the browser
// sees are those the editor always had: `title`, then the name and the capitalised language code
// (flatTextKey) for the others, labelled "Arabic Title", "French Title".
import { TextAreaField, TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { DIRECTIONS, LOCALES, type Locale } from "~/i18n/locales";
import { EDITOR_LOCALES } from "~/lib/course/course-form";
import { flatTextKey } from "~/lib/course/flat-texts";
import type { LocalizedText } from "~/lib/localized-text";

/** The order the editor shows a text's languages in: Arabic, French, English (the site's). */
export const EDITOR_FIELD_ORDER: readonly Locale[] = LOCALES;

/** The error paths of a text's languages: `videos.0.title.en`, `videos.0.title.ar`… */
export function localizedPaths(path: string, locales: readonly Locale[] = EDITOR_LOCALES) {
  return locales.map((locale) => `${path}.${locale}`);
}

export function LocalizedTextField({
  path,
  name,
  label,
  englishLabel = label,
  value,
  locales = EDITOR_FIELD_ORDER,
  multiline = false,
  rows,
  maxLength,
  hint,
  className,
  errorOf,
  onChange,
}: {
  /** The text's place in the form (`videos.2.title`): its languages' errors are under it. */
  path: string;
  /** The inputs' names are built from it (flatTextKey); none where the form never had one. */
  name?: string;
  /** What the text is, in the admin's language ("Video Title"): each field is it in a language. */
  label: string;
  /** The English field's own label in the English admin area, when not `label` ("Course Title *"). */
  englishLabel?: string;
  value: LocalizedText;
  /** The languages the editor offers for this text (a link's title has no Arabic). */
  locales?: readonly Locale[];
  multiline?: boolean;
  rows?: number;
  maxLength: number;
  /** Under the first field (the Arabic one, where there is one). */
  hint?: string;
  /** The row that holds the fields; without one they sit in the surrounding grid. */
  className?: string;
  errorOf: (path: string) => string | undefined;
  onChange: (locale: Locale, value: string) => void;
}) {
  const { t, locale: adminLocale } = useAdminI18n();
  const fields = locales.map((locale, index) => {
    const english = locale === "en";
    // The English admin area keeps the specification's labels: "Course Title *", "Arabic Title".
    const fieldLabel =
      english && adminLocale === "en"
        ? englishLabel
        : t("text.inLanguage", { name: label, language: t(`language.${locale}`) });
    const props = {
      label: fieldLabel,
      name: name === undefined ? undefined : flatTextKey(name, locale),
      value: value[locale],
      error: errorOf(`${path}.${locale}`),
      hint: index === 0 ? hint : undefined,
      // English is written as typed (it may hold any script); the others in their direction.
      dir: DIRECTIONS[locale] === "rtl" ? "rtl" : "auto",
      lang: english ? undefined : locale,
      maxLength,
    } as const;
    return multiline ? (
      <TextAreaField
        key={locale}
        rows={rows}
        {...props}
        onChange={(e) => onChange(locale, e.target.value)}
      />
    ) : (
      <TextField key={locale} {...props} onChange={(e) => onChange(locale, e.target.value)} />
    );
  });
  return className ? <div className={className}>{fields}</div> : <>{fields}</>;
}
