import { readForm } from "~/.server/http/read-form";
import { reportFailure } from "~/.server/http/report-failure";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard";
import { buttonVariants } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { permissionsOf, PERMISSIONS } from "~/lib/admin-roles";
import {
  DashboardCourseCard,
  type CourseActionResult,
} from "~/features/course-admin/dashboard-course-card";
import type { FormError } from "~/lib/course/course-form";
import { DashboardFilters } from "~/features/course-admin/dashboard-filters";
import { DashboardPagination } from "~/features/course-admin/dashboard-pagination";
import {
  DASHBOARD_PAGE_SIZE,
  isNarrowed,
  parseDashboardParams,
} from "~/features/course-admin/dashboard-params";
import {
  DashboardTransferActions,
  ExportCourseLink,
} from "~/features/course-transfer/transfer-actions";
import {
  deleteCourse,
  loadDashboard,
  setPublication,
} from "~/features/course-admin/manage-courses.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.viewDashboard);
  // What this role may do: the page shows only those buttons (the actions check again).
  const can = permissionsOf(admin.role);
  const params = parseDashboardParams(new URL(request.url).searchParams);
  try {
    return { ...(await loadDashboard(context.db, params)), error: null, can };
  } catch (error) {
    // Spec §8: a failed dashboard load is a destructive toast with the error's message.
    reportFailure(context, error, "Loading the dashboard failed");
    const description = error instanceof Error ? error.message : "Unknown error";
    return data(
      {
        params,
        courses: [],
        matching: 0,
        pageCount: 1,
        categories: [],
        stats: { total: 0, published: 0, drafts: 0, categories: 0, learners: 0 },
        error: { title: "Error loading courses", description },
        can,
      },
      { status: 500 },
    );
  }
}

const courseAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    courseId: z.string().min(1).max(64),
    publish: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("delete"), courseId: z.string().min(1).max(64) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const by = auditOrigin(await requireAdmin(request, context, ...PERMISSIONS.editCourses), context);
  const parsed = courseAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<CourseActionResult>(
      { ok: false, error: { title: "Error updating course", description: "Invalid request" } },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const errorTitle = input.intent === "delete" ? "Error deleting course" : "Error updating course";
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
    const description = error instanceof Error ? error.message : "Unknown error";
    const notFound = description === "Course not found";
    if (!notFound) reportFailure(context, error, `The dashboard's ${input.intent} failed`);
    return data<CourseActionResult>(
      { ok: false, error: { title: errorTitle, description } },
      { status: notFound ? 404 : 500 },
    );
  }
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
    </div>
  );
}

function LoadErrorToast({ error }: { error: FormError | null }) {
  const show = useToast();
  useEffect(() => {
    if (error) show({ ...error, variant: "destructive" });
  }, [error, show]);
  return null;
}

/** "Showing 25–48 of 110 courses": where this page sits among the matches. */
function showingText(page: number, count: number, matching: number): string {
  const first = (page - 1) * DASHBOARD_PAGE_SIZE + 1;
  const noun = matching === 1 ? "course" : "courses";
  return `Showing ${first}–${first + count - 1} of ${matching} ${noun}`;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { params, courses, matching, pageCount, categories, stats, error, can } = loaderData;
  const narrowed = isNarrowed(params);
  return (
    <div className="space-y-8">
      <LoadErrorToast error={error} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-slate-600">Manage your course content and platform</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.viewAnalytics ? (
            <Link to="/admin/analytics" className={buttonVariants({ variant: "outline" })}>
              Analytics
            </Link>
          ) : null}
          {can.manageLearners ? (
            <Link to="/admin/learners" className={buttonVariants({ variant: "outline" })}>
              Learners
            </Link>
          ) : null}
          {can.editCourses ? <DashboardTransferActions /> : null}
          {can.editCourses ? (
            <Link to="/admin/course/new" className={buttonVariants()}>
              Add New Course
            </Link>
          ) : null}
        </div>
      </div>

      {/* Totals of every course: the search and filters below do not change them. */}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Stat label="Total Courses" value={stats.total} />
        <Stat label="Published" value={stats.published} />
        <Stat label="Drafts" value={stats.drafts} />
        <Stat label="Categories" value={stats.categories} />
        <Stat label="Learners" value={stats.learners} />
      </dl>

      {stats.total > 0 ? (
        <section aria-label="Courses" className="space-y-6">
          <DashboardFilters params={params} categories={categories} />
          {courses.length > 0 ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
            >
              <p className="text-slate-700" data-testid="dashboard-summary">
                {showingText(params.page, courses.length, matching)}
              </p>
              {narrowed ? (
                <Link to="/admin" className="font-bold text-emerald-800 underline">
                  Clear filters
                </Link>
              ) : null}
            </div>
          ) : null}
          {courses.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <DashboardCourseCard
                  key={course.id}
                  course={course}
                  editable={can.editCourses}
                  exportLink={<ExportCourseLink courseId={course.id} title={course.title} />}
                />
              ))}
            </div>
          ) : (
            <div
              role="status"
              className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center"
            >
              <h2 className="text-xl font-bold">No courses match your search</h2>
              <p className="mt-1 text-slate-600">
                Try other words, or clear the filters to see every course.
              </p>
              <Link to="/admin" className={buttonVariants({ className: "mt-6" })}>
                Clear filters
              </Link>
            </div>
          )}
          <DashboardPagination params={params} pageCount={pageCount} />
        </section>
      ) : error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-bold">{error.title}</p>
          <p>{error.description}</p>
        </div>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
          <h2 className="text-xl font-bold">No courses created yet</h2>
          {can.editCourses ? (
            <>
              <p className="mt-1 text-slate-600">Get started by creating your first course</p>
              <Link to="/admin/course/new" className={buttonVariants({ className: "mt-6" })}>
                Create Your First Course
              </Link>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
