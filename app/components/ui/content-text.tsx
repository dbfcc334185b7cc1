// Course content on a page of another language (issue #15): an Arabic title on a French page is
// right-to-left, marked as Arabic and isolated from the words around it; text in the page's own
// language is left as it is.
import { useI18n } from "~/i18n/i18n-context";
import {
  foreignTextAttributes,
  freeTextAttributes,
  type ChosenText,
} from "~/lib/course/course-text";

export function ContentText({ value }: { value: ChosenText }) {
  const { locale } = useI18n();
  const attributes = foreignTextAttributes(locale, value);
  return "lang" in attributes ? <bdi {...attributes}>{value.text}</bdi> : <>{value.text}</>;
}

/** Text of unknown language (a name), isolated; marked Arabic when written so on another page. */
export function FreeText({ text }: { text: string }) {
  const { locale } = useI18n();
  return <bdi {...freeTextAttributes(locale, text)}>{text}</bdi>;
}
