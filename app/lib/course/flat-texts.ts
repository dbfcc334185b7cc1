// Reading a course written before issue #25, when each text was one key per language: `title`
// for English (the original: spec §9), and `title` followed by the capitalised language code for
// each other language (flatTextKey). Drafts kept in browsers (version 1) and
// export files (versions 1 and 2) still hold that shape; this folds it into one LocalizedText-shaped
// value per text, `title: { ar, fr, en }`, so that one reader and one set of rules serve every
// version. Values are moved as they are (not checked): the rules that read them next report a bad
// one at its new place. Safe on both sides.
import { LOCALES, type Locale } from "~/i18n/locales";

/** The names of the texts of each part of a course, as the old flat keys spelled them. */
export const COURSE_TEXT_NAMES = {
  course: ["title", "description"],
  lesson: ["title", "description"],
  question: ["text", "explanation"],
  option: ["text"],
  link: ["title"],
} as const;

/** The old key of `name`'s text in `locale`: the bare name for English, else name + "Ar"-style code. */
export function flatTextKey(name: string, locale: Locale): string {
  return locale === "en" ? name : `${name}${locale[0]!.toUpperCase()}${locale.slice(1)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `item` with the flat keys of each text in `names` replaced by one `{ ar, fr, en }` value. */
export function foldFlatTexts(item: unknown, names: readonly string[]): unknown {
  if (!isRecord(item)) return item;
  const folded: Record<string, unknown> = { ...item };
  for (const name of names) {
    const texts: Record<string, unknown> = {};
    for (const locale of LOCALES) {
      const key = flatTextKey(name, locale);
      if (item[key] !== undefined) texts[locale] = item[key];
      delete folded[key];
    }
    folded[name] = texts;
  }
  return folded;
}

const foldEach = (list: unknown, fold: (item: unknown) => unknown) =>
  Array.isArray(list) ? list.map(fold) : list;

function foldQuestion(question: unknown): unknown {
  const folded = foldFlatTexts(question, COURSE_TEXT_NAMES.question);
  if (!isRecord(folded)) return folded;
  const options = foldEach(folded.options, (option) =>
    foldFlatTexts(option, COURSE_TEXT_NAMES.option),
  );
  return { ...folded, options };
}

/**
 * A whole course in the flat shape, folded: its own texts, its lessons' (under `lessonsKey`: the
 * editor says `videos`, the export file `lessons`), their quiz questions' and options', and its
 * links'. Anything that is not the expected shape is left for the rules to report.
 */
export function foldFlatCourseTexts(course: unknown, lessonsKey: "videos" | "lessons"): unknown {
  const folded = foldFlatTexts(course, COURSE_TEXT_NAMES.course);
  if (!isRecord(folded)) return folded;
  const lessons = foldEach(folded[lessonsKey], (lesson) => {
    const foldedLesson = foldFlatTexts(lesson, COURSE_TEXT_NAMES.lesson);
    if (!isRecord(foldedLesson) || foldedLesson.questions === undefined) return foldedLesson;
    return { ...foldedLesson, questions: foldEach(foldedLesson.questions, foldQuestion) };
  });
  const links = foldEach(folded.links, (link) => foldFlatTexts(link, COURSE_TEXT_NAMES.link));
  return {
    ...folded,
    ...(folded[lessonsKey] !== undefined ? { [lessonsKey]: lessons } : {}),
    ...(folded.links !== undefined ? { links } : {}),
  };
}
