// A home page card (spec §2, item 7). The title link is stretched over the whole card so the
// card is one link for keyboards and screen readers, not a nest of them.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ContentText, FreeText } from "~/components/ui/content-text";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { ClockIcon, EyeIcon, UserIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { Course } from "~/lib/course/course";
import {
  categoryLabelIn,
  courseDescriptionIn,
  courseTitleIn,
  instructorNameIn,
  shownDurationMinutes,
} from "~/lib/course/course-text";
import { formatDuration } from "~/lib/format-duration";

// No rating: the site has none to show (issue #27, decision 0040).
export function FeaturedCourseCard({
  course,
  views,
}: {
  course: Course;
  /** Its page views in the site's own analytics; undefined (none recorded): not shown. */
  views?: number;
}) {
  const i = useI18n();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <CourseThumbnail url={course.thumbnailUrl} category={course.category} />
        <Badge variant="free" className="absolute start-3 top-3">
          {i.t("common.free")}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="category" className="self-start">
          <bdi>{categoryLabelIn(i, course.category)}</bdi>
        </Badge>
        {/* The card follows the page's direction; other scripts isolate (decision 0027). */}
        <h3 className="text-lg leading-snug font-bold">
          <Link
            to={i.path(`/course/${course.id}`)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-800"
          >
            <ContentText value={courseTitleIn(i, course)} />
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">
          <ContentText value={courseDescriptionIn(i, course)} />
        </p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <ClockIcon className="size-4" />
            {formatDuration(i, shownDurationMinutes(course))}
          </li>
          {views !== undefined && views > 0 && (
            <li className="flex items-center gap-1" data-testid="course-views">
              <EyeIcon className="size-4" />
              {i.t("figures.views", { count: views })}
            </li>
          )}
        </ul>
        <p className="flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <UserIcon className="size-4" />
          <FreeText text={instructorNameIn(i, course)} />
        </p>
      </div>
    </article>
  );
}
