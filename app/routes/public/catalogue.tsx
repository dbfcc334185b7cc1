import { Link } from "react-router";
import type { Route } from "./+types/catalogue";
import { buttonVariants } from "~/components/ui/button";
import { BookIcon } from "~/components/ui/icons";
import { CatalogueCourseCard } from "~/features/catalogue/catalogue-course-card";
import { CatalogueFilters } from "~/features/catalogue/catalogue-filters";
import { CataloguePagination } from "~/features/catalogue/catalogue-pagination";
import { hasSearchOrFilter, parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, originFromMatches, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { breadcrumbList, courseListStructuredData } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const i = metaTranslator(location);
  const q = data?.params.q;
  const origin = originFromMatches(matches);
  const url = pageUrl(location, matches);
  const courseUrls = (data?.courses ?? []).map(
    (course) => new URL(i.path(`/course/${encodeURIComponent(course.id)}`), origin).href,
  );
  return [
    ...sharedPageMeta(
      i,
      q ? i.t("catalogue.searchTitle", { query: q }) : i.t("catalogue.title"),
      i.t("catalogue.description"),
      // A search or a filter is a view of this page, not another page to share or index.
      { url },
    ),
    { "script:ld+json": courseListStructuredData(courseUrls) },
    {
      "script:ld+json": breadcrumbList([
        { name: i.t("footer.home"), url: new URL(i.path("/"), origin).href },
        { name: i.t("header.courses"), url },
      ]),
    },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseCatalogueParams(new URL(request.url).searchParams);
  return browseCatalogue(context.db, params);
}

/** How many cards are likely above the fold on a phone: their images load at once. */
const EAGER_CARDS = 2;

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { params, courses, total, totalIsLowerBound, categories } = loaderData;
  const { publishedCourses, learnersMoreThan } = loaderData;
  const filtered = hasSearchOrFilter(params);
  const { t, rich, number, path } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t("catalogue.heading")}</h1>
          <p className="mt-2 text-slate-600">{t("catalogue.intro")}</p>
        </div>
        {/* Computed from the data (issue #27, decision 0040): every published course, exact up
            to the counting limit; learners as "more than" a round number, when there are enough. */}
        <dl className="flex gap-8">
          <div>
            <dt className="text-sm text-slate-600">{t("catalogue.stats.courses")}</dt>
            {/* Aligned with its label; the figure only isolates (decision 0027). */}
            <dd className="text-2xl font-bold text-emerald-800" data-testid="course-count">
              <bdi>
                {publishedCourses.isLowerBound
                  ? t("catalogue.countMoreThan", { count: publishedCourses.count })
                  : number(publishedCourses.count)}
              </bdi>
            </dd>
          </div>
          {learnersMoreThan !== null && (
            <div>
              <dt className="text-sm text-slate-600">{t("catalogue.stats.learners")}</dt>
              <dd className="text-2xl font-bold text-emerald-800" data-testid="learner-count">
                <bdi>{t("catalogue.countMoreThan", { count: learnersMoreThan })}</bdi>
              </dd>
            </div>
          )}
        </dl>
      </header>

      <CatalogueFilters params={params} categories={categories} />

      {filtered && (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
          <p className="font-bold" data-testid="result-summary">
            {params.q
              ? rich("catalogue.searchSummary", {
                  query: <bdi>{params.q}</bdi>,
                  count: t(totalIsLowerBound ? "count.coursesMoreThan" : "count.courses", {
                    count: total,
                  }),
                })
              : t("catalogue.filterSummary", {
                  count: totalIsLowerBound
                    ? t("catalogue.countMoreThan", { count: total })
                    : number(total),
                })}
          </p>
          <Link to={path("/courses")} className="text-sm font-bold text-emerald-800 underline">
            {t("catalogue.clear")}
          </Link>
        </div>
      )}

      {courses.length > 0 ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course, index) => (
            <CatalogueCourseCard key={course.id} course={course} eager={index < EAGER_CARDS} />
          ))}
        </div>
      ) : filtered || params.page > 1 ? (
        <div className="mt-10 flex flex-col items-center rounded-2xl bg-white p-12 text-center">
          <BookIcon className="size-12 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">{t("catalogue.noMatch.heading")}</h2>
          <p className="mt-1 text-slate-600">{t("catalogue.noMatch.text")}</p>
          <Link to={path("/courses")} className={buttonVariants({ className: "mt-6" })}>
            {t("catalogue.showAll")}
          </Link>
        </div>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl bg-white p-12 text-center">
          <BookIcon className="size-12 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">{t("catalogue.empty.heading")}</h2>
          <p className="mt-1 text-slate-600">{t("catalogue.empty.text")}</p>
        </div>
      )}

      <CataloguePagination {...loaderData} />
    </div>
  );
}
