import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
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
import { recordCourseDeletion, recordPublication, snapshotCourse } from "./course-audit.server";

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

/**
 * Spec §4: the dashboard toggle. False when the course no longer exists. A change of state is
 * audited in the same transaction; setting the state it already has records nothing.
 */
export function setPublication(
  db: Database,
  id: string,
  isPublished: boolean,
  by: AuditOrigin,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const course = await findCourseById(trx, id);
    if (!course || !(await setCoursePublished(trx, id, isPublished))) return false;
    if (course.isPublished !== isPublished) await recordPublication(trx, by, course, isPublished);
    return true;
  });
}

/**
 * Deletes a course (its lessons and links cascade) with its audit entry in one transaction, and
 * then its uploaded thumbnail, unless another course uses the same file.
 */
export async function deleteCourse(
  db: Database,
  storage: Storage,
  id: string,
  by: AuditOrigin,
): Promise<boolean> {
  const course = await db.transaction().execute(async (trx) => {
    const found = await findCourseById(trx, id);
    if (!found) return null;
    const snapshot = await snapshotCourse(trx, found);
    if (!(await deleteCourseById(trx, id))) return null;
    await recordCourseDeletion(trx, by, snapshot);
    return found;
  });
  if (!course) return false;
  await removeThumbnailIfUnused(db, storage, course.thumbnailUrl).catch((error: unknown) =>
    console.error("Could not remove the deleted course's thumbnail:", error),
  );
  return true;
}
