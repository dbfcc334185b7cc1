// The analytics events of spec §7 ("Analytics"): a page view on every route change, and the two
// named events with their category and labels. Safe on both sides: the browser collector imports
// only types and constants from here, the endpoint's zod schema the rest.

export const EVENT_NAMES = ["page_view", "view_course", "navigate"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** 'navigate' labels: the top bar's logo, its courses link, and the mobile menu's courses link. */
export const NAVIGATE_LABELS = ["home", "courses", "courses_mobile"] as const;
export type NavigateLabel = (typeof NAVIGATE_LABELS)[number];

/** Spec §7: the category each named event is reported under (also sent to GA when configured). */
export const EVENT_CATEGORIES = { view_course: "courses", navigate: "navigation" } as const;

/** Where the browser sends events (app/routes/resources/analytics-beacon.ts). */
export const ANALYTICS_ENDPOINT = "/api/analytics";

/** Longest path accepted: longer than any real page of ours, short enough to bound a row. */
export const MAX_PATH_LENGTH = 512;
/** Longest label (a course title) accepted. */
export const MAX_LABEL_LENGTH = 300;
/** Longest course id accepted (ours are UUIDs, 36 characters). */
export const MAX_COURSE_ID_LENGTH = 64;
/** Largest request body read, in bytes: a valid event is far smaller. */
export const MAX_BODY_BYTES = 2048;

/** What the browser sends, as JSON. */
export type AnalyticsEvent =
  | { name: "page_view"; path: string }
  | { name: "view_course"; path: string; label: string; courseId: string }
  | { name: "navigate"; path: string; label: NavigateLabel };

/** Paths never counted: the administrator's own pages would only skew the figures. */
export function isUntrackedPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}
