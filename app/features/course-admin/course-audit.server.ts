// The course writes' audit entries (issue #14 part 6): each is recorded through the transaction of
// its write (save-course.server.ts, manage-courses.server.ts), so it commits with it or not at all.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findCourseById } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { findQuestionsByLessonIds } from "~/.server/db/repositories/quiz-questions";
import type { Database } from "~/.server/db/schema";
import { adminCourseTitle } from "~/lib/admin-audit";
import type { Course } from "~/lib/course/course";
import {
  describeCourseCreation,
  describeCourseUpdate,
  type CourseSnapshot,
} from "./course-changes";

/**
 * The course with its lessons, links and quiz questions as they are in `db` (a transaction,
 * before a write).
 */
export async function snapshotCourse(db: Database, course: Course): Promise<CourseSnapshot> {
  const lessons = await findLessonsByCourseId(db, course.id);
  const links = await findLinksByCourseId(db, course.id);
  const quizzes = await findQuestionsByLessonIds(
    db,
    lessons.map((lesson) => lesson.id),
  );
  const questions = lessons.flatMap((lesson) => quizzes.get(lesson.id) ?? []);
  return { course, lessons, links, questions };
}

/**
 * Records a save of the editor: `course.create` (before = null) or `course.update` with what
 * changed, read back from the transaction after the write; and `course.publish`/`unpublish` when
 * the save changed the publication state.
 */
export async function recordCourseSave(
  trx: Database,
  by: AuditOrigin,
  before: CourseSnapshot | null,
  courseId: string,
): Promise<void> {
  const course = await findCourseById(trx, courseId);
  if (!course) throw new Error("Course not found");
  const after = await snapshotCourse(trx, course);
  const subject = { courseId, courseTitle: adminCourseTitle(course) };
  await recordAdminAction(trx, {
    ...by,
    ...subject,
    ...(before === null
      ? { action: "course.create", details: describeCourseCreation(after) }
      : { action: "course.update", details: describeCourseUpdate(before, after) }),
  });
  if (course.isPublished !== (before?.course.isPublished ?? false)) {
    await recordPublication(trx, by, course, course.isPublished);
  }
}

export function recordPublication(
  trx: Database,
  by: AuditOrigin,
  course: Course,
  isPublished: boolean,
): Promise<void> {
  return recordAdminAction(trx, {
    ...by,
    action: isPublished ? "course.publish" : "course.unpublish",
    courseId: course.id,
    courseTitle: adminCourseTitle(course),
  });
}

export function recordCourseDeletion(
  trx: Database,
  by: AuditOrigin,
  deleted: CourseSnapshot,
): Promise<void> {
  return recordAdminAction(trx, {
    ...by,
    action: "course.delete",
    courseId: deleted.course.id,
    courseTitle: adminCourseTitle(deleted.course),
    details: {
      wasPublished: deleted.course.isPublished,
      lessons: deleted.lessons.length,
      links: deleted.links.length,
    },
  });
}
