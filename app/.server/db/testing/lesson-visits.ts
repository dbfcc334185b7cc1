// Tests that mark lessons do not wait for the completion rule (issue #27, decision 0041): they
// make the lessons look served long ago, as a learner who took their time would have them.
import { viewerKey, type Viewer } from "../repositories/lesson-visits";
import type { Database } from "../schema";

/** Long before any test runs. */
export const LONG_AGO = new Date(Date.UTC(2020, 0, 1));

/**
 * Every viewer already served one of `lessonIds`, and each of `viewers`, is made to have been
 * served all of them at LONG_AGO, so that any mark of them is accepted.
 */
export async function backdateLessonVisits(
  db: Database,
  lessonIds: readonly string[],
  viewers: readonly Viewer[] = [],
): Promise<void> {
  if (lessonIds.length === 0) return;
  const seen = await db
    .selectFrom("lesson_visits")
    .select("viewer")
    .distinct()
    .where("lesson_id", "in", [...lessonIds])
    .execute();
  const keys = [...new Set([...seen.map((row) => row.viewer), ...viewers.map(viewerKey)])];
  if (keys.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("lesson_visits")
      .where("viewer", "in", keys)
      .where("lesson_id", "in", [...lessonIds])
      .execute();
    await trx
      .insertInto("lesson_visits")
      .values(
        keys.flatMap((viewer) =>
          lessonIds.map((lessonId) => ({
            viewer,
            lesson_id: lessonId,
            first_served_at: LONG_AGO.toISOString(),
          })),
        ),
      )
      .execute();
  });
}
