import { Link } from "react-router";
import { ContentText } from "~/components/ui/content-text";
import { ChevronNextIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { lessonTitleIn } from "~/lib/course/course-text";
import { formatMinutes } from "~/lib/format-duration";
import { lessonHref } from "./lesson-list";
import type { PlayerLesson } from "./load-course-player.server";

export function NextLessonCard({ lesson, position }: { lesson: PlayerLesson; position: number }) {
  const i = useI18n();
  return (
    <Link
      to={lessonHref(position)}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 hover:border-emerald-600"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-bold text-emerald-800">{i.t("course.nextLesson")}</span>
        <span className="block font-bold">
          <ContentText value={lessonTitleIn(i, lesson)} />
        </span>
        <span className="block text-sm text-slate-600">
          {i.t("course.episode", {
            number: position,
            duration: formatMinutes(i, lesson.durationMinutes),
          })}
        </span>
      </span>
      {/* Nudged forward on hover: towards the end of the line in either direction. */}
      <ChevronNextIcon className="size-6 text-emerald-700 transition-transform ltr:group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
    </Link>
  );
}
