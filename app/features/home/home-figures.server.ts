// The home page's figures (issue #27, docs/decisions/0040-true-figures.md): how many courses are
// published, how many learners there are (as "more than" a round number), and how often each
// featured course was viewed, all read from the data at render time. The page cache renders the
// page again at least every PAGE_MAX_AGE_MS (server/page-cache.ts), so they are never older.
import { sumCourseViews } from "~/.server/db/repositories/analytics";
import { countPublishedCoursesUpTo } from "~/.server/db/repositories/courses";
import { countLearners } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { learnersMoreThan, type CappedCount } from "~/lib/public-figures";

/** As the catalogue's counts (decision 0034): exact up to this, then "more than". */
const COURSE_COUNT_LIMIT = 1000;

export interface HomeFigures {
  publishedCourses: CappedCount;
  /** Null while there are too few learners to say (MIN_LEARNERS_SHOWN). */
  learnersMoreThan: number | null;
  /** Page views of each featured course (first-party analytics); absent: none recorded. */
  views: Record<string, number>;
}

export async function loadHomeFigures(
  db: Database,
  featuredCourseIds: readonly string[],
): Promise<HomeFigures> {
  const [publishedCourses, learners, views] = await Promise.all([
    countPublishedCoursesUpTo(db, COURSE_COUNT_LIMIT),
    countLearners(db),
    sumCourseViews(db, featuredCourseIds),
  ]);
  return {
    publishedCourses,
    learnersMoreThan: learnersMoreThan(learners),
    views: Object.fromEntries(views),
  };
}
