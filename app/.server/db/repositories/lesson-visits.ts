// All SQL about lesson_visits (issue #27, decision 0041): when each learner or visitor was first
// served each lesson, the clock that a lesson mark is checked against. The first serve wins: the
// primary key (viewer, lesson) and ON CONFLICT DO NOTHING keep the earliest row, whichever tab or
// instance inserts it, on both databases.
import { sql } from "kysely";
import type { Database } from "../schema";

/** Whose visit: a signed-in learner, or a visitor known by the key in their cookie. */
export type Viewer = { learnerId: string } | { visitorKey: string };

/** The `viewer` column's value. The prefixes keep a learner id and a visitor key apart. */
export function viewerKey(viewer: Viewer): string {
  return "learnerId" in viewer ? `learner:${viewer.learnerId}` : `visitor:${viewer.visitorKey}`;
}

/** Notes that the viewer was served the lesson now, unless they were served it before. */
export async function recordLessonVisit(
  db: Database,
  viewer: Viewer,
  lessonId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto("lesson_visits")
    .values({ viewer: viewerKey(viewer), lesson_id: lessonId, first_served_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["viewer", "lesson_id"]).doNothing())
    .execute();
}

export interface MarkableLesson {
  id: string;
  durationMinutes: number;
  /** When the viewer was first served it; null: never. */
  firstServedAt: Date | null;
}

/**
 * Of `lessonIds`, the ones in a published course (only those can be marked), with their stated
 * duration and when the viewer was first served each.
 */
export async function findMarkableLessons(
  db: Database,
  viewer: Viewer,
  lessonIds: readonly string[],
): Promise<MarkableLesson[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .leftJoin("lesson_visits as s", (join) =>
      join.onRef("s.lesson_id", "=", "v.id").on("s.viewer", "=", viewerKey(viewer)),
    )
    .select(["v.id", "v.duration_minutes", "s.first_served_at"])
    .where("v.id", "in", [...new Set(lessonIds)])
    .where("c.is_published", "=", true)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    durationMinutes: Number(row.duration_minutes),
    firstServedAt: row.first_served_at === null ? null : new Date(row.first_served_at),
  }));
}

/**
 * A visitor who signs in keeps their clocks: their visits become the account's, except where the
 * account was served the lesson first (its row stays).
 */
export async function copyLessonVisits(db: Database, from: Viewer, to: Viewer): Promise<void> {
  await db
    .insertInto("lesson_visits")
    .columns(["viewer", "lesson_id", "first_served_at"])
    .expression((eb) =>
      eb
        .selectFrom("lesson_visits")
        // Typed, for PostgreSQL: an untyped parameter in a select list has no type to infer.
        .select([
          sql<string>`cast(${viewerKey(to)} as text)`.as("viewer"),
          "lesson_id",
          "first_served_at",
        ])
        .where("viewer", "=", viewerKey(from)),
    )
    .onConflict((oc) => oc.columns(["viewer", "lesson_id"]).doNothing())
    .execute();
}

/** Forgets the viewer's visits (a deleted account). */
export async function deleteLessonVisits(db: Database, viewer: Viewer): Promise<void> {
  await db.deleteFrom("lesson_visits").where("viewer", "=", viewerKey(viewer)).execute();
}

/**
 * Forgets the visits of visitors (never of learners) first served before `cutoff`: their key's
 * cookie lives as long as the retention (a year), so a browser that kept it would find the lesson
 * served anew. A learner's visits stay with the account, whose marks they vouch for.
 */
export async function deleteVisitorLessonVisitsBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("lesson_visits")
    .where("viewer", "like", "visitor:%")
    .where("first_served_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
