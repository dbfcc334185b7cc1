// Resolving messages (issue #15, decision 0026): ICU MessageFormat through FormatJS's
// intl-messageformat, numbers and dates through Intl, for one locale. Imported by server code and
// by the public route modules' meta functions only: public pages load no React (decision 0011), so
// the catalogues never reach a browser; the page's one script gets the few strings it shows in
// data- attributes.
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { cloneElement, isValidElement, type ReactNode } from "react";
import { ar, type Catalogue, type MessageKey } from "./ar";
import { en } from "./en";
import { fr } from "./fr";
import { DIRECTIONS, INTL_LOCALES, localizePath, type Locale } from "./locales";

export type { MessageKey } from "./ar";

export const CATALOGUES: Record<Locale, Catalogue> = { ar, fr, en };

export type MessageValues = Record<string, PrimitiveType>;

export interface Translator {
  locale: Locale;
  dir: "rtl" | "ltr";
  /** The message `key` with `values`, as plain text. */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * The message with React nodes among its values (a <bdi> around a learner's query or a title):
   * the words stay in the catalogue, the markup in the component.
   */
  rich(key: MessageKey, values: Record<string, PrimitiveType | ReactNode>): ReactNode;
  /** A number in the locale's digits and separators. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A site address (unprefixed, Arabic) in this locale: "/courses" → "/fr/courses". */
  path(path: string): string;
  /** The translator of another locale (the language offer speaks the visitor's language). */
  in(locale: Locale): Translator;
}

const compiled = new Map<string, IntlMessageFormat>();

function formatterFor(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[locale][key], INTL_LOCALES[locale]);
    compiled.set(id, format);
  }
  return format;
}

const translators = new Map<Locale, Translator>();

/** The translator of `locale`, made once per process. */
export function translatorFor(locale: Locale): Translator {
  const known = translators.get(locale);
  if (known) return known;
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const translator: Translator = {
    locale,
    dir: DIRECTIONS[locale],
    t: (key, values) => String(formatterFor(locale, key).format(values)),
    rich(key, values) {
      const parts = formatterFor(locale, key).format<ReactNode>(values);
      if (!Array.isArray(parts)) return parts;
      // Keys for React: each element once, in order.
      return parts.map((part, index) =>
        isValidElement(part) ? cloneElement(part, { key: index }) : part,
      );
    },
    number(value, options) {
      const id = JSON.stringify(options ?? {});
      let format = numberFormats.get(id);
      if (!format) {
        format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
        numberFormats.set(id, format);
      }
      return format.format(value);
    },
    path: (path) => localizePath(path, locale),
    in: (other) => translatorFor(other),
  };
  translators.set(locale, translator);
  return translator;
}
