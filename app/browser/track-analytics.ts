// The browser side of analytics (issue #7): a few hundred bytes on every public page, so no
// library, no zod, nothing but a beacon to our own server (and to GA4 when it is configured,
// google-analytics.tsx). Nothing is sent when the browser asks not to be tracked.
import { type MediaVersionName } from "~/lib/media";
import {
  ANALYTICS_ENDPOINT,
  EVENT_CATEGORIES,
  type AnalyticsEvent,
  type NavigateLabel,
} from "~/lib/analytics-events";

declare global {
  interface Window {
    /** Defined by google-analytics.tsx's snippet, only when GA_MEASUREMENT_ID is set. */
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    /** Global Privacy Control (https://globalprivacycontrol.org); not in TypeScript's DOM yet. */
    globalPrivacyControl?: boolean;
  }
}

/** Do Not Track or Global Privacy Control turns every report off, ours and GA's. */
export function trackingAllowed(): boolean {
  return navigator.doNotTrack !== "1" && !navigator.globalPrivacyControl;
}

function send(event: AnalyticsEvent, ga: Record<string, string>) {
  if (!trackingAllowed()) return;
  const body = JSON.stringify(event);
  // A beacon survives the page being left; it is text/plain, so it needs no CORS preflight.
  // Where sendBeacon is missing or refuses (its queue is full), fetch with keepalive does the same.
  if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) {
    fetch(ANALYTICS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  }
  window.gtag?.("event", event.name, ga);
}

/** Spec §2: "on every route change the current page address is reported". Path only: a query
 * string may hold what the learner typed into search. */
export function trackPageView(path: string) {
  send({ name: "page_view", path }, { page_location: location.origin + path, page_path: path });
}

/** Spec §7: 'view_course', category courses, labelled with the course's title and id. */
export function trackCourseView(courseId: string, title: string) {
  send(
    { name: "view_course", path: location.pathname, label: title, courseId },
    { event_category: EVENT_CATEGORIES.view_course, event_label: `${title} (${courseId})` },
  );
}

/** Spec §7: 'navigate', category navigation: the top bar's home, courses and courses_mobile. */
export function trackNavigate(label: NavigateLabel) {
  send(
    { name: "navigate", path: location.pathname, label },
    { event_category: EVENT_CATEGORIES.navigate, event_label: label },
  );
}

/**
 * Issue #28: an uploaded lesson's first play on the page, with the version played and the bytes
 * of it and of Standard (the admin report's megabytes saved).
 */
export function trackMediaPlay(
  lessonId: string,
  version: MediaVersionName,
  bytes: number,
  standardBytes: number,
) {
  send(
    { name: "media_play", path: location.pathname, lessonId, version, bytes, standardBytes },
    { event_category: "media", event_label: version },
  );
}
