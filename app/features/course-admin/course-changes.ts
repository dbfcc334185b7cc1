// What one save changed in a course, for its audit entry (issue #14 part 6): which fields, old →
// new for short ones and only "changed" for long text (descriptions would bloat the log and are
// not what anyone scans for), and the lessons, links and quiz questions added, removed, edited and
// reordered (issue #16: the pass mark is one of the fields).
import type {
  CourseCreateDetails,
  CourseUpdateDetails,
  FieldChange,
  ListChanges,
} from "~/lib/admin-audit";
import type { Locale } from "~/i18n/locales";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import { EDITOR_LOCALES, textLabel } from "~/lib/course/course-form";
import { CONTENT_FALLBACKS } from "~/lib/course/course-text";
import { flatTextKey } from "~/lib/course/flat-texts";
import type { QuizQuestion } from "~/lib/course/quiz";
import { sameLocalizedText, type LocalizedText } from "~/lib/localized-text";

/** A course as saved: the course row, its lessons and its links in order, and its quizzes. */
export interface CourseSnapshot {
  course: Course;
  lessons: Lesson[];
  links: CourseLink[];
  /** Every question of its lessons' quizzes, lesson by lesson, each quiz in order. */
  questions: QuizQuestion[];
}

type TextField = "title" | "description";
type CourseField = Exclude<
  keyof Course,
  TextField | "id" | "isPublished" | "createdAt" | "updatedAt"
>;

/**
 * One field of an entry: its name in the log, its label, and its value in a course. A text is one
 * field per language, named as entries have always named them (flatTextKey: the log keeps its
 * vocabulary across issue #25); `long` ones are recorded as "changed" only.
 */
interface LoggedField {
  field: string;
  label: string;
  long?: true;
  valueOf: (course: Course) => string;
}

const plainField = (field: CourseField, label: string): LoggedField => ({
  field,
  label,
  valueOf: (course) => String(course[field]),
});

const textFields = (field: TextField, long: boolean): LoggedField[] =>
  EDITOR_LOCALES.map((locale) => ({
    field: flatTextKey(field, locale),
    label: textLabel(locale, field, field[0]!.toUpperCase() + field.slice(1)),
    ...(long ? { long: true as const } : {}),
    valueOf: (course) => course[field][locale],
  }));

/** The editor's fields in its order, with their labels. */
const FIELDS: LoggedField[] = [
  ...textFields("title", false),
  ...textFields("description", true),
  plainField("category", "Category"),
  plainField("difficultyLevel", "Difficulty"),
  plainField("durationMinutes", "Duration (minutes)"),
  plainField("instructorName", "Instructor"),
  plainField("thumbnailUrl", "Image URL"),
  plainField("passMark", "Pass mark (%)"),
];

/** The first language of `order` in which `text` has something, or "". */
const firstIn = (text: LocalizedText, order: readonly Locale[]) =>
  order.map((locale) => text[locale]).find(Boolean) ?? "";

/** Longest old or new value kept in an entry; longer ones end in "…". */
const MAX_VALUE = 200;
/** Titles of added/removed/edited items kept per kind; the counts are always exact. */
const MAX_TITLES = 10;

const short = (value: string) =>
  value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;

export function describeCourseCreation(after: CourseSnapshot): CourseCreateDetails {
  const fields: FieldChange[] = FIELDS.filter(
    ({ long, valueOf }) => !long && valueOf(after.course) !== "",
  ).map(({ field, label, valueOf }) => ({ field, label, to: short(valueOf(after.course)) }));
  const details: CourseCreateDetails = {
    fields,
    lessons: after.lessons.length,
    links: after.links.length,
  };
  if (after.questions.length > 0) details.questions = after.questions.length;
  return details;
}

export function describeCourseUpdate(
  before: CourseSnapshot,
  after: CourseSnapshot,
): CourseUpdateDetails {
  const fields: FieldChange[] = [];
  for (const { field, label, long, valueOf } of FIELDS) {
    const from = valueOf(before.course);
    const to = valueOf(after.course);
    if (from === to) continue;
    fields.push(long ? { field, label } : { field, label, from: short(from), to: short(to) });
  }
  const details: CourseUpdateDetails = { fields };
  const lessons = lessonChanges(before.lessons, after.lessons);
  if (lessons) details.lessons = lessons;
  const links = linkChanges(before.links, after.links);
  if (links) details.links = links;
  const questions = questionChanges(before, after);
  if (questions) details.questions = questions;
  return details;
}

/** A question as the log names it: its text (Arabic first, as learners see it), with its video. */
function questionName(question: QuizQuestion, lessons: Lesson[]): string {
  const lesson = lessons.find((candidate) => candidate.id === question.lessonId);
  const text = firstIn(question.text, CONTENT_FALLBACKS.ar);
  return lesson ? `${lessonName(lesson)}: ${text}` : text;
}

/**
 * Questions keep their ids across saves (syncQuizQuestions): matched by id. Edited: anything the
 * editor shows changed (what is graded, which changes its version, or the explanation); reordered:
 * a quiz's questions in another order.
 */
function questionChanges(before: CourseSnapshot, after: CourseSnapshot): ListChanges | undefined {
  const old = new Map(before.questions.map((question) => [question.id, question]));
  const pairs: [QuizQuestion, QuizQuestion][] = [];
  const added: QuizQuestion[] = [];
  for (const question of after.questions) {
    const previous = old.get(question.id);
    if (previous) pairs.push([previous, question]);
    else added.push(question);
  }
  const kept = new Set(pairs.map(([previous]) => previous.id));
  const removed = before.questions.filter((question) => !kept.has(question.id));
  const edited = pairs
    .filter(
      ([previous, question]) =>
        previous.version !== question.version ||
        !sameLocalizedText(previous.explanation, question.explanation),
    )
    .map(([, question]) => question);
  // Within each lesson's quiz: a lesson moved in the course is the lessons' reorder, not this.
  const lastPlace = new Map<string, number>();
  let reordered = false;
  for (const [previous, question] of pairs) {
    const last = lastPlace.get(question.lessonId);
    if (last !== undefined && previous.orderIndex < last) reordered = true;
    lastPlace.set(question.lessonId, previous.orderIndex);
  }
  return listChanges(
    added.map((question) => questionName(question, after.lessons)),
    removed.map((question) => questionName(question, before.lessons)),
    edited.map((question) => questionName(question, after.lessons)),
    reordered,
  );
}

/** Whether the editor shows anything different for a lesson. */
const lessonEdited = (previous: Lesson, lesson: Lesson) =>
  !sameLocalizedText(previous.title, lesson.title) ||
  !sameLocalizedText(previous.description, lesson.description) ||
  previous.youtubeUrl !== lesson.youtubeUrl ||
  previous.durationMinutes !== lesson.durationMinutes;

const lessonName = (lesson: Lesson) =>
  firstIn(lesson.title, EDITOR_LOCALES) || `Video ${lesson.orderIndex}`;

/** Lessons keep their ids across saves (syncLessons): matched by id. */
function lessonChanges(before: Lesson[], after: Lesson[]): ListChanges | undefined {
  const old = new Map(before.map((lesson) => [lesson.id, lesson]));
  const pairs: [number, Lesson, Lesson][] = [];
  const added: Lesson[] = [];
  for (const lesson of after) {
    const previous = old.get(lesson.id);
    if (previous) pairs.push([before.indexOf(previous), previous, lesson]);
    else added.push(lesson);
  }
  const kept = new Set(pairs.map(([, previous]) => previous.id));
  const removed = before.filter((lesson) => !kept.has(lesson.id));
  const edited = pairs
    .filter(([, previous, lesson]) => lessonEdited(previous, lesson))
    .map(([, , lesson]) => lesson);
  return listChanges(
    added.map(lessonName),
    removed.map(lessonName),
    edited.map(lessonName),
    pairs.map(([index]) => index),
  );
}

const linkName = (link: CourseLink) => link.title.en || link.url;

/**
 * Links are rewritten on every save (new ids), so they are matched by address first, then by
 * title (an address corrected under the same title is an edit, not a removal and an addition).
 */
function linkChanges(before: CourseLink[], after: CourseLink[]): ListChanges | undefined {
  const unmatched = new Set(before.map((_, index) => index));
  const take = (test: (link: CourseLink) => boolean) => {
    const index = [...unmatched].find((i) => test(before[i] as CourseLink));
    if (index !== undefined) unmatched.delete(index);
    return index;
  };
  const matches = after.map((link) => take((old) => old.url === link.url));
  after.forEach((link, position) => {
    if (matches[position] === undefined)
      matches[position] = take((old) => old.title.en === link.title.en);
  });
  const added: CourseLink[] = [];
  const edited: CourseLink[] = [];
  const order: number[] = [];
  after.forEach((link, position) => {
    const index = matches[position];
    if (index === undefined) return void added.push(link);
    order.push(index);
    const old = before[index] as CourseLink;
    if (
      old.url !== link.url ||
      !sameLocalizedText(old.title, link.title) ||
      old.description !== link.description
    ) {
      edited.push(link);
    }
  });
  const removed = [...unmatched].sort((a, b) => a - b).map((i) => before[i] as CourseLink);
  return listChanges(added.map(linkName), removed.map(linkName), edited.map(linkName), order);
}

/** `order`: the old positions of the kept items, in their new order (or whether they moved). */
function listChanges(
  added: string[],
  removed: string[],
  edited: string[],
  order: number[] | boolean,
): ListChanges | undefined {
  const reordered =
    typeof order === "boolean"
      ? order
      : order.some((index, i) => i > 0 && index < (order[i - 1] as number));
  if (!added.length && !removed.length && !edited.length && !reordered) return undefined;
  const titles = (names: string[]) => names.slice(0, MAX_TITLES).map(short);
  return {
    added: added.length,
    removed: removed.length,
    edited: edited.length,
    reordered,
    addedTitles: titles(added),
    removedTitles: titles(removed),
    editedTitles: titles(edited),
  };
}
