// All SQL about lesson_progress: which lessons a learner has completed (issue #6). Only lessons
// of published courses can be marked, since only those can be watched.
import type { CourseProgress } from "~/lib/learner";
import type { Database } from "../schema";
import { toCount, toCourse, toIsoString } from "./row-mapping";

/**
 * Of `lessonIds`, the ones that exist in a published course. Input from browsers (a form, the
 * anonymous progress kept in localStorage) passes through this before it is stored.
 */
export async function findMarkableLessonIds(
  db: Database,
  lessonIds: readonly string[],
): Promise<string[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select("v.id")
    .where("v.id", "in", [...new Set(lessonIds)])
    .where("c.is_published", "=", true)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Records the lessons as completed by the learner. Idempotent: a lesson already completed keeps
 * its first completion time and is not duplicated (the primary key; ON CONFLICT DO NOTHING runs
 * the same on both databases). Callers pass ids checked with findMarkableLessonIds.
 */
export async function insertLessonProgress(
  db: Database,
  learnerId: string,
  lessonIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const unique = [...new Set(lessonIds)];
  if (unique.length === 0) return;
  await db
    .insertInto("lesson_progress")
    .values(
      unique.map((lessonId) => ({
        learner_id: learnerId,
        lesson_id: lessonId,
        completed_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(["learner_id", "lesson_id"]).doNothing())
    .execute();
}

export async function deleteLessonProgress(
  db: Database,
  learnerId: string,
  lessonId: string,
): Promise<void> {
  await db
    .deleteFrom("lesson_progress")
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "=", lessonId)
    .execute();
}

/** The learner's completed lessons among one course's. */
export async function findCompletedLessonIds(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("lesson_progress as p")
    .innerJoin("course_videos as v", "v.id", "p.lesson_id")
    .select("p.lesson_id")
    .where("p.learner_id", "=", learnerId)
    .where("v.course_id", "=", courseId)
    .execute();
  return rows.map((row) => row.lesson_id);
}

/** Every published course in which the learner completed a lesson, most recent activity first. */
export async function findCourseProgress(
  db: Database,
  learnerId: string,
): Promise<CourseProgress[]> {
  const done = await db
    .selectFrom("lesson_progress as p")
    .innerJoin("course_videos as v", "v.id", "p.lesson_id")
    .select((eb) => [
      "v.course_id",
      eb.fn.countAll().as("completed"),
      eb.fn.max("p.completed_at").as("last_completed_at"),
    ])
    .where("p.learner_id", "=", learnerId)
    .groupBy("v.course_id")
    .execute();
  if (done.length === 0) return [];

  const courses = await db
    .selectFrom("courses as c")
    .selectAll("c")
    .select((eb) =>
      eb
        .selectFrom("course_videos as v")
        .whereRef("v.course_id", "=", "c.id")
        .select((eb) => eb.fn.countAll().as("n"))
        .as("lesson_count"),
    )
    .where(
      "c.id",
      "in",
      done.map((row) => row.course_id),
    )
    .where("c.is_published", "=", true)
    .execute();

  const byCourse = new Map(done.map((row) => [row.course_id, row]));
  return courses
    .map((row) => {
      const progress = byCourse.get(row.id);
      return {
        course: toCourse(row),
        totalLessons: toCount((row.lesson_count as string | number | null) ?? 0),
        completedLessons: toCount(progress?.completed as string | number | undefined),
        lastCompletedAt: toIsoString(
          (progress?.last_completed_at as Date | string | undefined) ?? new Date(0),
        ),
      };
    })
    .sort(
      (a, b) =>
        b.lastCompletedAt.localeCompare(a.lastCompletedAt) ||
        a.course.id.localeCompare(b.course.id),
    );
}

/** How many lesson_progress rows the learner has (tests and diagnostics). */
export async function countLessonProgress(db: Database, learnerId: string): Promise<number> {
  const row = await db
    .selectFrom("lesson_progress")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("learner_id", "=", learnerId)
    .executeTakeFirst();
  return toCount(row?.count as string | number | undefined);
}

/**
 * For each of these learners, in how many published courses they completed a lesson (the courses
 * /account lists): the admin 'Learners' list's 'Courses in progress'. Learners with none are
 * absent from the map.
 */
export async function countCoursesInProgress(
  db: Database,
  learnerIds: readonly string[],
): Promise<Map<string, number>> {
  if (learnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("lesson_progress as p")
    .innerJoin("course_videos as v", "v.id", "p.lesson_id")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select((eb) => ["p.learner_id", eb.fn.count("v.course_id").distinct().as("courses")])
    .where("p.learner_id", "in", [...new Set(learnerIds)])
    .where("c.is_published", "=", true)
    .groupBy("p.learner_id")
    .execute();
  return new Map(
    rows.map((row) => [row.learner_id, toCount(row.courses as string | number | bigint)]),
  );
}
