// The home page's 'continue learning' cards for a signed-in learner (issue #6). Signed-in pages
// are never cached (server/cache-policy.ts), so they may differ per person.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { courseTitle } from "~/lib/course-text";
import type { CourseProgress } from "~/lib/learner";
import { CourseProgressBar } from "./course-progress-bar";

export function ContinueLearning({ courses }: { courses: CourseProgress[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="continue-heading" className="text-2xl font-bold">
        تابع التعلّم
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map(({ course, completedLessons, totalLessons }) => (
          <li
            key={course.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h3 className="font-bold" dir="auto">
              {courseTitle(course)}
            </h3>
            <CourseProgressBar completed={completedLessons} total={totalLessons} />
            <Link
              to={`/course/${course.id}`}
              className={buttonVariants({ size: "sm" })}
              aria-label={`تابع: ${courseTitle(course)}`}
            >
              تابع من حيث توقفت
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
