// The manifest's counts and text sizes against IMPORT_LIMITS (issue #26), checked on the parsed
// JSON before any course goes through the editor's rules: a small file (10 courses of 20,000
// empty lessons stored in 600 KB) must be refused at once with a few problems, not checked lesson
// by lesson into 200,000 of them. A list over its limit is reported and not looked into, so the
// work is one walk of what the file holds, no more.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportProblem } from "./import-zip.server";
import { IMPORT_LIMITS } from "./manifest";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const count = (n: number) => n.toLocaleString("en");

/**
 * Collects problems, keeping the first IMPORT_LIMITS.listedProblems and counting the rest: a
 * refusal lists a hundred places and says how many more there are.
 */
export class ProblemList {
  readonly listed: ImportProblem[] = [];
  more = 0;

  add(...problems: ImportProblem[]) {
    for (const problem of problems) {
      if (this.listed.length < IMPORT_LIMITS.listedProblems) this.listed.push(problem);
      else this.more++;
    }
  }

  get size() {
    return this.listed.length + this.more;
  }
}

/** A text longer than any the editor accepts, directly or one language of a `{ ar, fr, en }`. */
function textProblems(record: Record<string, unknown>, place: string, problems: ProblemList) {
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "string") checkText(value, `${place}.${key}`, problems);
    else if (isRecord(value)) {
      for (const [language, text] of Object.entries(value)) {
        if (typeof text === "string") checkText(text, `${place}.${key}.${language}`, problems);
      }
    }
  }
}

function checkText(text: string, place: string, problems: ProblemList) {
  if (text.length > IMPORT_LIMITS.textChars) {
    problems.add({
      place,
      message: `${count(text.length)} characters; no text of a course may be over ${count(IMPORT_LIMITS.textChars)}`,
    });
  }
}

/** A list longer than `max`: one problem, and the list is not looked into. */
function tooMany(
  list: unknown[],
  max: number,
  place: string,
  what: string,
  per: string,
  problems: ProblemList,
): boolean {
  if (list.length <= max) return false;
  problems.add({
    place,
    message: `${count(list.length)} ${what}; at most ${count(max)} per ${per}, as in the course editor`,
  });
  return true;
}

/** One course's problems past the limits; its number of lessons. */
function courseShapeProblems(
  course: Record<string, unknown>,
  place: string,
  problems: ProblemList,
): number {
  textProblems(course, place, problems);
  if (Array.isArray(course.links)) {
    const links = course.links;
    if (
      !tooMany(links, IMPORT_LIMITS.linksPerCourse, `${place}.links`, "links", "course", problems)
    ) {
      links.forEach((link, l) => {
        if (isRecord(link)) textProblems(link, `${place}.links[${l}]`, problems);
      });
    }
  }
  if (!Array.isArray(course.lessons)) return 0;
  const list = course.lessons;
  if (
    tooMany(list, IMPORT_LIMITS.lessonsPerCourse, `${place}.lessons`, "lessons", "course", problems)
  ) {
    return list.length;
  }
  list.forEach((lesson, l) => {
    if (!isRecord(lesson)) return;
    const lessonPlace = `${place}.lessons[${l}]`;
    textProblems(lesson, lessonPlace, problems);
    if (!Array.isArray(lesson.questions)) return;
    const questions = lesson.questions;
    const questionsPlace = `${lessonPlace}.questions`;
    if (
      tooMany(
        questions,
        IMPORT_LIMITS.questionsPerLesson,
        questionsPlace,
        "questions",
        "lesson",
        problems,
      )
    ) {
      return;
    }
    questions.forEach((question, q) => {
      if (!isRecord(question)) return;
      const questionPlace = `${questionsPlace}[${q}]`;
      textProblems(question, questionPlace, problems);
      if (!Array.isArray(question.options)) return;
      const options = question.options;
      const optionsPlace = `${questionPlace}.options`;
      if (
        tooMany(
          options,
          IMPORT_LIMITS.optionsPerQuestion,
          optionsPlace,
          "options",
          "question",
          problems,
        )
      ) {
        return;
      }
      options.forEach((option, o) => {
        if (isRecord(option)) textProblems(option, `${optionsPlace}[${o}]`, problems);
      });
    });
  });
  return list.length;
}

/**
 * The problems of `courses` (the manifest's list, already no longer than IMPORT_LIMITS.courses)
 * past the limits on counts and text sizes, added to `problems`. What is not a list or an object
 * where one is expected is left to the course checks, which say so.
 */
export async function manifestShapeProblems(courses: unknown[], problems: ProblemList) {
  let lessons = 0;
  for (const [c, course] of courses.entries()) {
    // One course at a time, other requests served in between: a 32 MB manifest is a long walk.
    if (c > 0) await nextTurn();
    if (!isRecord(course)) continue;
    lessons += courseShapeProblems(course, `courses[${c}]`, problems);
  }
  if (lessons > IMPORT_LIMITS.lessons) {
    problems.add({
      place: "manifest.json courses",
      message: `${count(lessons)} lessons in the file; at most ${count(IMPORT_LIMITS.lessons)} per import`,
    });
  }
}
