// Marking lessons complete and un-marking them (issue #6), and what a signed-in learner should
// pick up next. Both are idempotent: marking twice keeps one row and its first date; un-marking
// a lesson that was not marked changes nothing.
import {
  deleteLessonProgress,
  findCourseProgress,
  findMarkableLessonIds,
  insertLessonProgress,
} from "~/.server/db/repositories/lesson-progress";
import type { Database } from "~/.server/db/schema";
import { summarizeCourseProgress, type CourseProgressSummary } from "~/lib/learner";

/** False when the lesson is not one a learner can see (unknown, or its course unpublished). */
export async function setLessonCompleted(
  db: Database,
  learnerId: string,
  lessonId: string,
  completed: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  const [markable] = await findMarkableLessonIds(db, [lessonId]);
  if (!markable) return false;
  if (completed) await insertLessonProgress(db, learnerId, [markable], now);
  else await deleteLessonProgress(db, learnerId, markable);
  return true;
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
