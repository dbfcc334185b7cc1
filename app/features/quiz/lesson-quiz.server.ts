// A lesson's quiz on the course page (issue #16, decision 0032): what the page may show before
// an answer, grading an attempt, and recording it. The server is the only authority: the page
// never holds the answer key before the learner has answered, and a visitor's browser keeps
// answers, never scores.
import {
  addressKey,
  beginAttempt,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import {
  findQuestionsByLessonIds,
  findQuizLessons,
} from "~/.server/db/repositories/quiz-questions";
import { recordQuestionAnswers } from "~/.server/db/repositories/quiz-question-stats";
import { findQuizResults, recordQuizAttempt } from "~/.server/db/repositories/quiz-results";
import type { Database } from "~/.server/db/schema";
import type { QuizQuestion, QuizResult } from "~/lib/course/quiz";
import { gradeQuiz, publicQuestion, type GradedQuiz, type PublicQuizQuestion } from "./grade-quiz";
import {
  answersToMasks,
  masksToAnswers,
  parseVisitorAnswers,
  serializeVisitorAnswers,
} from "./visitor-answers";

/**
 * Attempts one learner may make at one quiz: enough to read the explanations and try again a few
 * times, not a script's thousands (decision 0032).
 */
export const QUIZ_LEARNER_RULE: ThrottleRule = {
  scope: "quiz-learner",
  maxAttempts: 10,
  windowMs: 10 * 60 * 1000,
};

/**
 * Attempts from one address, at any quiz, signed in or not. Generous: behind a Mauritanian
 * carrier's NAT one address is thousands of people, and a school lab of 30 taking a course's
 * quizzes together may make a few hundred attempts in ten minutes.
 */
export const QUIZ_ADDRESS_RULE: ThrottleRule = {
  scope: "quiz-address",
  maxAttempts: 600,
  windowMs: 10 * 60 * 1000,
};

/** The per-learner throttle's key: one count per learner and quiz. */
export function learnerQuizKey(learnerId: string, lessonId: string): string {
  return `quiz:${learnerId.slice(0, 64)}:${lessonId.slice(0, 64)}`;
}

export interface LessonQuiz {
  lessonId: string;
  questions: PublicQuizQuestion[];
  /** The signed-in learner's best result on it; null for a visitor or before a first attempt. */
  best: QuizResult | null;
}

/** The quiz of the page's lesson without its answer key, or null when the lesson has none. */
export async function loadLessonQuiz(
  db: Database,
  lessonId: string,
  learnerId: string | null,
): Promise<LessonQuiz | null> {
  const [questions, results] = await Promise.all([
    findQuestionsByLessonIds(db, [lessonId]).then((found) => found.get(lessonId) ?? []),
    learnerId ? findQuizResults(db, learnerId, [lessonId]) : Promise.resolve([]),
  ]);
  if (questions.length === 0) return null;
  return { lessonId, questions: questions.map(publicQuestion), best: results[0] ?? null };
}

/** One graded attempt recorded for the learner: best result, attempts, statistics, together. */
async function recordAttempt(
  db: Database,
  learnerId: string,
  graded: GradedQuiz,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordQuizAttempt(trx, learnerId, graded.lessonId, graded.correct, graded.total, now);
    await recordQuestionAnswers(
      trx,
      graded.questions.map((q) => ({ questionId: q.id, version: q.version, correct: q.right })),
    );
  });
}

export interface QuizAttemptInput {
  courseId: string;
  lessonId: string;
  /** The chosen option ids per question id, as the form sent them. */
  answers: ReadonlyMap<string, readonly string[]>;
  learnerId: string | null;
  clientIp: string;
  /** A visitor's quiz cookie as it came, if any. */
  visitorCookie: string | null;
}

export type QuizAttemptOutcome =
  | { status: "graded"; graded: GradedQuiz; best: QuizResult | null; visitorCookie?: string }
  | { status: "throttled"; retryAfterSeconds: number }
  | { status: "unknown" };

/**
 * Grades one attempt at a lesson's quiz. Throttled first (per address, and per learner and quiz);
 * a refused attempt records nothing. A learner's attempt is recorded in one transaction; a
 * visitor's best answers go back in their cookie (value in `visitorCookie`), not in the database
 * and not in the statistics, until they join an account (decision 0032).
 */
export async function takeLessonQuiz(
  db: Database,
  input: QuizAttemptInput,
  now: Date = new Date(),
): Promise<QuizAttemptOutcome> {
  const lesson = (await findQuizLessons(db, [input.lessonId])).get(input.lessonId);
  if (!lesson || lesson.courseId !== input.courseId) return { status: "unknown" };
  const questions = (await findQuestionsByLessonIds(db, [input.lessonId])).get(input.lessonId);
  if (!questions?.length) return { status: "unknown" };

  const address = await beginAttempt(db, QUIZ_ADDRESS_RULE, addressKey(input.clientIp), now);
  if (!address.allowed)
    return { status: "throttled", retryAfterSeconds: address.retryAfterSeconds };
  if (input.learnerId) {
    const own = await beginAttempt(
      db,
      QUIZ_LEARNER_RULE,
      learnerQuizKey(input.learnerId, input.lessonId),
      now,
    );
    if (!own.allowed) {
      // Not an attempt: it must not use up the address's allowance either.
      await takeBackAttempt(db, address.attemptId);
      return { status: "throttled", retryAfterSeconds: own.retryAfterSeconds };
    }
  }

  const graded = gradeQuiz(input.lessonId, questions, input.answers, lesson.passMark);
  if (input.learnerId) {
    await recordAttempt(db, input.learnerId, graded, now);
    const [best] = await findQuizResults(db, input.learnerId, [input.lessonId]);
    return { status: "graded", graded, best: best ?? null };
  }
  return {
    status: "graded",
    graded,
    best: null,
    visitorCookie: visitorBestAnswers(questions, graded, input.answers, input.visitorCookie),
  };
}

/** The visitor's cookie with this quiz's best answers: these, unless the kept ones grade better. */
function visitorBestAnswers(
  questions: readonly QuizQuestion[],
  graded: GradedQuiz,
  answers: ReadonlyMap<string, readonly string[]>,
  cookie: string | null,
): string {
  const entries = parseVisitorAnswers(cookie);
  const kept = entries.find((entry) => entry.lessonId === graded.lessonId);
  const keptScore = kept
    ? gradeQuiz(graded.lessonId, questions, masksToAnswers(questions, kept.masks), graded.passMark)
        .correct
    : -1;
  const masks =
    kept && keptScore >= graded.correct ? kept.masks : answersToMasks(questions, answers);
  return serializeVisitorAnswers(entries, { lessonId: graded.lessonId, masks });
}

/**
 * A visitor's kept answers join the account they sign up or sign in with (decision 0032): each
 * quiz's answers are graded again against the questions as they are now (0030) and recorded as
 * one attempt, counted in the statistics, under the same throttles as an attempt on the page (a
 * quiz whose throttle is spent is skipped). Unknown lessons, drafts, lessons without a quiz and
 * anything unreadable are ignored. Runs in the caller's transaction. Returns the quizzes merged.
 */
export async function mergeVisitorQuizzes(
  db: Database,
  learnerId: string,
  cookie: string | null,
  clientIp: string,
  now: Date = new Date(),
): Promise<number> {
  const entries = parseVisitorAnswers(cookie);
  if (entries.length === 0) return 0;
  const lessonIds = entries.map((entry) => entry.lessonId);
  const [lessons, questionsByLesson] = await Promise.all([
    findQuizLessons(db, lessonIds),
    findQuestionsByLessonIds(db, lessonIds),
  ]);
  let merged = 0;
  for (const entry of entries) {
    const lesson = lessons.get(entry.lessonId);
    const questions = questionsByLesson.get(entry.lessonId) ?? [];
    if (!lesson || questions.length === 0) continue;
    const address = await beginAttempt(db, QUIZ_ADDRESS_RULE, addressKey(clientIp), now);
    if (!address.allowed) break;
    const own = await beginAttempt(
      db,
      QUIZ_LEARNER_RULE,
      learnerQuizKey(learnerId, entry.lessonId),
      now,
    );
    if (!own.allowed) {
      await takeBackAttempt(db, address.attemptId);
      continue;
    }
    const graded = gradeQuiz(
      entry.lessonId,
      questions,
      masksToAnswers(questions, entry.masks),
      lesson.passMark,
    );
    await recordQuizAttempt(db, learnerId, entry.lessonId, graded.correct, graded.total, now);
    await recordQuestionAnswers(
      db,
      graded.questions.map((q) => ({ questionId: q.id, version: q.version, correct: q.right })),
    );
    merged++;
  }
  return merged;
}
