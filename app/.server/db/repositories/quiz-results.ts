// All SQL about quiz_results (issue #16): a learner's best result per lesson quiz.
import type { QuizResult } from "~/lib/course/quiz";
import type { Database } from "../schema";
import { toIsoString } from "./row-mapping";

/**
 * Records one graded attempt: counts it, and keeps it as the best when it has a higher share of
 * right answers than the best so far (compared in integers; a tie keeps the earlier one, so its
 * date stays the day it was first reached). Call it inside the caller's transaction.
 */
export async function recordQuizAttempt(
  db: Database,
  learnerId: string,
  lessonId: string,
  correct: number,
  total: number,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const existing = await db
    .selectFrom("quiz_results")
    .select(["best_correct", "best_total", "attempts"])
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "=", lessonId)
    .executeTakeFirst();
  if (!existing) {
    // Two first attempts at once: the second becomes an update through ON CONFLICT.
    await db
      .insertInto("quiz_results")
      .values({
        learner_id: learnerId,
        lesson_id: lessonId,
        best_correct: correct,
        best_total: total,
        best_at: at,
        attempts: 1,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(["learner_id", "lesson_id"]).doUpdateSet((eb) => ({
          attempts: eb("quiz_results.attempts", "+", 1),
          updated_at: at,
        })),
      )
      .execute();
    return;
  }
  const better = correct * existing.best_total > existing.best_correct * total;
  await db
    .updateTable("quiz_results")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      updated_at: at,
      ...(better ? { best_correct: correct, best_total: total, best_at: at } : {}),
    }))
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "=", lessonId)
    .execute();
}

/** The learner's results on these lessons' quizzes (those they attempted). */
export async function findQuizResults(
  db: Database,
  learnerId: string,
  lessonIds: readonly string[],
): Promise<QuizResult[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom("quiz_results")
    .selectAll()
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "in", [...new Set(lessonIds)])
    .execute();
  return rows.map((row) => ({
    lessonId: row.lesson_id,
    bestCorrect: row.best_correct,
    bestTotal: row.best_total,
    bestAt: toIsoString(row.best_at),
    attempts: row.attempts,
  }));
}
