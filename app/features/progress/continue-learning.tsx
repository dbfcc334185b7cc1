// The home page's 'continue learning' cards for a signed-in learner (issue #6). Signed-in pages
// are never cached (server/cache-policy.ts), so they may differ per person. The bar is drawn here
// rather than with CourseProgressBar: sharing that module would make it a script of its own that
// every visitor's home and catalogue page loads (measured), for a section only learners see.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ContentText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import { courseTitleIn } from "~/lib/course/course-text";
import type { CourseProgressSummary } from "~/lib/learner";

export function ContinueLearning({ courses }: { courses: CourseProgressSummary[] }) {
  const i = useI18n();
  const { t, path } = i;
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="continue-heading" className="text-2xl font-bold">
        {t("progress.continueHeading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map(({ courseId, titles, completedLessons, totalLessons, percent }) => {
          const title = courseTitleIn(i, titles);
          return (
            <li
              key={courseId}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h3 className="font-bold">
                <ContentText value={title} />
              </h3>
              <div className="space-y-1">
                <p className="text-sm text-slate-700">
                  {t("progress.count", { completed: completedLessons, total: totalLessons })}{" "}
                  <span dir="ltr">{t("common.percent", { percent })}</span>
                </p>
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
                  <div
                    className="h-full rounded-full bg-emerald-600"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </div>
              <Link
                to={path(`/course/${courseId}`)}
                className={buttonVariants({ size: "sm" })}
                aria-label={t("progress.continueLabel", { title: title.text })}
              >
                {t("progress.continueFromHere")}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
