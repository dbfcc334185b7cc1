// The home page's 'continue learning' cards for a signed-in learner (issue #6). Signed-in pages
// are never cached (server/cache-policy.ts), so they may differ per person. The bar is drawn here
// rather than with CourseProgressBar: sharing that module would make it a script of its own that
// every visitor's home and catalogue page loads (measured), for a section only learners see.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { CourseProgressSummary } from "~/lib/learner";

export function ContinueLearning({ courses }: { courses: CourseProgressSummary[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="continue-heading" className="text-2xl font-bold">
        تابع التعلّم
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map(({ courseId, title, completedLessons, totalLessons, percent }) => (
          <li
            key={courseId}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h3 className="font-bold">
              <bdi>{title}</bdi>
            </h3>
            <div className="space-y-1">
              <p className="text-sm text-slate-700">
                {`الدروس المكتملة: ${completedLessons} من ${totalLessons} `}
                <span dir="ltr">{`(${percent}%)`}</span>
              </p>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-emerald-600"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
            <Link
              to={`/course/${courseId}`}
              className={buttonVariants({ size: "sm" })}
              aria-label={`تابع: ${title}`}
            >
              تابع من حيث توقفت
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
