// A catalogue card (spec §2, catalogue). The whole card opens the course: the title link is
// stretched over it, and 'start learning' is part of that same link's area.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { ContentText, FreeText } from "~/components/ui/content-text";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { ClockIcon, PlayIcon, UserIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { Course } from "~/lib/course/course";
import {
  categoryLabelIn,
  courseDescriptionIn,
  courseTitleIn,
  difficultyLabelIn,
  instructorNameIn,
  shownDurationMinutes,
} from "~/lib/course/course-text";
import { formatDuration } from "~/lib/format-duration";

export function CatalogueCourseCard({ course, eager }: { course: Course; eager?: boolean }) {
  const i = useI18n();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CourseThumbnail url={course.thumbnailUrl} category={course.category} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="category">
            <bdi>{categoryLabelIn(i, course.category)}</bdi>
          </Badge>
          <Badge variant="level">{difficultyLabelIn(i, course.difficultyLevel)}</Badge>
        </div>
        {/* The card follows the page's direction; a title or description in another script
            only isolates itself (<bdi>), so it lines up with the badges (decision 0027). */}
        <h2 className="text-lg leading-snug font-bold">
          <Link
            to={i.path(`/course/${course.id}`)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-800"
          >
            <ContentText value={courseTitleIn(i, course)} />
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">
          <ContentText value={courseDescriptionIn(i, course)} />
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <UserIcon className="size-4" />
            <FreeText text={instructorNameIn(i, course)} />
          </span>
          <span className="flex items-center gap-1">
            <ClockIcon className="size-4" />
            {formatDuration(i, shownDurationMinutes(course))}
          </span>
        </div>
        <span aria-hidden="true" className={buttonVariants({ className: "w-full" })}>
          <PlayIcon className="size-4" />
          {i.t("card.startLearning")}
        </span>
      </div>
    </article>
  );
}
