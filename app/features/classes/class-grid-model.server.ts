// The class grid's model (issue #29): loadClassGrid reads the class's courses, lessons, learners
// and what each did, and gridTable (class-grid-table.ts) turns that into the table the teacher
// reads. The page renders that table as HTML and the export writes the very same rows as CSV, so
// the two cannot disagree (server/classes-grid.test.ts reads both and compares them cell for cell).
//
// Choices, so that a teacher sees only what the class is about:
// - Last activity is the latest of: a lesson marked done, a quiz attempt, a lesson first opened
//   (lesson_visits, viewer `learner:<id>`) and a certificate issued, counted in the class's
//   assigned courses only. What a learner does in other courses is not the teacher's business
//   (the privacy page says what a teacher sees).
// - A course is completed when every lesson is done and every quiz passed at the course's pass
//   mark (the certificate's rule, course-completion.ts), or when the learner holds a live
//   certificate for it (they completed it before a lesson was added).
// - Behind: today (UTC, Mauritania's time) is after the course's due day and it is not completed.
import {
  findGridActivity,
  findGridCourses,
  findGridLessons,
  findGridMembers,
} from "~/.server/db/repositories/class-grid";
import type { Database } from "~/.server/db/schema";
import type { Locale } from "~/i18n/locales";
import { UNTITLED_COURSE_TITLE } from "~/lib/admin-audit";
import type { SchoolClass } from "~/lib/classes";
import { pickLocalized } from "~/lib/course/course-text";
import { reachesPassMark } from "~/lib/course/quiz";
import type {
  ClassGrid,
  GridCourse,
  GridLearner,
  LearnerCourse,
  LearnerLesson,
} from "./class-grid-table";

const collators = new Map<Locale, Intl.Collator>();
/** Names in the administrator's alphabetical order (one collator per language: they cost). */
function collatorOf(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** The grid of a class (every learner, or only `learnerId`), read in a handful of statements. */
export async function loadClassGrid(
  db: Database,
  schoolClass: Pick<SchoolClass, "id">,
  options: { locale: Locale; now: Date; learnerId?: string },
): Promise<ClassGrid> {
  const classId = schoolClass.id;
  const today = options.now.toISOString().slice(0, 10);
  const courseRows = await findGridCourses(db, classId);
  const courseIds = courseRows.map((course) => course.courseId);
  const [lessonRows, members] = await Promise.all([
    findGridLessons(db, courseIds),
    findGridMembers(db, classId, options.learnerId),
  ]);
  const activity =
    members.length === 0
      ? { done: [], quizzes: [], visits: [], certificates: [] }
      : await findGridActivity(
          db,
          members.map((member) => member.learnerId),
          courseIds,
        );

  const courses: GridCourse[] = courseRows.map((course) => ({
    courseId: course.courseId,
    title: pickLocalized(options.locale, course.title)?.text ?? UNTITLED_COURSE_TITLE,
    dueOn: course.dueOn,
    lessons: lessonRows
      .filter((lesson) => lesson.courseId === course.courseId)
      .map((lesson, index) => ({
        id: lesson.id,
        number: index + 1,
        title: pickLocalized(options.locale, lesson.title)?.text ?? "",
        hasQuiz: lesson.hasQuiz,
      })),
  }));

  const key = (learnerId: string, id: string) => `${learnerId}\u0000${id}`;
  const doneAt = new Map(activity.done.map((row) => [key(row.learnerId, row.lessonId), row.at]));
  const quizzes = new Map(activity.quizzes.map((row) => [key(row.learnerId, row.lessonId), row]));
  const certificates = new Map(
    activity.certificates.map((row) => [key(row.learnerId, row.courseId), row]),
  );
  const latest = new Map<string, string>();
  const seen = (learnerId: string, at: string) => {
    if (at > (latest.get(learnerId) ?? "")) latest.set(learnerId, at);
  };
  for (const row of activity.done) seen(row.learnerId, row.at);
  for (const row of activity.quizzes) seen(row.learnerId, row.at);
  for (const row of activity.visits) seen(row.learnerId, row.at);
  for (const row of activity.certificates) seen(row.learnerId, row.at);

  const passMarks = new Map(courseRows.map((course) => [course.courseId, course.passMark]));
  const collator = collatorOf(options.locale);
  const learners: GridLearner[] = members
    .map((member) => ({
      learnerId: member.learnerId,
      name: member.name,
      lastActivity: latest.get(member.learnerId) ?? null,
      courses: courses.map((course): LearnerCourse => {
        const lessons = course.lessons.map((lesson): LearnerLesson => {
          const quiz = lesson.hasQuiz ? quizzes.get(key(member.learnerId, lesson.id)) : undefined;
          return {
            doneAt: doneAt.get(key(member.learnerId, lesson.id)) ?? null,
            quiz: quiz ? { correct: quiz.correct, total: quiz.total } : null,
          };
        });
        const certificate = certificates.get(key(member.learnerId, course.courseId));
        const passMark = passMarks.get(course.courseId) ?? 0;
        const completed =
          certificate !== undefined ||
          (lessons.length > 0 &&
            lessons.every(
              (lesson, index) =>
                lesson.doneAt !== null &&
                (!course.lessons[index]?.hasQuiz ||
                  (lesson.quiz !== null &&
                    reachesPassMark(lesson.quiz.correct, lesson.quiz.total, passMark))),
            ));
        return {
          courseId: course.courseId,
          lessons,
          certificate: certificate ? { code: certificate.code, issuedAt: certificate.at } : null,
          completed,
          behind: course.dueOn !== null && today > course.dueOn && !completed,
        };
      }),
    }))
    .sort(
      (a, b) =>
        collator.compare(a.name, b.name) ||
        (a.learnerId < b.learnerId ? -1 : a.learnerId > b.learnerId ? 1 : 0),
    );

  return { today, courses, learners };
}
