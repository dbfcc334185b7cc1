// All SQL of a class's grid (issue #29): its assigned courses and their lessons, its learners, and
// what they did in those lessons. A handful of statements whatever the class's size (no query per
// learner or per lesson): each read joins class_members on the class id, so it binds the class id
// and the assigned lessons' ids, never the learners' ids, and the primary keys
// (learner_id, lesson_id) of lesson_progress and quiz_results, (viewer, lesson_id) of
// lesson_visits and certificates_live_idx (learner_id, course_id) serve them (bench:class-grid,
// docs/benchmarks.md). `learnerId` narrows every read to one learner (the learner's page).
import { sql } from "kysely";
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
 * What the class's learners (or one of them) did in these lessons and courses: lessons marked
 * done, best quiz scores, first visits (the latest per learner only) and live certificates.
 */
export async function findGridActivity(
  db: Database,
  classId: string,
  lessonIds: readonly string[],
  courseIds: readonly string[],
  learnerId?: string,
): Promise<GridActivity> {
  const activity: GridActivity = { done: [], quizzes: [], visits: [], certificates: [] };
  if (courseIds.length === 0) return activity;
  const members = db
    .selectFrom("class_members as m")
    .select("m.learner_id")
    .where("m.class_id", "=", classId)
    .$if(learnerId !== undefined, (q) => q.where("m.learner_id", "=", learnerId ?? ""));

  const [done, quizzes, visits, certificates] = await Promise.all([
    readInChunks(lessonIds, (chunk) =>
      db
        .selectFrom("lesson_progress as p")
        .select(["p.learner_id", "p.lesson_id", "p.completed_at"])
        .where("p.learner_id", "in", members)
        .where("p.lesson_id", "in", chunk)
        .execute(),
    ),
    readInChunks(lessonIds, (chunk) =>
      db
        .selectFrom("quiz_results as r")
        .select(["r.learner_id", "r.lesson_id", "r.best_correct", "r.best_total", "r.updated_at"])
        .where("r.learner_id", "in", members)
        .where("r.lesson_id", "in", chunk)
        .execute(),
    ),
    // A visit is keyed by viewer `learner:<id>` (lesson-visits.ts): the key is built from the
    // member's id so that the primary key (viewer, lesson_id) serves the read.
    readInChunks(lessonIds, (chunk) =>
      db
        .selectFrom("class_members as m")
        .innerJoin("lesson_visits as v", (join) =>
          join.on("v.viewer", "=", sql<string>`${"learner:"} || m.learner_id`),
        )
        .select(["m.learner_id", (eb) => eb.fn.max("v.first_served_at").as("at")])
        .where("m.class_id", "=", classId)
        .$if(learnerId !== undefined, (q) => q.where("m.learner_id", "=", learnerId ?? ""))
        .where("v.lesson_id", "in", chunk)
        .groupBy("m.learner_id")
        .execute(),
    ),
    db
      .selectFrom("certificates as c")
      .select(["c.learner_id", "c.course_id", "c.code", "c.issued_at"])
      .where("c.learner_id", "in", members)
      .where("c.course_id", "in", courseIds)
      .where("c.revoked_at", "is", null)
      .execute(),
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
    .map((row) => ({ learnerId: row.learner_id, at: toIsoString(row.at as Date | string) }));
  activity.certificates = certificates.map((row) => ({
    learnerId: row.learner_id,
    courseId: row.course_id,
    code: row.code,
    at: toIsoString(row.issued_at),
  }));
  return activity;
}
