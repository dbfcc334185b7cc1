// The course page's player (issue #6): the lesson the address asks for, or a signed-in learner's
// first unfinished one, said in the address.
import { data, redirect } from "react-router";
import type { Database } from "~/.server/db/schema";
import { parseLessonParam } from "~/lib/lesson-selection";
import { loadCoursePlayer } from "./load-course-player.server";

export async function loadCoursePage(
  db: Database,
  courseId: string,
  url: URL,
  learnerId: string | null,
) {
  const lesson = url.searchParams.has("lesson")
    ? parseLessonParam(url.searchParams.get("lesson"))
    : null;
  const player = await loadCoursePlayer(db, courseId, lesson, learnerId);
  // Unknown and unpublished courses look the same from outside: 404, 'Course not found'.
  if (!player) throw data(null, { status: 404 });
  // A learner lands on their first unfinished lesson, and the address says which: otherwise
  // marking it complete would reload this address and move them on to the next one by itself.
  if (learnerId && lesson === null && player.position > 0) {
    throw redirect(`${url.pathname}?lesson=${player.position}`);
  }
  return player;
}
