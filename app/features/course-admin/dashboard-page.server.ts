// /admin's loader and action (spec §8): a page of courses with the totals, and publishing,
// unpublishing or deleting one, each failure said in a toast.
import { data, type AppLoadContext } from "react-router";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { reportFailure } from "~/.server/http/report-failure";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { Permission } from "~/lib/admin-roles";
import type { CourseActionResult } from "./dashboard-course-card";
import { parseDashboardParams } from "./dashboard-params";
import { CourseNotReady, unreadyNames } from "./lesson-media.server";
import { deleteCourse, loadDashboard, setPublication } from "./manage-courses.server";

/** The page's data, loaded or (with a 500) the empty page that says the load failed. */
export type DashboardPageData = Unwrapped<Awaited<ReturnType<typeof loadDashboardPage>>>;
type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;

/** The page's data; `can` is what the administrator's role may do (the page shows only those). */
export async function loadDashboardPage(
  context: AppLoadContext,
  searchParams: URLSearchParams,
  can: Record<Permission, boolean>,
  { t }: AdminTranslator,
) {
  const params = parseDashboardParams(searchParams);
  try {
    return { ...(await loadDashboard(context.db, params)), error: null, can };
  } catch (error) {
    // Spec §8: a failed dashboard load is a destructive toast with the error's message.
    reportFailure(context, error, "Loading the dashboard failed");
    const description = error instanceof Error ? error.message : t("error.unknown");
    return data(
      {
        params,
        courses: [],
        matching: 0,
        pageCount: 1,
        categories: [],
        stats: { total: 0, published: 0, drafts: 0, categories: 0, learners: 0 },
        error: { title: t("dash.errorLoading"), description },
        can,
      },
      { status: 500 },
    );
  }
}

/** What the dashboard's forms ask, as the route parsed it. */
export type DashboardCourseAction =
  | { intent: "toggle"; courseId: string; publish: "true" | "false" }
  | { intent: "delete"; courseId: string };

/** Publishes, unpublishes or deletes a course, as the form asks. */
export async function submitDashboardAction(
  context: AppLoadContext,
  input: DashboardCourseAction,
  by: AuditOrigin,
  { t }: AdminTranslator,
) {
  const errorTitle = t(input.intent === "delete" ? "dash.errorDeleting" : "dash.errorUpdating");
  try {
    if (input.intent === "toggle") {
      const publish = input.publish === "true";
      if (!(await setPublication(context.db, input.courseId, publish, by))) {
        throw new Error("Course not found");
      }
      return { ok: true, toast: publish ? "course-published" : "course-unpublished" } as const;
    }
    if (!(await deleteCourse(context.db, context.storage, input.courseId, context.log, by))) {
      throw new Error("Course not found");
    }
    return { ok: true, toast: "course-deleted" } as const;
  } catch (error) {
    // Issue #28: refused, not failed: the toast names the lessons that are not ready.
    if (error instanceof CourseNotReady) {
      return data<CourseActionResult>(
        {
          ok: false,
          error: {
            title: t("publish.notReadyTitle"),
            description: t("publish.notReady", { lessons: unreadyNames(t, error.lessons) }),
          },
        },
        { status: 409 },
      );
    }
    const description = error instanceof Error ? error.message : "Unknown error";
    const notFound = description === "Course not found";
    if (!notFound) reportFailure(context, error, `The dashboard's ${input.intent} failed`);
    return data<CourseActionResult>(
      {
        ok: false,
        error: {
          title: errorTitle,
          description: notFound ? t("dash.courseNotFound") : description,
        },
      },
      { status: notFound ? 404 : 500 },
    );
  }
}
