// The catalogue's URL is its state (issue #4): ?q=…&category=…&difficulty=…&page=…, so a search,
// a filter or a page can be shared and works without JavaScript. Safe on both sides: the loader
// parses with it and the components build their links with it.
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "~/lib/course/course";

export const CATALOGUE_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 200;

/** Counts are exact up to this many courses, then "more than 1,000" (decision 0034). */
export const EXACT_COUNT_LIMIT = 1000;

export interface CatalogueParams {
  q: string;
  category: string;
  difficulty: DifficultyLevel | "";
  page: number;
  /**
   * Keyset cursors (decision 0034): the page after, or before, a course, as cursorOf() writes it.
   * The previous and next links of a list carry them, so a deep page reads one page of the
   * index; `page` then only numbers it. "" when absent or malformed.
   */
  after: string;
  before: string;
}

/** A course's place in the newest-first order, for a URL: "<created_at in ms>_<id>". */
export function cursorOf(course: { createdAt: string; id: string }): string {
  return `${Date.parse(course.createdAt)}_${course.id}`;
}

const CURSOR = /^(-?\d{1,15})_([A-Za-z0-9-]{1,64})$/;

/** cursorOf's inverse, or null for a malformed cursor. */
export function parseCursor(cursor: string): { createdAt: string; id: string } | null {
  const match = CURSOR.exec(cursor);
  const at = new Date(Number(match?.[1]));
  if (!match || Number.isNaN(at.getTime())) return null;
  return { createdAt: at.toISOString(), id: match[2] as string };
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
    ...cursors(searchParams),
  };
}

function cursors(searchParams: URLSearchParams): Pick<CatalogueParams, "after" | "before"> {
  const valid = (name: string) => {
    const value = searchParams.get(name) ?? "";
    return parseCursor(value) ? value : "";
  };
  const after = valid("after");
  // One direction at a time; a hand-made link with both goes forward.
  return { after, before: after ? "" : valid("before") };
}

/**
 * The catalogue URL for `params` with `changes` applied; empty values and page 1 are left out. A
 * cursor is kept only when `changes` gives it: it belongs to one page of one list.
 */
export function catalogueHref(
  params: CatalogueParams,
  changes: Partial<CatalogueParams> = {},
): string {
  const next = { ...params, after: "", before: "", ...changes };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.category) search.set("category", next.category);
  if (next.difficulty) search.set("difficulty", next.difficulty);
  if (next.page > 1) search.set("page", String(next.page));
  if (next.page > 1 && next.after) search.set("after", next.after);
  else if (next.page > 1 && next.before) search.set("before", next.before);
  const query = search.toString();
  return query ? `/courses?${query}` : "/courses";
}

export const hasSearchOrFilter = (params: CatalogueParams) =>
  Boolean(params.q || params.category || params.difficulty);
