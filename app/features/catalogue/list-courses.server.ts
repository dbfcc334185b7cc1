import type { Database } from "~/.server/db/schema";
import { countPublishedCoursesUpTo, findPublishedCourses } from "~/.server/db/repositories/courses";
import {
  findPublishedCategories,
  searchPublishedCourses,
} from "~/.server/db/repositories/course-search";
import type { Course } from "~/lib/course/course";
import type { CappedCount } from "~/lib/public-figures";
import { EXACT_COUNT_LIMIT } from "./catalogue-params";

/** Spec §9: the home page features up to six published courses. */
export const FEATURED_COURSE_LIMIT = 6;

/**
 * The home page's featured courses: the newest published ones, or the newest of one category
 * when the visitor chose a learning goal (issue #27), found the way the catalogue's category
 * filter finds them (decision 0034).
 */
export async function listFeaturedCourses(db: Database, category?: string): Promise<Course[]> {
  if (!category) return findPublishedCourses(db, { limit: FEATURED_COURSE_LIMIT });
  const { courses } = await searchPublishedCourses(db, {
    terms: [],
    category,
    limit: FEATURED_COURSE_LIMIT,
    offset: 0,
    countLimit: FEATURED_COURSE_LIMIT,
  });
  return courses;
}

/**
 * The categories published courses use (issue #27): the footer's, the home page's fields of
 * learning and its goals list only these, each opening its catalogue category.
 */
export function listPublishedCategories(db: Database): Promise<string[]> {
  return findPublishedCategories(db);
}

/** Published courses, exact up to the catalogue's counting limit (decision 0034). */
export function countPublishedCourses(db: Database): Promise<CappedCount> {
  return countPublishedCoursesUpTo(db, EXACT_COUNT_LIMIT);
}
