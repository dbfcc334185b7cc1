// /admin/analytics's page (issue #7): the range form with its presets, the totals, the chart and
// its figures as a table, and the top courses, pages and navigation events.
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminDay, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { AnalyticsPageData } from "./analytics-page.server";
import { MediaPlaysSection } from "./media-plays-section";
import { TrafficChart } from "./traffic-chart";
import { addDays } from "./utc-day";

const PRESETS = [7, 30, 90];

// Figures align to the end of their column. Inline, like the chart's height: admin-only styling
// kept out of the one stylesheet every learner downloads (issue #5's byte budget).
const END = { textAlign: "end" } as const;
const START = { textAlign: "start" } as const;

function presetRange(days: number, to: string) {
  return `?from=${addDays(to, -(days - 1))}&to=${to}`;
}

function CountTable({
  caption,
  keyHeading,
  rows,
  empty,
  renderKey = (key) => key,
}: {
  caption: string;
  keyHeading: string;
  rows: { key: string; count: number }[];
  empty: string;
  renderKey?: (key: string) => React.ReactNode;
}) {
  const { t, locale } = useAdminI18n();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <table className="w-full text-sm">
        <caption className="mb-3 text-lg font-bold" style={START}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-bold" style={START}>
              {keyHeading}
            </th>
            <th scope="col" className="py-2 font-bold" style={END}>
              {t("analytics.count")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="py-2 text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <td className="py-2">{renderKey(row.key)}</td>
                <td className="py-2" style={END}>
                  {adminNumber(locale, row.count)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export function AnalyticsPage({ loaderData }: { loaderData: AnalyticsPageData }) {
  const { range, days, totals, topCourses, topPages, navigation, rangeValid, today } = loaderData;
  const { mediaPlays } = loaderData;
  const { canEditCourses } = loaderData;
  const busiest = days.reduce((max, d) => Math.max(max, d.visitors), 0);
  const { t, locale } = useAdminI18n();
  const number = (value: number) => adminNumber(locale, value);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("analytics.title")}</h1>
          <p className="text-slate-600">{t("analytics.intro")}</p>
        </div>
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          {t("error.backToDashboard")}
        </Link>
      </div>

      {/* Keyed by the range: after a preset link (a client navigation) the fields show it. */}
      <Form
        key={`${range.from}/${range.to}`}
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t("analytics.from")}
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            required
            className="h-11 rounded-lg border border-slate-300 px-3"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t("analytics.to")}
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            required
            className="h-11 rounded-lg border border-slate-300 px-3"
          />
        </label>
        <button type="submit" className={buttonVariants()}>
          {t("analytics.show")}
        </button>
        <nav aria-label={t("analytics.presets")} className="flex flex-wrap gap-2">
          {PRESETS.map((n) => (
            <Link
              key={n}
              to={presetRange(n, today)}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              {t("analytics.lastDays", { n: number(n) })}
            </Link>
          ))}
        </nav>
        {rangeValid ? null : (
          <p role="alert" className="w-full text-sm text-red-800">
            {t("analytics.rangeInvalid")}
          </p>
        )}
      </Form>

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-600">{t("analytics.pageViews")}</dt>
          <dd className="mt-1 text-3xl font-bold">{number(totals.pageViews)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-600">{t("analytics.busiest")}</dt>
          <dd className="mt-1 text-3xl font-bold">{number(busiest)}</dd>
        </div>
      </dl>

      <section
        aria-labelledby="traffic-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="traffic-heading" className="text-lg font-bold">
          {t("analytics.trafficHeading", {
            from: adminDay(locale, range.from),
            to: adminDay(locale, range.to),
          })}
        </h2>
        <TrafficChart
          days={days}
          labels={{ pageViews: t("analytics.pageViews"), visitors: t("analytics.uniqueVisitors") }}
        />
        <details>
          <summary className="cursor-pointer py-3 text-sm font-bold text-emerald-800">
            {t("analytics.tableSummary")}
          </summary>
          <div className="mt-3">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("analytics.tableCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 font-bold" style={START}>
                    {t("analytics.day")}
                  </th>
                  <th scope="col" className="py-2 font-bold" style={END}>
                    {t("analytics.pageViews")}
                  </th>
                  <th scope="col" className="py-2 font-bold" style={END}>
                    {t("analytics.uniqueVisitors")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day} className="border-b border-slate-100">
                    <th scope="row" className="py-2 font-normal" style={START}>
                      <time dateTime={d.day}>{adminDay(locale, d.day)}</time>
                    </th>
                    <td className="py-2" style={END}>
                      {number(d.pageViews)}
                    </td>
                    <td className="py-2" style={END}>
                      {number(d.visitors)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <CountTable
          caption={t("analytics.topCourses")}
          keyHeading={t("analytics.course")}
          rows={topCourses.map((c) => ({ key: c.courseId, count: c.views }))}
          empty={t("analytics.noCourse")}
          renderKey={(id) => {
            const course = topCourses.find((c) => c.courseId === id);
            if (!course) return id;
            return course.exists && canEditCourses ? (
              <Link
                to={`/admin/course/${id}`}
                className="text-emerald-800 hover:underline"
                dir="auto"
              >
                {course.title}
              </Link>
            ) : (
              <span dir="auto">
                {course.title}
                {course.exists ? null : (
                  <span className="text-slate-500"> {t("analytics.deleted")}</span>
                )}
              </span>
            );
          }}
        />
        <CountTable
          caption={t("analytics.topPages")}
          keyHeading={t("analytics.page")}
          rows={topPages}
          empty={t("analytics.noPages")}
        />
        <CountTable
          caption={t("analytics.navigation")}
          keyHeading={t("analytics.label")}
          rows={navigation}
          empty={t("analytics.noNavigation")}
        />
      </div>

      <MediaPlaysSection mediaPlays={mediaPlays} />
    </div>
  );
}
