import type { Route } from "./+types/catalogue";
import { BookIcon } from "~/components/ui/icons";
import { CatalogueCourseCard } from "~/features/catalogue/catalogue-course-card";
import { listCatalogueCourses } from "~/features/catalogue/list-courses.server";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () =>
  pageMeta("جميع الدورات", "تصفّح جميع الدورات المجانية في الأعمال والمالية والتكنولوجيا.");

// The top bar's search sends ?q=; searching arrives with its own issue, so q is not read yet.
export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await listCatalogueCourses(context.db) };
}

/** How many cards are likely above the fold on a phone: their images load at once. */
const EAGER_CARDS = 2;

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
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
            <dd
              className="text-2xl font-bold text-emerald-800"
              dir="ltr"
              data-testid="course-count"
            >
              {courses.length}+
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">متعلم</dt>
            <dd className="text-2xl font-bold text-emerald-800" dir="ltr">
              10K+
            </dd>
          </div>
        </dl>
      </header>

      {courses.length > 0 ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course, index) => (
            <CatalogueCourseCard key={course.id} course={course} eager={index < EAGER_CARDS} />
          ))}
        </div>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl bg-white p-12 text-center">
          <BookIcon className="size-12 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold">لا توجد دورات متاحة</h2>
          <p className="mt-1 text-slate-600">تابعنا قريبًا! نعمل على إضافة دورات جديدة.</p>
        </div>
      )}
    </div>
  );
}
