// Anonymous progress (lesson ids kept in the browser's localStorage while signed out) joins the
// account at sign-up and sign-in (issue #6, decision 0009). Only lessons that exist in a published
// course are kept; a lesson already completed stays as it was (no duplicate, first date kept).
import {
  findMarkableLessonIds,
  insertLessonProgress,
} from "~/.server/db/repositories/lesson-progress";
import type { Database } from "~/.server/db/schema";

export async function mergeAnonymousProgress(
  db: Database,
  learnerId: string,
  lessonIds: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  const valid = await findMarkableLessonIds(db, lessonIds);
  await insertLessonProgress(db, learnerId, valid, now);
  return valid.length;
}
