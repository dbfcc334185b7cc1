// Marking lessons complete and un-marking them (issue #6), and what a signed-in learner should
// pick up next. Both are idempotent: marking twice keeps one row and its first date; un-marking
// a lesson that was not marked changes nothing. A mark is accepted only once half the lesson's
// stated duration has passed since it was first served to the learner (issue #27, decision 0041).
import {
  deleteLessonProgress,
  findCourseProgress,
  insertLessonProgress,
} from "~/.server/db/repositories/lesson-progress";
import {
  findMarkableLessons,
  recordLessonVisit,
  type Viewer,
} from "~/.server/db/repositories/lesson-visits";
import type { Database } from "~/.server/db/schema";
import { summarizeCourseProgress, type CourseProgressSummary } from "~/lib/learner";
import { completionWaitLeftMs, minutesLeft } from "~/lib/lesson-completion-rule";

export type MarkResult =
  | { ok: true }
  /** Not a lesson a learner can see (unknown, or its course unpublished). */
  | { ok: false; reason: "not-found" }
  /** Too soon after the lesson was first served: nothing changed. */
  | { ok: false; reason: "too-early"; minutesLeft: number };

/**
 * The lesson page was served to the viewer now (the course page's loader, or a visitor's page
 * saying so): the clock of decision 0041 starts, unless it started before.
 */
export async function noteLessonServed(
  db: Database,
  viewer: Viewer,
  lessonId: string,
  now: Date = new Date(),
): Promise<void> {
  await recordLessonVisit(db, viewer, lessonId, now);
}

/**
 * Whether the viewer may mark the lesson complete now (decision 0041). The mark itself is the
 * caller's: a learner's goes to the database, a visitor's stays in their browser.
 */
export async function checkLessonMark(
  db: Database,
  viewer: Viewer,
  lessonId: string,
  now: Date = new Date(),
): Promise<MarkResult> {
  const [lesson] = await findMarkableLessons(db, viewer, [lessonId]);
  if (!lesson) return { ok: false, reason: "not-found" };
  const left = completionWaitLeftMs(lesson, now);
  return left > 0
    ? { ok: false, reason: "too-early", minutesLeft: minutesLeft(left) }
    : { ok: true };
}

/** Marks the lesson complete (when the rule allows it) or not complete (always). */
export async function setLessonCompleted(
  db: Database,
  learnerId: string,
  lessonId: string,
  completed: boolean,
  now: Date = new Date(),
): Promise<MarkResult> {
  const check = await checkLessonMark(db, { learnerId }, lessonId, now);
  if (check.ok) {
    if (completed) await insertLessonProgress(db, learnerId, [lessonId], now);
    else await deleteLessonProgress(db, learnerId, lessonId);
    return check;
  }
  if (check.reason === "too-early" && !completed) {
    // Un-marking is never refused.
    await deleteLessonProgress(db, learnerId, lessonId);
    return { ok: true };
  }
  return check;
}

/** The home page's 'continue learning' cards: started, unfinished courses, latest first. */
export async function listContinueLearning(
  db: Database,
  learnerId: string,
  limit = 3,
): Promise<CourseProgressSummary[]> {
  const courses = await findCourseProgress(db, learnerId);
  return courses
    .filter((c) => c.completedLessons < c.totalLessons)
    .slice(0, limit)
    .map(summarizeCourseProgress);
}
