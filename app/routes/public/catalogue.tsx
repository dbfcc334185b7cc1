import { Link } from "react-router";
import type { Route } from "./+types/catalogue";
import { buttonVariants } from "~/components/ui/button";
import { BookIcon } from "~/components/ui/icons";
import { CatalogueCourseCard } from "~/features/catalogue/catalogue-course-card";
import { CatalogueFilters } from "~/features/catalogue/catalogue-filters";
import { CataloguePagination } from "~/features/catalogue/catalogue-pagination";
import { hasSearchOrFilter, parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = ({ data }) => {
  const q = data?.params.q;
  return pageMeta(
    q ? `نتائج البحث عن «${q}»` : "جميع الدورات",
    "تصفّح جميع الدورات المجانية في الأعمال والمالية والتكنولوجيا.",
  );
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseCatalogueParams(new URL(request.url).searchParams);
  return browseCatalogue(context.db, params);
}

/** How many cards are likely above the fold on a phone: their images load at once. */
const EAGER_CARDS = 2;

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { params, courses, total, pageCount, categories } = loaderData;
  const filtered = hasSearchOrFilter(params);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-3xl font-bold">استكشف دوراتنا المجانية</h1>
          <p className="mt-2 text-slate-600">
            تعلّم مهارات جديدة في الأعمال والمالية والتكنولوجيا، بالعربية ومجانًا.
          </p>
        </div>
        <dl className="flex gap-8">
          <div>
            <dt className="text-sm text-slate-600">دورة متاحة</dt>
            {/* Aligned with its label; the figure only isolates (decision 0027). */}
            <dd className="text-2xl font-bold text-emerald-800" data-testid="course-count">
              <bdi dir="ltr">{total}+</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">متعلم</dt>
            <dd className="text-2xl font-bold text-emerald-800">
              <bdi dir="ltr">10K+</bdi>
            </dd>
          </div>
        </dl>
      </header>

      <CatalogueFilters params={params} categories={categories} />

      {filtered && (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
          <p className="font-bold" data-testid="result-summary">
            {params.q ? (
              <>
                نتائج البحث عن «<bdi>{params.q}</bdi>»: {total}
              </>
            ) : (
              <>عدد الدورات المطابقة: {total}</>
            )}
          </p>
          <Link to="/courses" className="text-sm font-bold text-emerald-800 underline">
            مسح البحث والتصفية
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
          <h2 className="mt-4 text-xl font-bold">لا توجد دورات مطابقة</h2>
          <p className="mt-1 text-slate-600">
            جرّب كلمات أخرى أو أزل بعض عوامل التصفية، فقد تجد ما تبحث عنه.
          </p>
          <Link to="/courses" className={buttonVariants({ className: "mt-6" })}>
            عرض جميع الدورات
          </Link>
        </div>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl bg-white p-12 text-center">
          <BookIcon className="size-12 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">لا توجد دورات متاحة</h2>
          <p className="mt-1 text-slate-600">تابعنا قريبًا! نعمل على إضافة دورات جديدة.</p>
        </div>
      )}

      <CataloguePagination params={params} pageCount={pageCount} />
    </div>
  );
}
