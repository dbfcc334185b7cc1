import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/root";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { ArrowBackIcon, ClockIcon, CircleIcon, UserIcon } from "~/components/ui/icons";
import { CourseResources } from "~/features/player/course-resources";
import { LessonList } from "~/features/player/lesson-list";
import { loadCoursePlayer } from "~/features/player/load-course-player.server";
import { NextLessonCard } from "~/features/player/next-lesson-card";
import { VideoPlayer } from "~/features/player/video-player";
import {
  categoryLabel,
  courseDescription,
  courseTitle,
  difficultyLabel,
  instructorName,
  lessonDescription,
  lessonTitle,
} from "~/lib/course-text";
import { formatDuration } from "~/lib/format-duration";
import { parseLessonParam } from "~/lib/lesson-selection";
import { BRAND_NAME, pageMeta } from "~/lib/site";

export const handle: RouteHandle = {
  chrome: "player",
  // Spec §7: once a course has loaded, 'view_course' with its title and id. Sent by root.tsx's
  // analytics hook, so the collector stays in the root chunk (no extra script on any page).
  viewedCourse: (data) => {
    const { course } = data as Awaited<ReturnType<typeof loader>>;
    return { id: course.id, title: courseTitle(course) };
  },
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lesson = parseLessonParam(url.searchParams.get("lesson"));
  const player = await loadCoursePlayer(context.db, params.courseId, lesson);
  // Unknown and unpublished courses look the same from outside: 404, 'Course not found'.
  if (!player) throw data(null, { status: 404 });
  // Open Graph wants an absolute address; the lesson parameter is not part of the course's.
  return { ...player, canonicalUrl: `${url.origin}${url.pathname}` };
}

export const meta: Route.MetaFunction = ({ data: player }) => {
  if (!player) return pageMeta("الدورة غير موجودة");
  const title = courseTitle(player.course);
  const description = courseDescription(player.course);
  return [
    ...pageMeta(title, description),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:locale", content: "ar_AR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: player.canonicalUrl },
    { tagName: "link", rel: "canonical", href: player.canonicalUrl },
    // Uploaded thumbnails are stored as /uploads/… paths; Open Graph wants absolute addresses.
    ...(player.course.thumbnailUrl
      ? [
          {
            property: "og:image",
            content: new URL(player.course.thumbnailUrl, player.canonicalUrl).href,
          },
        ]
      : []),
  ];
};

function BackToCourses() {
  return (
    <Link to="/courses" className={buttonVariants({ variant: "ghost", className: "-ms-3" })}>
      <ArrowBackIcon />
      العودة إلى الدورات
    </Link>
  );
}

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, lessons, links, position } = loaderData;
  const current = lessons[position - 1];
  const next = lessons[position];
  const title = courseTitle(course);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <BackToCourses />
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {current ? (
            <VideoPlayer
              key={course.id}
              videoId={current.videoId}
              title={lessonTitle(current)}
              thumbnailUrl={course.thumbnailUrl}
              category={course.category}
            />
          ) : (
            <p className="flex aspect-video items-center justify-center rounded-2xl bg-slate-200 p-6 text-center text-slate-700">
              لم تُضف دروس لهذه الدورة بعد.
            </p>
          )}

          <div>
            <h1 className="text-2xl leading-snug font-bold sm:text-3xl" dir="auto">
              {title}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge variant="category">
                <bdi>{categoryLabel(course.category)}</bdi>
              </Badge>
              <Badge variant="level">{difficultyLabel(course.difficultyLevel)}</Badge>
              <span className="flex items-center gap-1">
                <ClockIcon className="size-4" />
                {formatDuration(course.durationMinutes)}
              </span>
              <span className="flex items-center gap-1">
                <UserIcon className="size-4" />
                <bdi>{instructorName(course)}</bdi>
              </span>
            </div>
          </div>

          {current ? (
            <section
              aria-labelledby="lesson-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="lesson-heading" className="text-lg font-bold">
                  ما سنغطيه في هذا الدرس
                </h2>
                <span className="flex items-center gap-1 text-sm text-slate-600">
                  <CircleIcon className="size-4" />
                  لم يكتمل
                </span>
              </div>
              <p className="mt-1 text-sm font-bold text-emerald-800" dir="auto">
                الدرس {position}: <bdi>{lessonTitle(current)}</bdi>
              </p>
              <p className="mt-2 text-slate-700" dir="auto">
                {lessonDescription(current, course)}
              </p>
            </section>
          ) : null}

          {next ? <NextLessonCard lesson={next} position={position + 1} /> : null}
        </div>

        <aside className="space-y-6">
          {lessons.length > 0 ? <LessonList lessons={lessons} position={position} /> : null}
          {links.length > 0 ? <CourseResources links={links} /> : null}
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">الدورة غير موجودة</h1>
        <p className="mt-2 text-slate-600">ربما أُزيلت هذه الدورة أو لم تُنشر بعد.</p>
        <Link to="/courses" className={buttonVariants({ className: "mt-8" })}>
          تصفّح الدورات
        </Link>
      </section>
    );
  }
  throw error;
}
