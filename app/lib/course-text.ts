// The fallback chains of spec §2 and §5: Arabic first, then English, then a default.
import type { Course, DifficultyLevel, Lesson } from "./course";

export const DEFAULT_COURSE_DESCRIPTION = "دورة مجانية لتطوير مهاراتك خطوة بخطوة.";
export const DEFAULT_INSTRUCTOR = "مدرب خبير";
export const DEFAULT_HOME_DURATION_MINUTES = 30;

/** The first candidate that has visible text, or "". */
export function firstText(...candidates: ReadonlyArray<string | null | undefined>): string {
  for (const candidate of candidates) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return "";
}

export function courseTitle(course: Pick<Course, "title" | "titleAr">): string {
  return firstText(course.titleAr, course.title);
}

export function courseDescription(course: Pick<Course, "description" | "descriptionAr">): string {
  return firstText(course.descriptionAr, course.description, DEFAULT_COURSE_DESCRIPTION);
}

export function instructorName(course: Pick<Course, "instructorName">): string {
  return firstText(course.instructorName, DEFAULT_INSTRUCTOR);
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

export function lessonTitle(lesson: Pick<Lesson, "title" | "titleAr" | "orderIndex">): string {
  return firstText(lesson.titleAr, lesson.title, `الدرس ${lesson.orderIndex}`);
}

/** 'What we will cover in this lesson': lesson Arabic, lesson English, then the course's. */
export function lessonDescription(
  lesson: Pick<Lesson, "description" | "descriptionAr">,
  course: Pick<Course, "description" | "descriptionAr">,
): string {
  return firstText(
    lesson.descriptionAr,
    lesson.description,
    course.descriptionAr,
    course.description,
  );
}

// A Map, not an object literal: a category typed in a URL or the editor as "__proto__" or
// "constructor" found Object.prototype's members in a plain object, and the page crashed (500)
// rendering one (found by server/fuzz.test.ts, issue #12).
const CATEGORY_LABELS = new Map([
  ["business", "الأعمال"],
  ["technology", "التكنولوجيا"],
  ["finance", "المالية"],
  ["marketing", "التسويق"],
  ["design", "التصميم"],
]);

/** Categories are stored in English (spec §3); learners read them in Arabic. Unknown values show as stored. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS.get(category.trim().toLowerCase()) ?? category.trim();
}

const DIFFICULTY_LABELS: Record<DifficultyLevel, string> = {
  beginner: "مبتدئ",
  intermediate: "متوسط",
  advanced: "متقدم",
};

export function difficultyLabel(level: DifficultyLevel): string {
  return DIFFICULTY_LABELS[level];
}
