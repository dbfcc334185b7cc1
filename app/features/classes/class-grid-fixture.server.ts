// For tests of the class grid (issue #29): a class with its courses (lessons, quizzes) and
// learners, made through the repositories the product uses, and a small RFC 4180 reader to parse
// the export back. Not used by the product.
import { insertClass, addClassMember, assignClassCourse } from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";

export interface GridFixtureCourse {
  courseId: string;
  lessonIds: string[];
}

/** A published course of `lessons` lessons, `quizzes` of which (the first ones) have 10 questions. */
export async function gridFixtureCourse(
  db: Database,
  title: string,
  lessons: number,
  quizzes: number,
  passMark = 70,
): Promise<GridFixtureCourse> {
  const courseId = await insertCourse(
    db,
    testCourse({
      title: localizedText({ en: title, ar: `دورة ${title}` }),
      isPublished: true,
      passMark,
    }),
  );
  await insertLessons(
    db,
    courseId,
    Array.from({ length: lessons }, (_, index) => ({
      title: localizedText({ en: `Lesson ${index + 1}` }),
      description: emptyLocalizedText(),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 5,
    })),
  );
  const lessonIds = (await findLessonsByCourseId(db, courseId)).map((lesson) => lesson.id);
  for (const lessonId of lessonIds.slice(0, quizzes)) {
    await insertQuizQuestions(
      db,
      lessonId,
      Array.from({ length: 10 }, (_, index) => ({
        text: localizedText({ ar: `سؤال ${index + 1}` }),
        explanation: emptyLocalizedText(),
        options: [
          { id: "", text: localizedText({ ar: "نعم" }), correct: true },
          { id: "", text: localizedText({ ar: "لا" }), correct: false },
        ],
      })),
    );
  }
  return { courseId, lessonIds };
}

/** A class with these courses assigned (in order, with their due days) and no learner yet. */
export async function gridFixtureClass(
  db: Database,
  name: string,
  courses: ReadonlyArray<{ courseId: string; dueOn: string | null }>,
  teacherIds: readonly string[] = [],
): Promise<string> {
  const classId = await insertClass(
    db,
    { name, description: "", startsOn: null, endsOn: null, teacherIds },
    new Date("2026-11-01T08:00:00Z"),
  );
  let at = Date.parse("2026-11-01T09:00:00Z");
  for (const course of courses) {
    // Distinct assignment times: the grid shows courses in the order they were assigned.
    await assignClassCourse(db, classId, course.courseId, course.dueOn, new Date((at += 60_000)));
  }
  return classId;
}

/** A new learner (by phone) in the class under the roster name `name`. */
export async function gridFixtureLearner(
  db: Database,
  classId: string,
  name: string,
  phone = `+2222${Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, "0")}`,
): Promise<string> {
  const learnerId = await insertLearner(db, { email: null, phone, passwordHash: "x" });
  await addClassMember(db, { classId, learnerId, name, source: "added" }, new Date());
  return learnerId;
}

/** RFC 4180 records of a CSV text (BOM dropped, CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
