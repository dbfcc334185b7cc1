// A catalogue card (spec §2, catalogue). The whole card opens the course: the title link is
// stretched over it, and 'start learning' is part of that same link's area.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { ClockIcon, PlayIcon, UserIcon } from "~/components/ui/icons";
import type { Course } from "~/lib/course";
import {
  categoryLabel,
  courseDescription,
  courseTitle,
  difficultyLabel,
  instructorName,
  shownDurationMinutes,
} from "~/lib/course-text";
import { formatDuration } from "~/lib/format-duration";

export function CatalogueCourseCard({ course, eager }: { course: Course; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CourseThumbnail url={course.thumbnailUrl} category={course.category} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="category">
            <bdi>{categoryLabel(course.category)}</bdi>
          </Badge>
          <Badge variant="level">{difficultyLabel(course.difficultyLevel)}</Badge>
        </div>
        {/* The card follows the page's direction; a title or description in another script
            only isolates itself (<bdi>), so it lines up with the badges (decision 0027). */}
        <h2 className="text-lg leading-snug font-bold">
          <Link
            to={`/course/${course.id}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-800"
          >
            <bdi>{courseTitle(course)}</bdi>
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">
          <bdi>{courseDescription(course)}</bdi>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <UserIcon className="size-4" />
            <bdi>{instructorName(course)}</bdi>
          </span>
          <span className="flex items-center gap-1">
            <ClockIcon className="size-4" />
            {formatDuration(shownDurationMinutes(course))}
          </span>
        </div>
        <span aria-hidden="true" className={buttonVariants({ className: "w-full" })}>
          <PlayIcon className="size-4" />
          ابدأ التعلم
        </span>
      </div>
    </article>
  );
}
