// The admin dashboard's URL is its state (issue #14): ?q=…&status=…&category=…&sort=…&page=…, so
// a search, a filter, an order or a page survives a reload, can be bookmarked, and works from a
// plain GET form without JavaScript. Safe on both sides: the loader parses with it and the
// components build their links with it.
export const DASHBOARD_PAGE_SIZE = 24;
export const MAX_DASHBOARD_QUERY_LENGTH = 200;
const MAX_CATEGORY_LENGTH = 60;
const MAX_PAGE = 100_000;

export const DASHBOARD_STATUSES = ["all", "published", "draft"] as const;
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

export const DASHBOARD_SORTS = ["newest", "title", "updated"] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

// The choices' labels are the admin catalogues' `status.*` and `sort.*` (issue #27).

export interface DashboardParams {
  q: string;
  status: DashboardStatus;
  /** "" for every category. */
  category: string;
  sort: DashboardSort;
  page: number;
}

export const DEFAULT_DASHBOARD_PARAMS: DashboardParams = {
  q: "",
  status: "all",
  category: "",
  sort: "newest",
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * A malformed value falls back to its default rather than failing: a hand-edited or stale
 * address still shows the dashboard, never an error page.
 */
export function parseDashboardParams(searchParams: URLSearchParams): DashboardParams {
  const category = (searchParams.get("category") ?? "").trim();
  const pageText = searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q: (searchParams.get("q") ?? "").trim().slice(0, MAX_DASHBOARD_QUERY_LENGTH),
    status: oneOf(DASHBOARD_STATUSES, searchParams.get("status"), "all"),
    category: category.length <= MAX_CATEGORY_LENGTH ? category : "",
    sort: oneOf(DASHBOARD_SORTS, searchParams.get("sort"), "newest"),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The dashboard's address for `params` with `changes`; defaults and page 1 are left out. */
export function dashboardHref(
  params: DashboardParams,
  changes: Partial<DashboardParams> = {},
): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.status !== "all") search.set("status", next.status);
  if (next.category) search.set("category", next.category);
  if (next.sort !== "newest") search.set("sort", next.sort);
  if (next.page > 1) search.set("page", String(next.page));
  const query = search.toString();
  return query ? `/admin?${query}` : "/admin";
}

/** True when the list is narrowed: the empty state then offers to clear the filters. */
export const isNarrowed = (params: DashboardParams) =>
  Boolean(params.q || params.status !== "all" || params.category);
