// /admin's page (spec §8): the totals, the search and filters, a page of course cards and the
// ways to add, import and export courses, as far as the administrator's role allows.
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useAdminI18n, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { FormError } from "~/lib/course/course-form";
import { DashboardCourseCard } from "./dashboard-course-card";
import { DashboardFilters } from "./dashboard-filters";
import type { DashboardPageData } from "./dashboard-page.server";
import { DashboardPagination } from "./dashboard-pagination";
import { DASHBOARD_PAGE_SIZE, isNarrowed } from "./dashboard-params";

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
function showingText(
  { t }: AdminTranslator,
  page: number,
  count: number,
  matching: number,
): string {
  const first = (page - 1) * DASHBOARD_PAGE_SIZE + 1;
  const values = { first, last: first + count - 1, matching };
  return t(matching === 1 ? "dash.showing.one" : "dash.showing.other", values);
}

export function DashboardPage({
  loaderData,
  transferActions,
  exportLink,
}: {
  loaderData: DashboardPageData;
  /** The export and import buttons (course-transfer), for a role that may edit courses. */
  transferActions: React.ReactNode;
  /** A course card's export link (course-transfer). */
  exportLink: (course: { id: string; title: string }) => React.ReactNode;
}) {
  const { params, courses, matching, pageCount, categories, stats, error, can } = loaderData;
  const narrowed = isNarrowed(params);
  const i18n = useAdminI18n();
  const { t } = i18n;
  return (
    <div className="space-y-8">
      <LoadErrorToast error={error} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("dash.title")}</h1>
          <p className="text-slate-600">{t("dash.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.viewAnalytics ? (
            <Link to="/admin/analytics" className={buttonVariants({ variant: "outline" })}>
              {t("dash.analytics")}
            </Link>
          ) : null}
          {can.manageLearners ? (
            <Link to="/admin/learners" className={buttonVariants({ variant: "outline" })}>
              {t("dash.learners")}
            </Link>
          ) : null}
          {can.editSearchSynonyms ? (
            <Link to="/admin/search-synonyms" className={buttonVariants({ variant: "outline" })}>
              {t("dash.searchSynonyms")}
            </Link>
          ) : null}
          {can.editCourses ? transferActions : null}
          {can.editCourses ? (
            <Link to="/admin/course/new" className={buttonVariants()}>
              {t("dash.addCourse")}
            </Link>
          ) : null}
        </div>
      </div>

      {/* Totals of every course: the search and filters below do not change them. */}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Stat label={t("dash.stat.total")} value={stats.total} />
        <Stat label={t("dash.stat.published")} value={stats.published} />
        <Stat label={t("dash.stat.drafts")} value={stats.drafts} />
        <Stat label={t("dash.stat.categories")} value={stats.categories} />
        <Stat label={t("dash.stat.learners")} value={stats.learners} />
      </dl>

      {stats.total > 0 ? (
        <section aria-label={t("dash.courses")} className="space-y-6">
          <DashboardFilters params={params} categories={categories} />
          {courses.length > 0 ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
            >
              <p className="text-slate-700" data-testid="dashboard-summary">
                {showingText(i18n, params.page, courses.length, matching)}
              </p>
              {narrowed ? (
                <Link to="/admin" className="font-bold text-emerald-800 underline">
                  {t("dash.clearFilters")}
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
                  exportLink={exportLink(course)}
                />
              ))}
            </div>
          ) : (
            <div
              role="status"
              className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center"
            >
              <h2 className="text-xl font-bold">{t("dash.noMatch")}</h2>
              <p className="mt-1 text-slate-600">{t("dash.noMatchHint")}</p>
              <Link to="/admin" className={buttonVariants({ className: "mt-6" })}>
                {t("dash.clearFilters")}
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
          <h2 className="text-xl font-bold">{t("dash.empty")}</h2>
          {can.editCourses ? (
            <>
              <p className="mt-1 text-slate-600">{t("dash.emptyHint")}</p>
              <Link to="/admin/course/new" className={buttonVariants({ className: "mt-6" })}>
                {t("dash.createFirst")}
              </Link>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
