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

/** A learner's run of failed attempts at one quiz (issue #27, decision 0042). */
export interface FailedRun {
  failedInRow: number;
  /** When the last of them failed; null with no run. */
  lastFailedAt: string | null;
}

/** The learner's current run of failures at the lesson's quiz; none before a first attempt. */
export async function findFailedRun(
  db: Database,
  learnerId: string,
  lessonId: string,
): Promise<FailedRun> {
  const row = await db
    .selectFrom("quiz_results")
    .select(["failed_in_row", "last_failed_at"])
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "=", lessonId)
    .executeTakeFirst();
  return {
    failedInRow: row?.failed_in_row ?? 0,
    lastFailedAt: row?.last_failed_at ? toIsoString(row.last_failed_at) : null,
  };
}

/**
 * Counts a graded attempt in the learner's run of failures, after `recordQuizAttempt` made the
 * row (same transaction). A pass ends the run. A failure adds one, in one statement so that
 * attempts at the same moment all count; once a run has reached `runLength` and its last failure
 * is at or before `waitedSince` (the wait is over), a failure starts a new run at 1.
 */
export async function recordQuizRun(
  db: Database,
  learnerId: string,
  lessonId: string,
  passed: boolean,
  run: { runLength: number; waitedSince: Date },
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("quiz_results")
    .set((eb) =>
      passed
        ? { failed_in_row: 0, last_failed_at: null }
        : {
            failed_in_row: eb
              .case()
              .when(
                eb.and([
                  eb("failed_in_row", ">=", run.runLength),
                  eb("last_failed_at", "<=", run.waitedSince.toISOString()),
                ]),
              )
              .then(1)
              .else(eb("failed_in_row", "+", 1))
              .end(),
            last_failed_at: now.toISOString(),
          },
    )
    .where("learner_id", "=", learnerId)
    .where("lesson_id", "=", lessonId)
    .execute();
}
