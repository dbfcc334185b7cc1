// All SQL about whether a learner has completed a course (issue #16): every lesson marked
// complete, and every lesson quiz passed at the course's pass mark. The rule lives here once, for
// the learner's certificate offer and for the dashboard's count of learners who completed a
// course; `reachesPassMark` (app/lib/course/quiz.ts) is its TypeScript twin.
import { sql } from "kysely";
import { reachesPassMark } from "~/lib/course/quiz";
import type { Database } from "../schema";
import { toCount, toIsoString } from "./row-mapping";
import { readInChunks } from "./in-chunks";

export interface CourseCompletion {
  lessonsTotal: number;
  lessonsCompleted: number;
  /** Lessons of the course that have a quiz (at least one question). */
  quizzesTotal: number;
  quizzesPassed: number;
  /** Every lesson complete and every quiz passed; never for a course without lessons. */
  completed: boolean;
  /** When the last of those happened (latest lesson mark or best quiz attempt); null until then. */
  completedAt: string | null;
}

/** Where `learnerId` stands in `courseId`, whatever the course's publication state. */
export async function findCourseCompletion(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<CourseCompletion> {
  const course = await db
    .selectFrom("courses")
    .select("pass_mark")
    .where("id", "=", courseId)
    .executeTakeFirst();
  const lessons = await db
    .selectFrom("course_videos as v")
    .leftJoin("lesson_progress as p", (join) =>
      join.onRef("p.lesson_id", "=", "v.id").on("p.learner_id", "=", learnerId),
    )
    .leftJoin("quiz_results as r", (join) =>
      join.onRef("r.lesson_id", "=", "v.id").on("r.learner_id", "=", learnerId),
    )
    .select((eb) => [
      "v.id",
      "p.completed_at",
      "r.best_correct",
      "r.best_total",
      "r.best_at",
      eb
        .exists(
          eb.selectFrom("quiz_questions as q").select("q.id").whereRef("q.lesson_id", "=", "v.id"),
        )
        .as("has_quiz"),
    ])
    .where("v.course_id", "=", courseId)
    .execute();

  const passMark = course?.pass_mark ?? 0;
  let lessonsCompleted = 0;
  let quizzesTotal = 0;
  let quizzesPassed = 0;
  let latest = "";
  for (const lesson of lessons) {
    if (lesson.completed_at !== null) {
      lessonsCompleted += 1;
      const at = toIsoString(lesson.completed_at);
      if (at > latest) latest = at;
    }
    // SQLite answers EXISTS with 0/1, PostgreSQL with true/false.
    if (!lesson.has_quiz) continue;
    quizzesTotal += 1;
    if (
      lesson.best_correct !== null &&
      lesson.best_total !== null &&
      reachesPassMark(lesson.best_correct, lesson.best_total, passMark)
    ) {
      quizzesPassed += 1;
      const at = toIsoString(lesson.best_at ?? new Date(0));
      if (at > latest) latest = at;
    }
  }
  const completed =
    course !== undefined &&
    lessons.length > 0 &&
    lessonsCompleted === lessons.length &&
    quizzesPassed === quizzesTotal;
  return {
    lessonsTotal: lessons.length,
    lessonsCompleted,
    quizzesTotal,
    quizzesPassed,
    completed,
    completedAt: completed ? latest : null,
  };
}

/**
 * For each of these courses, how many learners have completed it (the dashboard's figure). Courses
 * nobody completed are absent from the map. Read in chunks of ids, as the other per-course reads.
 */
export async function countCompletedLearners(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await readInChunks([...new Set(courseIds)], (chunk) => {
    // One row per (course, learner) with every lesson of the course marked...
    const completers = db
      .selectFrom("lesson_progress as p")
      .innerJoin("course_videos as v", "v.id", "p.lesson_id")
      .innerJoin("courses as c", "c.id", "v.course_id")
      .select(["v.course_id", "p.learner_id"])
      .where("v.course_id", "in", chunk)
      // ...and no quiz of the course without a passing result of theirs.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("quiz_questions as q")
              .innerJoin("course_videos as qv", "qv.id", "q.lesson_id")
              .select("q.id")
              .whereRef("qv.course_id", "=", "v.course_id")
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom("quiz_results as r")
                      .select("r.lesson_id")
                      .whereRef("r.learner_id", "=", "p.learner_id")
                      .whereRef("r.lesson_id", "=", "q.lesson_id")
                      .where(sql<boolean>`r.best_correct * 100 >= c.pass_mark * r.best_total`)
                      .where("r.best_total", ">", 0),
                  ),
                ),
              ),
          ),
        ),
      )
      .groupBy(["v.course_id", "p.learner_id", "c.id"])
      .having((eb) =>
        eb(
          eb.fn.countAll(),
          "=",
          eb
            .selectFrom("course_videos as all_v")
            .select((eb) => eb.fn.countAll().as("n"))
            .whereRef("all_v.course_id", "=", "c.id"),
        ),
      );
    return db
      .selectFrom(completers.as("done"))
      .select((eb) => ["done.course_id", eb.fn.countAll().as("learners")])
      .groupBy("done.course_id")
      .execute();
  });
  return new Map(
    rows.map((row) => [row.course_id, toCount(row.learners as string | number | bigint)]),
  );
}
