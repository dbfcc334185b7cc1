// One text of a course in the editor (issue #25): a field per language the text has, side by side
// once there is room (issue #15), English first (the text's original, spec §9). Every text of the
// editor goes through it (the course's, the videos', the links', the quiz questions' and options'),
// so a language added to LOCALES appears everywhere at once. The names, ids and labels the browser
// sees are those the editor always had: `title`, then the name and the capitalised language code
// (flatTextKey) for the others, labelled "Arabic Title", "French Title".
import { TextAreaField, TextField } from "~/components/ui/field";
import { DIRECTIONS, type Locale } from "~/i18n/locales";
import { EDITOR_LOCALES, textLabel } from "~/lib/course/course-form";
import { flatTextKey } from "~/lib/course/flat-texts";
import type { LocalizedText } from "~/lib/localized-text";

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
  locales = EDITOR_LOCALES,
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
  /** The label of the other languages' fields after their language's name ("Video Title"). */
  label: string;
  /** The English field's own label, when it is not `label` ("Course Title *"). */
  englishLabel?: string;
  value: LocalizedText;
  /** The languages the editor offers for this text (a link's title has no Arabic). */
  locales?: readonly Locale[];
  multiline?: boolean;
  rows?: number;
  maxLength: number;
  /** Under the English field. */
  hint?: string;
  /** The row that holds the fields; without one they sit in the surrounding grid. */
  className?: string;
  errorOf: (path: string) => string | undefined;
  onChange: (locale: Locale, value: string) => void;
}) {
  const fields = locales.map((locale) => {
    const english = locale === "en";
    const props = {
      label: textLabel(locale, label, englishLabel),
      name: name === undefined ? undefined : flatTextKey(name, locale),
      value: value[locale],
      error: errorOf(`${path}.${locale}`),
      hint: english ? hint : undefined,
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
