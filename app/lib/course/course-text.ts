// The fallback chains of spec §2 and §5, per locale since issue #15 (the *In functions below):
// Arabic pages Arabic, then English, then French, then a default. `courseTitle` is the Arabic
// chain's title without a translator, for the admin area, analytics and the audit log.
import type { MessageKey } from "~/i18n/ar";
import { DIRECTIONS, type Locale } from "~/i18n/locales";
import type { Translator } from "~/i18n/translator";
import type { Course, CourseLink, DifficultyLevel, Lesson } from "./course";

export const DEFAULT_HOME_DURATION_MINUTES = 30;

/** The first candidate that has visible text, or "". */
export function firstText(...candidates: ReadonlyArray<string | null | undefined>): string {
  for (const candidate of candidates) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return "";
}

/** The title Arabic pages show, or "" (the admin area names an untitled course itself). */
export function courseTitle(course: TitledCourse): string {
  return pickLocalized("ar", course.title)?.text ?? "";
}

/**
 * The duration learners are shown: 30 minutes when a course has none (spec §2 and §9, the home
 * page's default). Home, catalogue and course page all use this, so they agree (issue #14: the
 * catalogue said "0 minutes" where home said 30). Since issue #14 the editor saves the sum of the
 * lessons' durations when the field is left empty, so only a course without any is affected.
 */
export function shownDurationMinutes(course: Pick<Course, "durationMinutes">): number {
  return course.durationMinutes > 0 ? course.durationMinutes : DEFAULT_HOME_DURATION_MINUTES;
}

// ---- Per locale (issue #15) ----------------------------------------------------------------

/** Content text and the language it is written in (which may not be the page's). */
export interface ChosenText {
  text: string;
  lang: Locale;
}

/** Which language's text a page of each locale shows first, then next, then last. */
export const CONTENT_FALLBACKS: Record<Locale, readonly Locale[]> = {
  ar: ["ar", "en", "fr"],
  fr: ["fr", "en", "ar"],
  en: ["en", "fr", "ar"],
};

/** The first of `texts` with visible text in `locale`'s order, or null. */
export function pickLocalized(
  locale: Locale,
  texts: Partial<Record<Locale, string | null | undefined>>,
): ChosenText | null {
  for (const lang of CONTENT_FALLBACKS[locale]) {
    const text = texts[lang]?.trim();
    if (text) return { text, lang };
  }
  return null;
}

type TitledCourse = Pick<Course, "title">;
type DescribedCourse = Pick<Course, "description">;
type TitledLesson = Pick<Lesson, "title" | "orderIndex">;
type DescribedLesson = Pick<Lesson, "description">;
type TitledLink = Pick<CourseLink, "title">;

const inPage = (i: Translator, text: string): ChosenText => ({ text, lang: i.locale });

export function courseTitleIn(i: Translator, course: TitledCourse): ChosenText {
  return (
    pickLocalized(i.locale, course.title) ?? {
      text: course.title.en,
      lang: "en",
    }
  );
}

export function courseDescriptionIn(i: Translator, course: DescribedCourse): ChosenText {
  return pickLocalized(i.locale, course.description) ?? inPage(i, i.t("course.defaultDescription"));
}

export function instructorNameIn(i: Translator, course: Pick<Course, "instructorName">): string {
  return firstText(course.instructorName, i.t("course.defaultInstructor"));
}

export function lessonTitleIn(i: Translator, lesson: TitledLesson): ChosenText {
  return (
    pickLocalized(i.locale, lesson.title) ??
    inPage(i, i.t("course.defaultLessonTitle", { number: lesson.orderIndex }))
  );
}

/** The lesson's own description, or null (the lesson list shows none then). */
export function ownLessonDescriptionIn(i: Translator, lesson: DescribedLesson): ChosenText | null {
  return pickLocalized(i.locale, lesson.description);
}

/** 'What we will cover in this lesson': the lesson's description, else the course's. */
export function lessonDescriptionIn(
  i: Translator,
  lesson: DescribedLesson,
  course: DescribedCourse,
): ChosenText | null {
  return ownLessonDescriptionIn(i, lesson) ?? pickLocalized(i.locale, course.description);
}

/** A resource link's title: the French one on a French page when there is one (links have no
 * Arabic title), the English one elsewhere, the French one when it is the only one: the page's
 * chain, whose Arabic step never matches. */
export function linkTitleIn(i: Translator, link: TitledLink): string {
  return pickLocalized(i.locale, link.title)?.text ?? "";
}

const CATEGORY_KEYS = new Map<string, MessageKey>([
  ["business", "category.business"],
  ["technology", "category.technology"],
  ["finance", "category.finance"],
  ["marketing", "category.marketing"],
  ["design", "category.design"],
]);

/** A category in the page's language; unknown values show as stored. */
export function categoryLabelIn(i: Translator, category: string): string {
  const key = CATEGORY_KEYS.get(category.trim().toLowerCase());
  return key ? i.t(key) : category.trim();
}

const DIFFICULTY_KEYS: Record<DifficultyLevel, MessageKey> = {
  beginner: "difficulty.beginner",
  intermediate: "difficulty.intermediate",
  advanced: "difficulty.advanced",
};

export function difficultyLabelIn(i: Translator, level: DifficultyLevel): string {
  return i.t(DIFFICULTY_KEYS[level]);
}

/** The attributes of content written in another language than the page's: its own lang and dir. */
export function foreignTextAttributes(pageLocale: Locale, text: ChosenText) {
  return text.lang === pageLocale ? {} : { lang: text.lang, dir: DIRECTIONS[text.lang] };
}

/**
 * Text whose language no field records (an instructor's name, a resource link's words): written
 * in Arabic letters on a page of another language, it is marked Arabic and right-to-left.
 */
export function freeTextAttributes(pageLocale: Locale, text: string) {
  return pageLocale !== "ar" && /[\u0600-\u06ff]/.test(text)
    ? { lang: "ar" as const, dir: "rtl" as const }
    : {};
}
