// A lesson's quiz on the course page (issue #16, decision 0032): what the page may show before
// an answer, grading an attempt, and recording it. The server is the only authority: the page
// never holds the answer key before the learner has answered, and a visitor's browser keeps
// answers, never scores.
import { randomInt } from "node:crypto";
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
import {
  findFailedRun,
  findQuizResults,
  recordQuizAttempt,
  recordQuizRun,
} from "~/.server/db/repositories/quiz-results";
import type { Database } from "~/.server/db/schema";
import type { QuizQuestion, QuizResult } from "~/lib/course/quiz";
import { gradeQuiz, publicQuestion, type GradedQuiz, type PublicQuizQuestion } from "./grade-quiz";
import {
  answersToMasks,
  masksToAnswers,
  parseVisitorAnswers,
  serializeVisitorAnswers,
  type VisitorAnswers,
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

/**
 * Failed attempts in a row after which a learner waits, and how long (issue #27, decision 0042):
 * three honest tries, then time to go back to the lesson rather than to guess the rest.
 */
export const QUIZ_FAILS_BEFORE_WAIT = 3;
export const QUIZ_WAIT_MS = 10 * 60 * 1000;

/** A run of failed attempts: how many in a row, and when the last failed. */
interface Run {
  failedInRow: number;
  lastFailedAt: Date | null;
}

/**
 * Seconds left to wait after a run of failures at `now`; null when the learner may try. Never
 * more than the wait itself: a last failure "in the future" (another instance's clock, a crafted
 * cookie) holds no one longer than ten minutes.
 */
export function waitLeft(run: Run, now: Date): number | null {
  if (run.failedInRow < QUIZ_FAILS_BEFORE_WAIT || !run.lastFailedAt) return null;
  const left = Math.min(QUIZ_WAIT_MS, run.lastFailedAt.getTime() + QUIZ_WAIT_MS - now.getTime());
  return left > 0 ? Math.ceil(left / 1000) : null;
}

/** The run after one more graded attempt: a pass ends it; a fail after a wait starts anew. */
function nextRun(run: Run, passed: boolean, now: Date): Run {
  if (passed) return { failedInRow: 0, lastFailedAt: null };
  const over = run.failedInRow >= QUIZ_FAILS_BEFORE_WAIT;
  return { failedInRow: over ? 1 : run.failedInRow + 1, lastFailedAt: now };
}

/** A signed-in learner's run, as the database keeps it. */
async function learnerRun(db: Database, learnerId: string, lessonId: string): Promise<Run> {
  const run = await findFailedRun(db, learnerId, lessonId);
  return {
    failedInRow: run.failedInRow,
    lastFailedAt: run.lastFailedAt ? new Date(run.lastFailedAt) : null,
  };
}

/**
 * The options in a new order on every page build (issue #27): a learner's answer is an option's
 * id, never its place, so a list of places ("the second, then the first") copied from one
 * attempt says nothing about the next. Grading and the visitor's cookie read ids and the
 * question's own order, so neither depends on this.
 */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let n = out.length - 1; n > 0; n--) {
    const k = randomInt(n + 1);
    [out[n], out[k]] = [out[k]!, out[n]!];
  }
  return out;
}

/** The per-learner throttle's key: one count per learner and quiz. */
export function learnerQuizKey(learnerId: string, lessonId: string): string {
  return `quiz:${learnerId.slice(0, 64)}:${lessonId.slice(0, 64)}`;
}

export interface LessonQuiz {
  lessonId: string;
  questions: PublicQuizQuestion[];
  /** The signed-in learner's best result on it; null for a visitor or before a first attempt. */
  best: QuizResult | null;
  /**
   * Seconds a signed-in learner still waits after failing in a row; null otherwise. A visitor's
   * page is the same for all (decision 0008): they learn of a wait from the answer page.
   */
  waitSeconds: number | null;
}

/** The quiz of the page's lesson without its answer key, or null when the lesson has none. */
export async function loadLessonQuiz(
  db: Database,
  lessonId: string,
  learnerId: string | null,
  now: Date = new Date(),
): Promise<LessonQuiz | null> {
  const [questions, results, run] = await Promise.all([
    findQuestionsByLessonIds(db, [lessonId]).then((found) => found.get(lessonId) ?? []),
    learnerId ? findQuizResults(db, learnerId, [lessonId]) : Promise.resolve([]),
    learnerId ? learnerRun(db, learnerId, lessonId) : Promise.resolve(null),
  ]);
  if (questions.length === 0) return null;
  return {
    lessonId,
    questions: questions.map((question) => {
      const shown = publicQuestion(question);
      return { ...shown, options: shuffled(shown.options) };
    }),
    best: results[0] ?? null,
    waitSeconds: run ? waitLeft(run, now) : null,
  };
}

/**
 * One graded attempt recorded for the learner: best result, attempts, run of failures and
 * statistics, together.
 */
async function recordAttempt(
  db: Database,
  learnerId: string,
  graded: GradedQuiz,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordQuizAttempt(trx, learnerId, graded.lessonId, graded.correct, graded.total, now);
    await recordQuizRun(
      trx,
      learnerId,
      graded.lessonId,
      graded.passed,
      {
        runLength: QUIZ_FAILS_BEFORE_WAIT,
        waitedSince: new Date(now.getTime() - QUIZ_WAIT_MS),
      },
      now,
    );
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
  | {
      status: "graded";
      graded: GradedQuiz;
      best: QuizResult | null;
      /** Seconds to wait before the next attempt, when this one made a third fail in a row. */
      waitSeconds: number | null;
      visitorCookie?: string;
    }
  /** Too many attempts (load): the throttles of decision 0032. */
  | { status: "throttled"; retryAfterSeconds: number }
  /** Still waiting after failing in a row (decision 0042): nothing was graded or counted. */
  | { status: "waiting"; retryAfterSeconds: number }
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

  // The wait after failing in a row comes first: a post during it changes nothing at all, not
  // even the throttles' counts.
  const visitorEntries = input.learnerId ? [] : parseVisitorAnswers(input.visitorCookie);
  const run: Run = input.learnerId
    ? await learnerRun(db, input.learnerId, input.lessonId)
    : (visitorEntries.find((entry) => entry.lessonId === input.lessonId)?.failedRun ?? {
        failedInRow: 0,
        lastFailedAt: null,
      });
  const waiting = waitLeft(run, now);
  if (waiting !== null) return { status: "waiting", retryAfterSeconds: waiting };

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
    const [[best], after] = await Promise.all([
      findQuizResults(db, input.learnerId, [input.lessonId]),
      learnerRun(db, input.learnerId, input.lessonId),
    ]);
    return { status: "graded", graded, best: best ?? null, waitSeconds: waitLeft(after, now) };
  }
  const after = nextRun(run, graded.passed, now);
  return {
    status: "graded",
    graded,
    best: null,
    waitSeconds: waitLeft(after, now),
    visitorCookie: visitorBestAnswers(questions, graded, input.answers, visitorEntries, after),
  };
}

/**
 * The visitor's cookie with this quiz's best answers (these, unless the kept ones grade better)
 * and their run of failures at it.
 */
function visitorBestAnswers(
  questions: readonly QuizQuestion[],
  graded: GradedQuiz,
  answers: ReadonlyMap<string, readonly string[]>,
  entries: readonly VisitorAnswers[],
  run: Run,
): string {
  const kept = entries.find((entry) => entry.lessonId === graded.lessonId);
  const keptScore = kept
    ? gradeQuiz(graded.lessonId, questions, masksToAnswers(questions, kept.masks), graded.passMark)
        .correct
    : -1;
  const masks =
    kept && keptScore >= graded.correct ? kept.masks : answersToMasks(questions, answers);
  const failedRun =
    run.failedInRow > 0 && run.lastFailedAt
      ? { failedInRow: run.failedInRow, lastFailedAt: run.lastFailedAt }
      : undefined;
  return serializeVisitorAnswers(entries, {
    lessonId: graded.lessonId,
    masks,
    ...(failedRun ? { failedRun } : {}),
  });
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
