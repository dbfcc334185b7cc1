import {
  findPublishedCategories,
  searchPublishedCourses,
} from "~/.server/db/repositories/course-search";
import type { Database } from "~/.server/db/schema";
import { searchTerms } from "~/lib/arabic-normalize";
import type { Course } from "~/lib/course";
import { CATALOGUE_PAGE_SIZE, type CatalogueParams } from "./catalogue-params";

export interface CataloguePage {
  params: CatalogueParams;
  courses: Course[];
  /** Published courses matching the search and filters, on every page together. */
  total: number;
  pageCount: number;
  /** Categories that published courses use: the category filter's choices. */
  categories: string[];
}

/** One page of the published catalogue for a search and filters (issue #4). */
export async function browseCatalogue(
  db: Database,
  params: CatalogueParams,
): Promise<CataloguePage> {
  const [{ courses, total }, categories] = await Promise.all([
    searchPublishedCourses(db, {
      terms: searchTerms(params.q),
      category: params.category || undefined,
      difficulty: params.difficulty || undefined,
      limit: CATALOGUE_PAGE_SIZE,
      offset: (params.page - 1) * CATALOGUE_PAGE_SIZE,
    }),
    findPublishedCategories(db),
  ]);
  return {
    params,
    courses,
    total,
    pageCount: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)),
    categories,
  };
}
