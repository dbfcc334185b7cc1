// All SQL about quiz_question_stats (issue #16): how many answers each version of a question got,
// and how many were right (decision 0030: a rewritten question starts again from nothing).
import type { Database } from "../schema";
import { toCount } from "./row-mapping";
import { readInChunks } from "./in-chunks";

export interface QuestionAnswer {
  questionId: string;
  /** The version the answer was graded against. */
  version: string;
  correct: boolean;
}

/** Counts one graded answer per question. Call it in the transaction that records the attempt. */
export async function recordQuestionAnswers(
  db: Database,
  answers: readonly QuestionAnswer[],
): Promise<void> {
  for (const answer of answers) {
    const right = answer.correct ? 1 : 0;
    await db
      .insertInto("quiz_question_stats")
      .values({
        question_id: answer.questionId,
        version: answer.version,
        answered: 1,
        correct: right,
      })
      .onConflict((oc) =>
        oc.columns(["question_id", "version"]).doUpdateSet((eb) => ({
          answered: eb("quiz_question_stats.answered", "+", 1),
          correct: eb("quiz_question_stats.correct", "+", right),
        })),
      )
      .execute();
  }
}

export interface QuestionStats {
  answered: number;
  correct: number;
}

/**
 * The figures of each question's current version (the editor's), by question id; a question
 * nobody answered since it was last rewritten is absent.
 */
export async function findQuestionStats(
  db: Database,
  questions: readonly { id: string; version: string }[],
): Promise<Map<string, QuestionStats>> {
  const rows = await readInChunks(
    questions.map((q) => q.id),
    (chunk) =>
      db
        .selectFrom("quiz_question_stats as s")
        .innerJoin("quiz_questions as q", (join) =>
          join.onRef("q.id", "=", "s.question_id").onRef("q.version", "=", "s.version"),
        )
        .select(["s.question_id", "s.answered", "s.correct"])
        .where("s.question_id", "in", chunk)
        .execute(),
  );
  return new Map(
    rows.map((row) => [
      row.question_id,
      { answered: toCount(row.answered), correct: toCount(row.correct) },
    ]),
  );
}
