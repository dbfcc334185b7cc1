// First-party analytics (issue #7, decision 0010): a page view for every page, 'view_course' on a
// course page and 'navigate' for the top bar's links, sent by ~/features/analytics/track (a beacon
// to our own server, and GA4 when configured). Every public page is its own document (decision
// 0011), so "every route change" of spec §2 is every page load here.
import { trackCourseView, trackNavigate, trackPageView } from "./track-analytics";
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
}
