// All SQL of a class's grid (issue #29): its assigned courses and their lessons, its learners, and
// what they did in those courses. A handful of statements whatever the class's size (no query per
// learner or per lesson; a class of more than 500 learners reads its activity in slices of 500):
// courses, lessons, learners, then marks, quiz results, visits and certificates, each read from
// the learners' side (bench:class-grid, docs/benchmarks.md). `learnerId` narrows the learners to
// one (the learner's page).
import type { Database } from "../schema";
import type { LocalizedText } from "~/lib/localized-text";
import { localizedColumnNames, readLocalizedText, toBoolean, toIsoString } from "./row-mapping";
import { readInChunks } from "./in-chunks";

export interface GridCourseRow {
  courseId: string;
  title: LocalizedText;
  passMark: number;
  dueOn: string | null;
}

export interface GridLessonRow {
  id: string;
  courseId: string;
  title: LocalizedText;
  hasQuiz: boolean;
}

export interface GridMemberRow {
  learnerId: string;
  /** The roster's name, else the certificate name, else the phone, else the email. */
  name: string;
}

export interface GridActivity {
  /** lessonId → when the learner marked it done. */
  done: Array<{ learnerId: string; lessonId: string; at: string }>;
  quizzes: Array<{
    learnerId: string;
    lessonId: string;
    correct: number;
    total: number;
    at: string;
  }>;
  visits: Array<{ learnerId: string; at: string }>;
  certificates: Array<{ learnerId: string; courseId: string; code: string; at: string }>;
}

/** The class's assigned courses (in the order they were assigned) with their titles. */
export async function findGridCourses(db: Database, classId: string): Promise<GridCourseRow[]> {
  const rows = await db
    .selectFrom("class_courses as cc")
    .innerJoin("courses as c", "c.id", "cc.course_id")
    .select(["c.id", "c.pass_mark", "cc.due_on"])
    .select(localizedColumnNames("title").map((column) => `c.${column}` as const))
    .where("cc.class_id", "=", classId)
    .orderBy("cc.assigned_at")
    .orderBy("c.id")
    .execute();
  return rows.map((row) => ({
    courseId: row.id,
    title: readLocalizedText(row, "title"),
    passMark: row.pass_mark,
    dueOn: row.due_on,
  }));
}

/** The lessons of these courses, in each course's order, and whether each has a quiz. */
export async function findGridLessons(
  db: Database,
  courseIds: readonly string[],
): Promise<GridLessonRow[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom("course_videos as v")
    .select((eb) => [
      "v.id",
      "v.course_id",
      ...localizedColumnNames("title").map((column) => `v.${column}` as const),
      eb
        .exists(
          eb.selectFrom("quiz_questions as q").select("q.id").whereRef("q.lesson_id", "=", "v.id"),
        )
        .as("has_quiz"),
    ])
    .where("v.course_id", "in", courseIds)
    .orderBy("v.course_id")
    .orderBy("v.order_index")
    .orderBy("v.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    courseId: row.course_id,
    title: readLocalizedText(row, "title"),
    // SQLite answers EXISTS with 0/1, PostgreSQL with true/false.
    hasQuiz: toBoolean(row.has_quiz as boolean | number),
  }));
}

/** The class's learners with the name the grid shows (order is the feature's: by that name). */
export async function findGridMembers(
  db: Database,
  classId: string,
  learnerId?: string,
): Promise<GridMemberRow[]> {
  let query = db
    .selectFrom("class_members as m")
    .innerJoin("learners as l", "l.id", "m.learner_id")
    .select(["m.learner_id", "m.name", "l.certificate_name", "l.phone", "l.email"])
    .where("m.class_id", "=", classId);
  if (learnerId !== undefined) query = query.where("m.learner_id", "=", learnerId);
  const rows = await query.execute();
  return rows.map((row) => ({
    learnerId: row.learner_id,
    name:
      [row.name, row.certificate_name, row.phone, row.email]
        .map((text) => text?.trim() ?? "")
        .find((text) => text !== "") ?? "",
  }));
}

/**
 * What these learners (a class's, read by findGridMembers) did in these courses: lessons marked
 * done, best quiz scores, first visits (the latest per learner only) and live certificates.
 *
 * Each read starts from the learners, through the primary keys that begin with them
 * (lesson_progress_pk and quiz_results_pk (learner_id, lesson_id), lesson_visits_pk (viewer,
 * lesson_id), certificates_live_idx (learner_id, course_id)), and keeps the assigned courses'
 * rows by joining their lessons. Its cost grows with the class, not with the course: read from the
 * lessons' side (lesson_progress_lesson_idx), a course that every class of the organisation takes
 * would bring every learner's rows of it to each class page (bench:class-grid's plans).
 */
export async function findGridActivity(
  db: Database,
  learnerIds: readonly string[],
  courseIds: readonly string[],
): Promise<GridActivity> {
  const activity: GridActivity = { done: [], quizzes: [], visits: [], certificates: [] };
  if (courseIds.length === 0 || learnerIds.length === 0) return activity;
  const viewers = learnerIds.map((id) => `learner:${id}`);

  const [done, quizzes, visits, certificates] = await Promise.all([
    readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("lesson_progress as p")
        .innerJoin("course_videos as v", "v.id", "p.lesson_id")
        .select(["p.learner_id", "p.lesson_id", "p.completed_at"])
        .where("p.learner_id", "in", chunk)
        .where("v.course_id", "in", courseIds)
        .execute(),
    ),
    readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("quiz_results as r")
        .innerJoin("course_videos as v", "v.id", "r.lesson_id")
        .select(["r.learner_id", "r.lesson_id", "r.best_correct", "r.best_total", "r.updated_at"])
        .where("r.learner_id", "in", chunk)
        .where("v.course_id", "in", courseIds)
        .execute(),
    ),
    // A visit is keyed by viewer `learner:<id>` (lesson-visits.ts).
    readInChunks(viewers, (chunk) =>
      db
        .selectFrom("lesson_visits as s")
        .innerJoin("course_videos as v", "v.id", "s.lesson_id")
        .select(["s.viewer", (eb) => eb.fn.max("s.first_served_at").as("at")])
        .where("s.viewer", "in", chunk)
        .where("v.course_id", "in", courseIds)
        .groupBy("s.viewer")
        .execute(),
    ),
    readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("certificates as c")
        .select(["c.learner_id", "c.course_id", "c.code", "c.issued_at"])
        .where("c.learner_id", "in", chunk)
        .where("c.course_id", "in", courseIds)
        .where("c.revoked_at", "is", null)
        .execute(),
    ),
  ]);
  activity.done = done.map((row) => ({
    learnerId: row.learner_id,
    lessonId: row.lesson_id,
    at: toIsoString(row.completed_at),
  }));
  activity.quizzes = quizzes.map((row) => ({
    learnerId: row.learner_id,
    lessonId: row.lesson_id,
    correct: row.best_correct,
    total: row.best_total,
    at: toIsoString(row.updated_at),
  }));
  activity.visits = visits
    .filter((row) => row.at !== null)
    .map((row) => ({
      learnerId: row.viewer.slice("learner:".length),
      at: toIsoString(row.at as Date | string),
    }));
  activity.certificates = certificates.map((row) => ({
    learnerId: row.learner_id,
    courseId: row.course_id,
    code: row.code,
    at: toIsoString(row.issued_at),
  }));
  return activity;
}
