// Lesson quizzes (issue #16) as features and components see them. Row types stay in the data
// layer; app/.server/db/repositories map rows to these.
import type { LocalizedText } from "~/lib/localized-text";

/** A course's pass mark when the editor sets none: 70 % of right answers. */
export const DEFAULT_PASS_MARK = 70;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export interface QuizOption {
  /** Stable across saves while the option exists: answers refer to it. */
  id: string;
  text: LocalizedText;
  correct: boolean;
}

export interface QuizQuestion {
  id: string;
  lessonId: string;
  /** Position in the lesson's quiz, starting at 1. */
  orderIndex: number;
  text: LocalizedText;
  explanation: LocalizedText;
  options: QuizOption[];
  /** Changes when what is graded changes (decision 0030). */
  version: string;
}

/** A learner's best result on one lesson's quiz. */
export interface QuizResult {
  lessonId: string;
  bestCorrect: number;
  bestTotal: number;
  bestAt: string;
  attempts: number;
}

/**
 * Whether `correct` right answers out of `total` reach `passMark` %. Compared in integers, so 7 of
 * 10 passes at 70 exactly (no rounding), and a quiz of no questions is never passed.
 */
export function reachesPassMark(correct: number, total: number, passMark: number): boolean {
  return total > 0 && correct * 100 >= passMark * total;
}

/** The score shown to learners: a whole percentage, rounded down (69.9 % is not 70 %). */
export function scorePercent(correct: number, total: number): number {
  return total > 0 ? Math.floor((correct * 100) / total) : 0;
}
