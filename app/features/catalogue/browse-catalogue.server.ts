import {
  findPublishedCategories,
  searchPublishedCourses,
} from "~/.server/db/repositories/course-search";
import { countLearners } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { searchTerms } from "~/lib/arabic-normalize";
import { expandTerms, parseSynonymSets, type SynonymSet } from "~/lib/search-synonyms";
import { findSearchSynonymSets } from "~/.server/db/repositories/search-synonyms";
import type { Course } from "~/lib/course/course";
import { learnersMoreThan, type CappedCount } from "~/lib/public-figures";
import {
  CATALOGUE_PAGE_SIZE,
  cursorOf,
  EXACT_COUNT_LIMIT,
  hasSearchOrFilter,
  parseCursor,
  type CatalogueParams,
} from "./catalogue-params";
import { countPublishedCourses } from "./list-courses.server";

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
  /** Every published course, searched or not: the page's heading figure (issue #27). */
  publishedCourses: CappedCount;
  /**
   * "More than N learners" (public-figures.ts), or null while there are too few to say, and on a
   * search or a filter (not counted there).
   */
  learnersMoreThan: number | null;
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
  const filtered = hasSearchOrFilter(params);
  // Synonyms (decision 0045): "اكسل" is searched as "اكسل" or "excel". A small table, read for
  // a search only.
  const termGroups = terms.length > 0 ? expandTerms(terms, await loadSynonymSets(db)) : undefined;
  const [found, categories, learners, published] = await Promise.all([
    searchPublishedCourses(db, {
      terms,
      termGroups,
      category: params.category || undefined,
      difficulty: params.difficulty || undefined,
      limit: CATALOGUE_PAGE_SIZE,
      offset: (params.page - 1) * CATALOGUE_PAGE_SIZE,
      after: keyset ? (parseCursor(params.after) ?? undefined) : undefined,
      before: keyset ? (parseCursor(params.before) ?? undefined) : undefined,
      countLimit: EXACT_COUNT_LIMIT,
    }),
    findPublishedCategories(db),
    // Counted for the plain list only, whose pages the page cache keeps (decision 0040): a search
    // is rendered on every request, and a count of a million learners is not free.
    filtered ? undefined : countLearners(db),
    // Unfiltered, the list's own count is every published course: no second count.
    filtered ? countPublishedCourses(db) : undefined,
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
    publishedCourses: published ?? { count: total, isLowerBound: totalIsLowerBound },
    learnersMoreThan: learners === undefined ? null : learnersMoreThan(learners),
  };
}

/** The administrators' synonym sets, as search compares them. */
async function loadSynonymSets(db: Database): Promise<SynonymSet[]> {
  return parseSynonymSets((await findSearchSynonymSets(db)).map((set) => set.terms));
}
