import type { Database } from "~/.server/db/schema";
import { findCourseById, findPublishedCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { findCompletedLessonIds } from "~/.server/db/repositories/lesson-progress";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import { selectLesson } from "~/lib/lesson-selection";
import { isHttpUrl } from "~/lib/safe-url";
import { parseYouTubeLink } from "~/lib/youtube-url";

export interface PlayerLesson extends Lesson {
  /** The parsed video id, or null when the stored link does not parse ('video unavailable'). */
  videoId: string | null;
  /** Where the video starts, from the stored link's `t=`/`start=` (issue #14); null: the start. */
  videoStartSeconds: number | null;
}

function withVideo(lesson: Lesson): PlayerLesson {
  const link = parseYouTubeLink(lesson.youtubeUrl);
  return link.kind === "video"
    ? { ...lesson, videoId: link.id, videoStartSeconds: link.startSeconds ?? null }
    : { ...lesson, videoId: null, videoStartSeconds: null };
}

export interface CoursePlayer {
  course: Course;
  lessons: PlayerLesson[];
  links: CourseLink[];
  /** 1-based position of the selected lesson (0 when the course has no lessons). */
  position: number;
  /** The signed-in learner's completed lessons of this course; none for a visitor. */
  completedLessonIds: string[];
}

/**
 * Everything the course page shows, or null when the course is unknown or unpublished. Without a
 * requested lesson, a signed-in learner starts at their first unfinished one (issue #6); a
 * visitor at the first, so that the page is the same for every visitor and can be cached.
 */
export async function loadCoursePlayer(
  db: Database,
  courseId: string,
  requestedPosition: number | null,
  learnerId: string | null = null,
): Promise<CoursePlayer | null> {
  const course = await findPublishedCourseById(db, courseId);
  return course ? assemblePlayer(db, course, requestedPosition, learnerId) : null;
}

/**
 * The same page for the admin's preview (issue #14, decision 0022): any course, draft or not,
 * exactly as a visitor would get it once published. Only an admin route may call this.
 */
export async function loadCoursePreview(
  db: Database,
  courseId: string,
  requestedPosition: number | null,
): Promise<CoursePlayer | null> {
  const course = await findCourseById(db, courseId);
  return course ? assemblePlayer(db, course, requestedPosition, null) : null;
}

async function assemblePlayer(
  db: Database,
  course: Course,
  requestedPosition: number | null,
  learnerId: string | null,
): Promise<CoursePlayer> {
  const [lessons, links, completedLessonIds] = await Promise.all([
    findLessonsByCourseId(db, course.id),
    findLinksByCourseId(db, course.id),
    learnerId ? findCompletedLessonIds(db, learnerId, course.id) : Promise.resolve([]),
  ]);
  const completed = new Set(completedLessonIds);
  const firstUnfinished = lessons.findIndex((lesson) => !completed.has(lesson.id)) + 1;
  const { position } = selectLesson(
    lessons,
    requestedPosition ?? (learnerId && firstUnfinished > 0 ? firstUnfinished : 1),
  );
  return {
    course,
    lessons: lessons.map(withVideo),
    // Writes are validated too; this keeps a bad stored link from ever becoming a live one.
    links: links.filter((link) => isHttpUrl(link.url)),
    position,
    completedLessonIds,
  };
}
