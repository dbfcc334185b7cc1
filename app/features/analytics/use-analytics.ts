// The analytics of spec §2 and §7 that follow navigation, from root.tsx: a page view on the first
// load and on every route change after it, and 'view_course' once a course page's data has loaded.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isUntrackedPath } from "./events";
import { trackCourseView, trackPageView } from "./track";

/**
 * The path last reported, across remounts of the layout (an error screen replacing a page
 * remounts it): a page is one view however often React renders it. A change of the query string
 * alone (search typing, filters, the chosen lesson) stays on the same page and is not a new view.
 */
let reportedPath: string | undefined;

export function useAnalytics(viewedCourse: { id: string; title: string } | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === reportedPath) return;
    reportedPath = pathname;
    if (!isUntrackedPath(pathname)) trackPageView(pathname);
  }, [pathname]);

  // Once per course shown: choosing another lesson of the same course is not a new view.
  const id = viewedCourse?.id;
  const title = viewedCourse?.title;
  useEffect(() => {
    if (id && title) trackCourseView(id, title);
  }, [id, title]);
}
