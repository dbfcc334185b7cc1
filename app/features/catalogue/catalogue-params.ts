// The catalogue's URL is its state (issue #4): ?q=…&category=…&difficulty=…&page=…, so a search,
// a filter or a page can be shared and works without JavaScript. Safe on both sides: the loader
// parses with it and the components build their links with it.
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "~/lib/course";

export const CATALOGUE_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 200;

export interface CatalogueParams {
  q: string;
  category: string;
  difficulty: DifficultyLevel | "";
  page: number;
}

const MAX_PAGE = 100_000;

// A malformed value is ignored rather than refused: a hand-edited or stale link still shows the
// catalogue, never an error page. Plain checks rather than zod: this module ships to the browser
// with the catalogue's links, and zod would add about 24 KB to every catalogue visit.
export function parseCatalogueParams(searchParams: URLSearchParams): CatalogueParams {
  const category = (searchParams.get("category") ?? "").trim();
  const difficulty = searchParams.get("difficulty") ?? "";
  const page = /^\d{1,6}$/.test(searchParams.get("page") ?? "")
    ? Number(searchParams.get("page"))
    : 1;
  return {
    q: (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    category: category.length <= 60 ? category : "",
    difficulty: (DIFFICULTY_LEVELS as readonly string[]).includes(difficulty)
      ? (difficulty as DifficultyLevel)
      : "",
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The catalogue URL for `params` with `changes` applied; empty values and page 1 are left out. */
export function catalogueHref(
  params: CatalogueParams,
  changes: Partial<CatalogueParams> = {},
): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.category) search.set("category", next.category);
  if (next.difficulty) search.set("difficulty", next.difficulty);
  if (next.page > 1) search.set("page", String(next.page));
  const query = search.toString();
  return query ? `/courses?${query}` : "/courses";
}

export const hasSearchOrFilter = (params: CatalogueParams) =>
  Boolean(params.q || params.category || params.difficulty);
