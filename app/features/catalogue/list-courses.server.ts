import type { Database } from "~/.server/db/schema";
import { findPublishedCourses } from "~/.server/db/repositories/courses";
import type { Course } from "~/lib/course/course";

/** Spec §9: the home page features up to six published courses. */
export const FEATURED_COURSE_LIMIT = 6;

export function listFeaturedCourses(db: Database): Promise<Course[]> {
  return findPublishedCourses(db, { limit: FEATURED_COURSE_LIMIT });
}
