import { Link } from "react-router";
import type { ReactNode } from "react";
import { ContentText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import { lessonTitleIn, ownLessonDescriptionIn } from "~/lib/course/course-text";
import { cn } from "~/lib/cn";
import { formatMinutes } from "~/lib/format-duration";
import type { PlayerLesson } from "./load-course-player.server";

export function lessonHref(position: number) {
  return `?lesson=${position}`;
}

/** Every lesson in order; the selected one is highlighted and marked aria-current. */
export function LessonList({
  lessons,
  position,
  status,
}: {
  lessons: PlayerLesson[];
  position: number;
  /** Each lesson's 'completed' marker (issue #6), from the page that shows the list. */
  status: (lesson: PlayerLesson) => ReactNode;
}) {
  const i = useI18n();
  return (
    <section
      aria-labelledby="lessons-heading"
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <h2 id="lessons-heading" className="border-b border-slate-200 p-4 text-lg font-bold">
        {i.t("course.lessonsHeading")}{" "}
        <span className="text-sm font-normal text-slate-600">
          {i.t("course.lessonsCount", { count: i.t("count.lessons", { count: lessons.length }) })}
        </span>
      </h2>
      <ol className="divide-y divide-slate-100">
        {lessons.map((lesson, index) => {
          const selected = index + 1 === position;
          const description = ownLessonDescriptionIn(i, lesson);
          return (
            <li key={lesson.id}>
              <Link
                to={lessonHref(index + 1)}
                aria-current={selected ? "true" : undefined}
                className={cn(
                  "flex gap-3 p-4",
                  selected
                    ? "bg-emerald-50 ring-2 ring-emerald-600 ring-inset"
                    : "hover:bg-slate-50",
                )}
              >
                <span
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                    selected ? "bg-emerald-700 text-white" : "bg-slate-100 text-slate-700",
                  )}
                >
                  {i.number(index + 1)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold">
                    <ContentText value={lessonTitleIn(i, lesson)} />
                  </span>
                  {description ? (
                    <span className="line-clamp-2 block text-sm text-slate-600">
                      <ContentText value={description} />
                    </span>
                  ) : null}
                  <span className="mt-1 flex items-center gap-2 text-xs text-slate-600">
                    {formatMinutes(i, lesson.durationMinutes)}
                    {status(lesson)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
