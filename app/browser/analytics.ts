// First-party analytics (issue #7, decision 0010): a page view for every page, 'view_course' on a
// course page and 'navigate' for the top bar's links, sent by ~/features/analytics/track (a beacon
// to our own server, and GA4 when configured). Every public page is its own document (decision
// 0011), so "every route change" of spec §2 is every page load here.
import { MEDIA_VERSION_NAMES, type MediaVersionName } from "~/lib/media";
import { trackCourseView, trackMediaPlay, trackNavigate, trackPageView } from "./track-analytics";
import { NAVIGATE_LABELS, type NavigateLabel } from "~/lib/analytics-events";
import { cameFromSamePage } from "./page-state";

export function enhanceAnalytics(): void {
  // Another lesson of the course, a mark saved without JavaScript: the same page loaded again
  // with another query is not a new page view, nor a new view of the course.
  if (!cameFromSamePage()) {
    trackPageView(location.pathname);
    const course = document.querySelector<HTMLElement>("[data-viewed-course-id]");
    const { viewedCourseId, viewedCourseTitle } = course?.dataset ?? {};
    if (viewedCourseId && viewedCourseTitle) trackCourseView(viewedCourseId, viewedCourseTitle);
  }
  // A beacon outlives the page that sends it, so the click can report before the link loads.
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>("[data-navigate]");
    const label = link?.dataset.navigate as NavigateLabel | undefined;
    if (label && NAVIGATE_LABELS.includes(label)) trackNavigate(label);
  });
  trackUploadedMediaPlays();
}

/**
 * Issue #28: one media_play per uploaded lesson's media element and page, at its first 'play'.
 * 'play' does not bubble, so the listener captures it on the document: it also hears an element
 * the page adds later. The element's data attributes (the lesson player's contract) say what
 * is played.
 */
function trackUploadedMediaPlays(): void {
  const played = new WeakSet<EventTarget>();
  document.addEventListener(
    "play",
    (event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement) || !media.hasAttribute("data-uploaded-media"))
        return;
      if (played.has(media)) return;
      played.add(media);
      const { lessonId, version, bytes, standardBytes } = media.dataset;
      if (!lessonId || !MEDIA_VERSION_NAMES.includes(version as MediaVersionName)) return;
      // The server refuses anything but whole byte counts: a page without them sends nothing.
      const sizes = [Number(bytes), Number(standardBytes)] as const;
      if (!sizes.every((n) => Number.isSafeInteger(n) && n > 0)) return;
      trackMediaPlay(lessonId, version as MediaVersionName, ...sizes);
    },
    true,
  );
}
