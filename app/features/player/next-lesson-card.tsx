import { Link } from "react-router";
import { ChevronNextIcon } from "~/components/ui/icons";
import { lessonTitle } from "~/lib/course-text";
import { formatMinutes } from "~/lib/format-duration";
import { lessonHref } from "./lesson-list";
import type { PlayerLesson } from "./load-course-player.server";

export function NextLessonCard({ lesson, position }: { lesson: PlayerLesson; position: number }) {
  return (
    <Link
      to={lessonHref(position)}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 hover:border-emerald-600"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-bold text-emerald-800">الدرس التالي</span>
        <span className="block font-bold">
          <bdi>{lessonTitle(lesson)}</bdi>
        </span>
        <span className="block text-sm text-slate-600">
          الحلقة {position} · {formatMinutes(lesson.durationMinutes)}
        </span>
      </span>
      <ChevronNextIcon className="size-6 text-emerald-700 transition-transform group-hover:-translate-x-1" />
    </Link>
  );
}
