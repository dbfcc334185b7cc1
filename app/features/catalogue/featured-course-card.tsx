// A home page card (spec §2, item 7). The title link is stretched over the whole card so the
// card is one link for keyboards and screen readers, not a nest of them.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { ClockIcon, EyeIcon, StarIcon, UserIcon } from "~/components/ui/icons";
import type { Course } from "~/lib/course";
import {
  categoryLabel,
  courseDescription,
  courseTitle,
  shownDurationMinutes,
  instructorName,
} from "~/lib/course-text";
import { formatDuration } from "~/lib/format-duration";

/** Static marketing figures (spec §9), not computed. */
export const STATIC_VIEWS = "1.2k";
export const STATIC_RATING = "4.8";

export function FeaturedCourseCard({ course }: { course: Course }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <CourseThumbnail url={course.thumbnailUrl} category={course.category} />
        <Badge variant="free" className="absolute start-3 top-3">
          مجاني
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="category" className="self-start">
          <bdi>{categoryLabel(course.category)}</bdi>
        </Badge>
        {/* The card follows the page's direction; other scripts isolate (decision 0027). */}
        <h3 className="text-lg leading-snug font-bold">
          <Link
            to={`/course/${course.id}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-800"
          >
            <bdi>{courseTitle(course)}</bdi>
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">
          <bdi>{courseDescription(course)}</bdi>
        </p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <ClockIcon className="size-4" />
            {formatDuration(shownDurationMinutes(course))}
          </li>
          <li className="flex items-center gap-1">
            <EyeIcon className="size-4" />
            <span>
              <bdi dir="ltr">{STATIC_VIEWS}</bdi> مشاهدة
            </span>
          </li>
          <li className="flex items-center gap-1">
            <StarIcon className="size-4 text-amber-500" />
            <span>
              <span className="sr-only">التقييم </span>
              <bdi dir="ltr">{STATIC_RATING}</bdi>
            </span>
          </li>
        </ul>
        <p className="flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <UserIcon className="size-4" />
          <bdi>{instructorName(course)}</bdi>
        </p>
      </div>
    </article>
  );
}
