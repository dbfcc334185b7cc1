// The analytics events of spec §7 ("Analytics"): a page view on every route change, and the two
// named events with their category and labels. Safe on both sides: the browser collector imports
// only types and constants from here, the endpoint's zod schema the rest.
import type { MediaVersionName } from "./media";

export const EVENT_NAMES = ["page_view", "view_course", "navigate", "media_play"] as const;
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

/**
 * Largest byte count a media_play event may carry: above any version the job makes of an
 * original within MEDIA_MAX_BYTES (2 GB by default), low enough that a forged event cannot
 * swamp the report's megabytes saved by more than a few gigabytes each.
 */
export const MAX_MEDIA_EVENT_BYTES = 8_000_000_000;

/** What the browser sends, as JSON. */
export type AnalyticsEvent =
  | { name: "page_view"; path: string }
  | { name: "view_course"; path: string; label: string; courseId: string }
  | { name: "navigate"; path: string; label: NavigateLabel }
  | {
      /** The first play of an uploaded lesson's media element on a page (issue #28). */
      name: "media_play";
      path: string;
      lessonId: string;
      version: MediaVersionName;
      /** Bytes of the version played, and of the lesson's Standard version (the page's). */
      bytes: number;
      standardBytes: number;
    };

/**
 * A media_play is stored in the event table's columns as they are (decision 0010): the lesson's
 * id in course_id, and in label its version and the bytes it saved compared with Standard,
 * "light:24000000". The bytes are those of the lesson's files, so a day's roll-up still holds one
 * row per lesson and version (and audio format), and the report sums count × bytes saved.
 */
export function mediaPlayLabel(version: MediaVersionName, savedBytes: number): string {
  return `${version}:${savedBytes}`;
}

/** The version and bytes saved of a stored media_play label; null for any other text. */
export function parseMediaPlayLabel(
  label: string,
): { version: MediaVersionName; savedBytes: number } | null {
  const match = /^(audio|light|standard):(-?\d{1,11})$/.exec(label);
  if (!match) return null;
  return { version: match[1] as MediaVersionName, savedBytes: Number(match[2]) };
}

/** Paths never counted: the administrator's own pages would only skew the figures. */
export function isUntrackedPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}
