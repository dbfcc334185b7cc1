// Anonymous progress (lesson ids kept in the browser's localStorage while signed out) joins the
// account at sign-up and sign-in (issue #6, decision 0009). Only lessons that exist in a published
// course are kept; a lesson already completed stays as it was (no duplicate, first date kept).
// Issue #27 (decision 0041): only marks that satisfy the completion rule, against when this browser
// was first served each lesson (its visitor key) or the account was; the browser's visits join the
// account, so a lesson opened before signing in keeps its clock.
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { copyLessonVisits, findMarkableLessons } from "~/.server/db/repositories/lesson-visits";
import type { Database } from "~/.server/db/schema";
import { completionWaitLeftMs } from "~/lib/lesson-completion-rule";

export async function mergeAnonymousProgress(
  db: Database,
  learnerId: string,
  lessonIds: readonly string[],
  visitorKey: string | null,
  now: Date = new Date(),
): Promise<number> {
  if (visitorKey) await copyLessonVisits(db, { visitorKey }, { learnerId });
  if (lessonIds.length === 0) return 0;
  // The account's visits now include the browser's (the earlier one where both had the lesson
  // only if the account's came first: either way a real first serve).
  const lessons = await findMarkableLessons(db, { learnerId }, lessonIds);
  const valid = lessons
    .filter((lesson) => completionWaitLeftMs(lesson, now) === 0)
    .map((lesson) => lesson.id);
  await insertLessonProgress(db, learnerId, valid, now);
  return valid.length;
}
