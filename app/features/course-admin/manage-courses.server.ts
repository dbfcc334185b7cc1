import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import {
  courseStats,
  deleteCourseById,
  findAllCourses,
  findCourseById,
  setCoursePublished,
  type CourseStats,
} from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { countLearners } from "~/.server/db/repositories/learners";
import type { Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import type { Course, CourseLink, Lesson } from "~/lib/course";

/** The dashboard's stat cards: the spec's four, and learner accounts (issue #6). */
export type DashboardStats = CourseStats & { learners: number };

export async function loadDashboard(
  db: Database,
): Promise<{ courses: Course[]; stats: DashboardStats }> {
  const [courses, stats, learners] = await Promise.all([
    findAllCourses(db),
    courseStats(db),
    countLearners(db),
  ]);
  return { courses, stats: { ...stats, learners } };
}

export interface CourseForEdit {
  course: Course;
  lessons: Lesson[];
  links: CourseLink[];
}

/** Spec §7 'Load for edit': the course, then its videos by order_index, and its links. */
export async function loadCourseForEdit(db: Database, id: string): Promise<CourseForEdit | null> {
  const course = await findCourseById(db, id);
  if (!course) return null;
  const [lessons, links] = await Promise.all([
    findLessonsByCourseId(db, id),
    findLinksByCourseId(db, id),
  ]);
  return { course, lessons, links };
}

/** Spec §4: the dashboard toggle. False when the course no longer exists. */
export function setPublication(db: Database, id: string, isPublished: boolean): Promise<boolean> {
  return setCoursePublished(db, id, isPublished);
}

/**
 * Deletes a course (its lessons and links cascade) and then its uploaded thumbnail, unless
 * another course uses the same file.
 */
export async function deleteCourse(
  db: Database,
  storage: Storage,
  id: string,
  log: Logger,
): Promise<boolean> {
  const course = await findCourseById(db, id);
  if (!course) return false;
  const deleted = await deleteCourseById(db, id);
  if (deleted) {
    // The orphan sweep removes it later (thumbnail-cleanup.ts): worth a note, not a failure.
    await removeThumbnailIfUnused(db, storage, course.thumbnailUrl).catch((err: unknown) =>
      log.warn({ err }, "Could not remove the deleted course's thumbnail"),
    );
  }
  return deleted;
}
