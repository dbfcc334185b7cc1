import type { Database } from "~/.server/db/schema";
import { findPublishedCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import type { Course, CourseLink, Lesson } from "~/lib/course";
import { selectLesson } from "~/lib/lesson-selection";
import { isHttpUrl } from "~/lib/safe-url";
import { parseYouTubeId } from "~/lib/youtube-url";

export interface PlayerLesson extends Lesson {
  /** The parsed video id, or null when the stored link does not parse ('video unavailable'). */
  videoId: string | null;
}

export interface CoursePlayer {
  course: Course;
  lessons: PlayerLesson[];
  links: CourseLink[];
  /** 1-based position of the selected lesson (0 when the course has no lessons). */
  position: number;
}

/** Everything the course page shows, or null when the course is unknown or unpublished. */
export async function loadCoursePlayer(
  db: Database,
  courseId: string,
  requestedPosition: number,
): Promise<CoursePlayer | null> {
  const course = await findPublishedCourseById(db, courseId);
  if (!course) return null;
  const [lessons, links] = await Promise.all([
    findLessonsByCourseId(db, course.id),
    findLinksByCourseId(db, course.id),
  ]);
  const { position } = selectLesson(lessons, requestedPosition);
  return {
    course,
    lessons: lessons.map((lesson) => ({ ...lesson, videoId: parseYouTubeId(lesson.youtubeUrl) })),
    // Writes are validated too; this keeps a bad stored link from ever becoming a live one.
    links: links.filter((link) => isHttpUrl(link.url)),
    position,
  };
}
