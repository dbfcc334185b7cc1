// All SQL of the donor report (issue #29): the facts its figures are counted from, for a set of
// classes and a period. Raw facts, not figures: the counting (who was active, who completed, the
// median) and the small-cell suppression are the feature's, in TypeScript, where they are tested
// on their own (app/features/classes/class-report-*.server.ts). Every list of ids is read in
// chunks (in-chunks.ts): a report of every class reads thousands of learners. Also the learner's
// side of the same tables: their classes' courses with their progress (/account, 'My classes').
import { sql } from "kysely";
import type { LocalizedText } from "~/lib/localized-text";
import type { Database } from "../schema";
import { readInChunks } from "./in-chunks";
import { readLocalizedText, toIsoString } from "./row-mapping";

export interface ReportMember {
  classId: string;
  learnerId: string;
}

export interface ReportCourse {
  id: string;
  title: LocalizedText;
  passMark: number;
  /** The course's lessons, in order, each with whether it has a quiz. */
  lessons: { id: string; hasQuiz: boolean }[];
}

export interface ReportFacts {
  /** Learners in each class who had joined by the end of the period. */
  members: ReportMember[];
  courses: Map<string, ReportCourse>;
  /** Lessons marked complete before the end, by these learners, in these courses. */
  progress: { learnerId: string; lessonId: string; at: string }[];
  /** Best quiz results graded before the end. `updatedAt`: the last attempt, activity. */
  quizResults: {
    learnerId: string;
    lessonId: string;
    bestCorrect: number;
    bestTotal: number;
    updatedAt: string;
  }[];
  /** Lessons first served to these learners in the 30 days before the end. */
  visits: { learnerId: string; lessonId: string; at: string }[];
  /** Certificates issued in the period and not revoked. */
  certificates: { learnerId: string; courseId: string }[];
}

const LEARNER_VIEWER = "learner:";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The report's facts for these classes (and the courses assigned to them, `courseIds`) over
 * [start, end): every instant is compared as ISO-8601, which both databases order correctly.
 */
export async function readClassReportFacts(
  db: Database,
  classIds: readonly string[],
  courseIds: readonly string[],
  period: { start: Date; end: Date },
): Promise<ReportFacts> {
  const end = period.end.toISOString();
  const start = period.start.toISOString();
  const activeSince = new Date(period.end.getTime() - 30 * DAY_MS).toISOString();

  const members = await readInChunks(classIds, (chunk) =>
    db
      .selectFrom("class_members")
      .select(["class_id", "learner_id"])
      .where("class_id", "in", chunk)
      .where("joined_at", "<", end)
      .orderBy("class_id")
      .orderBy("learner_id")
      .execute(),
  );

  const courseRows = await readInChunks(courseIds, (chunk) =>
    db.selectFrom("courses").selectAll().where("id", "in", chunk).execute(),
  );
  const lessonRows = await readInChunks(courseIds, (chunk) =>
    db
      .selectFrom("course_videos as v")
      .select((eb) => [
        "v.id",
        "v.course_id",
        eb
          .exists(
            eb
              .selectFrom("quiz_questions as q")
              .select("q.id")
              .whereRef("q.lesson_id", "=", "v.id"),
          )
          .as("has_quiz"),
      ])
      .where("v.course_id", "in", chunk)
      .orderBy("v.course_id")
      .orderBy("v.order_index")
      .execute(),
  );
  const courses = new Map<string, ReportCourse>();
  for (const row of courseRows) {
    courses.set(row.id, {
      id: row.id,
      title: readLocalizedText(row, "title"),
      passMark: row.pass_mark,
      lessons: [],
    });
  }
  for (const row of lessonRows) {
    // SQLite answers EXISTS with 0/1, PostgreSQL with true/false.
    courses.get(row.course_id)?.lessons.push({ id: row.id, hasQuiz: Boolean(row.has_quiz) });
  }

  const learnerIds = [...new Set(members.map((member) => member.learner_id))];
  const lessonIds = new Set(lessonRows.map((row) => row.id));
  const ofAssigned = <R extends { lesson_id: string }>(rows: R[]) =>
    rows.filter((row) => lessonIds.has(row.lesson_id));

  const progress = ofAssigned(
    await readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("lesson_progress")
        .select(["learner_id", "lesson_id", "completed_at"])
        .where("learner_id", "in", chunk)
        .where("completed_at", "<", end)
        .execute(),
    ),
  );
  const quizResults = ofAssigned(
    await readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("quiz_results")
        .select(["learner_id", "lesson_id", "best_correct", "best_total", "updated_at"])
        .where("learner_id", "in", chunk)
        .where("best_at", "<", end)
        .execute(),
    ),
  );
  const visits = ofAssigned(
    await readInChunks(learnerIds, (chunk) =>
      db
        .selectFrom("lesson_visits")
        .select(["viewer", "lesson_id", "first_served_at"])
        .where(
          "viewer",
          "in",
          chunk.map((id) => LEARNER_VIEWER + id),
        )
        .where("first_served_at", ">=", activeSince)
        .where("first_served_at", "<", end)
        .execute(),
    ),
  );
  const certificates = await readInChunks(learnerIds, (chunk) =>
    db
      .selectFrom("certificates")
      .select(["learner_id", "course_id"])
      .where("learner_id", "in", chunk)
      .where("course_id", "in", courseIds.length > 0 ? [...courseIds] : [""])
      .where("issued_at", ">=", start)
      .where("issued_at", "<", end)
      .where("revoked_at", "is", null)
      .execute(),
  );

  return {
    members: members.map((row) => ({ classId: row.class_id, learnerId: row.learner_id })),
    courses,
    progress: progress.map((row) => ({
      learnerId: row.learner_id,
      lessonId: row.lesson_id,
      at: toIsoString(row.completed_at),
    })),
    quizResults: quizResults.map((row) => ({
      learnerId: row.learner_id,
      lessonId: row.lesson_id,
      bestCorrect: row.best_correct,
      bestTotal: row.best_total,
      updatedAt: toIsoString(row.updated_at),
    })),
    visits: visits.map((row) => ({
      learnerId: row.viewer.slice(LEARNER_VIEWER.length),
      lessonId: row.lesson_id,
      at: toIsoString(row.first_served_at),
    })),
    certificates: certificates.map((row) => ({
      learnerId: row.learner_id,
      courseId: row.course_id,
    })),
  };
}

/** A learner's classes' assigned courses with their progress in each, for /account. */
export async function readLearnerClassProgress(
  db: Database,
  learnerId: string,
): Promise<
  {
    classId: string;
    courseId: string;
    title: LocalizedText;
    dueOn: string | null;
    lessonsTotal: number;
    lessonsDone: number;
  }[]
> {
  const rows = await db
    .selectFrom("class_members as m")
    .innerJoin("class_courses as cc", "cc.class_id", "m.class_id")
    .innerJoin("courses as c", "c.id", "cc.course_id")
    .selectAll("c")
    .select((eb) => [
      "cc.class_id",
      "cc.due_on",
      eb
        .selectFrom("course_videos as v")
        .select(eb.fn.countAll().as("n"))
        .whereRef("v.course_id", "=", "c.id")
        .as("lessons_total"),
      eb
        .selectFrom("course_videos as v")
        .innerJoin("lesson_progress as p", "p.lesson_id", "v.id")
        .select(eb.fn.countAll().as("n"))
        .whereRef("v.course_id", "=", "c.id")
        .where("p.learner_id", "=", learnerId)
        .as("lessons_done"),
    ])
    .where("m.learner_id", "=", learnerId)
    .orderBy("cc.class_id")
    .orderBy("cc.assigned_at")
    .orderBy(sql`cc.course_id`)
    .execute();
  return rows.map((row) => ({
    classId: row.class_id,
    courseId: row.id,
    title: readLocalizedText(row, "title"),
    dueOn: row.due_on,
    lessonsTotal: Number(row.lessons_total ?? 0),
    lessonsDone: Number(row.lessons_done ?? 0),
  }));
}
