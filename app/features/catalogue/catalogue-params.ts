// The catalogue's URL is its state (issue #4): ?q=…&category=…&difficulty=…&page=…, so a search,
// a filter or a page can be shared and works without JavaScript. Safe on both sides: the loader
// parses with it and the components build their links with it.
import { z } from "zod";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "~/lib/course";

export const CATALOGUE_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 200;

export interface CatalogueParams {
  q: string;
  category: string;
  difficulty: DifficultyLevel | "";
  page: number;
}

// A malformed value is ignored rather than refused: a hand-edited or stale link still shows the
// catalogue, never an error page.
const paramsSchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .catch(""),
  category: z.string().trim().max(60).catch(""),
  difficulty: z.enum(DIFFICULTY_LEVELS).catch("" as DifficultyLevel),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function parseCatalogueParams(searchParams: URLSearchParams): CatalogueParams {
  return paramsSchema.parse({
    q: searchParams.get("q") ?? "",
    category: searchParams.get("category") ?? "",
    difficulty: searchParams.get("difficulty") ?? "",
    page: searchParams.get("page") ?? 1,
  }) as CatalogueParams;
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
