import {
  findPublishedCategories,
  searchPublishedCourses,
} from "~/.server/db/repositories/course-search";
import type { Database } from "~/.server/db/schema";
import { searchTerms } from "~/lib/arabic-normalize";
import type { Course } from "~/lib/course/course";
import {
  CATALOGUE_PAGE_SIZE,
  cursorOf,
  EXACT_COUNT_LIMIT,
  parseCursor,
  type CatalogueParams,
} from "./catalogue-params";

export interface CataloguePage {
  params: CatalogueParams;
  courses: Course[];
  /** Published courses matching the search and filters, on every page together. */
  total: number;
  /** More than `total` (EXACT_COUNT_LIMIT) match: the count stopped there (decision 0034). */
  totalIsLowerBound: boolean;
  /** The number of pages, or null when the count stopped before the end. */
  pageCount: number | null;
  /**
   * The previous and next pages' cursors (decision 0034): set for a list without a search,
   * whose pages are found by keyset; null where there is no such page, or for a search.
   */
  previousCursor: string | null;
  nextCursor: string | null;
  hasNext: boolean;
  /** Categories that published courses use: the category filter's choices. */
  categories: string[];
}

/** One page of the published catalogue for a search and filters (issue #4). */
export async function browseCatalogue(
  db: Database,
  params: CatalogueParams,
): Promise<CataloguePage> {
  const terms = searchTerms(params.q);
  // A cursor stands for the page's place only in a list; a search pages by offset.
  const listing = terms.length === 0;
  const keyset = listing && params.page > 1;
  const [found, categories] = await Promise.all([
    searchPublishedCourses(db, {
      terms,
      category: params.category || undefined,
      difficulty: params.difficulty || undefined,
      limit: CATALOGUE_PAGE_SIZE,
      offset: (params.page - 1) * CATALOGUE_PAGE_SIZE,
      after: keyset ? (parseCursor(params.after) ?? undefined) : undefined,
      before: keyset ? (parseCursor(params.before) ?? undefined) : undefined,
      countLimit: EXACT_COUNT_LIMIT,
    }),
    findPublishedCategories(db),
  ]);
  const { courses, total, totalIsLowerBound, hasNext } = found;
  const first = courses[0];
  const last = courses.at(-1);
  return {
    params,
    courses,
    total,
    totalIsLowerBound,
    pageCount: totalIsLowerBound ? null : Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)),
    // Back to page 1 needs no cursor: it is the list's start.
    previousCursor: listing && params.page > 2 && first ? cursorOf(first) : null,
    nextCursor: listing && hasNext && last ? cursorOf(last) : null,
    hasNext,
    categories,
  };
}
