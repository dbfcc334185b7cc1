import { readForm } from "~/.server/http/read-form";
import { absoluteUrl } from "~/.server/absolute-url";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/root";
import { RouteErrorScreen } from "~/components/layout/error-screens";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { ArrowBackIcon, ClockIcon, UserIcon } from "~/components/ui/icons";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { CourseResources } from "~/features/player/course-resources";
import { LessonList } from "~/features/player/lesson-list";
import { loadCoursePlayer } from "~/features/player/load-course-player.server";
import { NextLessonCard } from "~/features/player/next-lesson-card";
import { VideoPlayer } from "~/features/player/video-player";
import { CourseProgressBar } from "~/features/progress/course-progress-bar";
import {
  CompletionMarker,
  LessonCompletionButton,
} from "~/features/progress/lesson-completion-button";
import { setLessonCompleted } from "~/features/progress/lesson-progress.server";
import {
  categoryLabel,
  courseDescription,
  courseTitle,
  shownDurationMinutes,
  difficultyLabel,
  instructorName,
  lessonDescription,
  lessonTitle,
} from "~/lib/course-text";
import { formatDuration } from "~/lib/format-duration";
import { parseLessonParam } from "~/lib/lesson-selection";
import { BRAND_NAME, pageMeta } from "~/lib/site";

export const handle: RouteHandle = { chrome: "player" };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A visitor has no cookie, so no query is made and the page stays the same for all of them.
  const learner = await getSignedInLearner(request, context);
  const lesson = url.searchParams.has("lesson")
    ? parseLessonParam(url.searchParams.get("lesson"))
    : null;
  const player = await loadCoursePlayer(context.db, params.courseId, lesson, learner?.id ?? null);
  // Unknown and unpublished courses look the same from outside: 404, 'Course not found'.
  if (!player) throw data(null, { status: 404 });
  // A learner lands on their first unfinished lesson, and the address says which: otherwise
  // marking it complete would reload this address and move them on to the next one by itself.
  if (learner && lesson === null && player.position > 0) {
    throw redirect(`${url.pathname}?lesson=${player.position}`);
  }
  // Open Graph wants an absolute address; the lesson parameter is not part of the course's.
  return { ...player, canonicalUrl: absoluteUrl(url.pathname, request, context) };
}

const progressForm = z.object({
  intent: z.enum(["complete", "uncomplete"]),
  lessonId: z.string().min(1).max(64),
  position: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Sent by the page's script (app/browser/progress.ts), which wants an answer, not a redirect. */
  js: z.literal("1").optional(),
});

/** Marks the lesson complete or not (issue #6): the button's form, and the video's end. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = progressForm.safeParse(await readForm(request));
  if (!form.success) throw data(null, { status: 400 });
  const back = `/course/${encodeURIComponent(params.courseId)}?lesson=${form.data.position}`;
  const learner = await getSignedInLearner(request, context);
  // Without scripts a visitor has no localStorage progress: offer an account to keep it.
  if (!learner) return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  const completed = form.data.intent === "complete";
  if (!(await setLessonCompleted(context.db, learner.id, form.data.lessonId, completed))) {
    throw data(null, { status: 404 });
  }
  // Without scripts: back to the page (a reload does not post again).
  return form.data.js ? { ok: true } : redirect(back);
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
  const { course, lessons, links, position, completedLessonIds } = loaderData;
  const current = lessons[position - 1];
  const next = lessons[position];
  // The signed-in learner's marks; for a visitor none here, and app/browser/progress.ts shows
  // the ones kept in their browser (the page is the same for every visitor).
  const completed = new Set(completedLessonIds);
  const currentDone = current ? completed.has(current.id) : false;
  const completedCount = lessons.filter((lesson) => completed.has(lesson.id)).length;
  const title = courseTitle(course);
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-6"
      // Spec §7's 'view_course', sent by app/browser/analytics.ts with this title and id.
      data-viewed-course-id={course.id}
      data-viewed-course-title={title}
    >
      <BackToCourses />
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {current ? (
            <VideoPlayer
              key={course.id}
              videoId={current.videoId}
              startSeconds={current.videoStartSeconds}
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
                {formatDuration(shownDurationMinutes(course))}
              </span>
              <span className="flex items-center gap-1">
                <UserIcon className="size-4" />
                <bdi>{instructorName(course)}</bdi>
              </span>
            </div>
            {lessons.length > 0 ? (
              <div className="mt-4 max-w-md">
                <CourseProgressBar completed={completedCount} total={lessons.length} />
              </div>
            ) : null}
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
                <CompletionMarker lessonId={current.id} completed={currentDone} />
              </div>
              <p className="mt-1 text-sm font-bold text-emerald-800" dir="auto">
                الدرس {position}: <bdi>{lessonTitle(current)}</bdi>
              </p>
              <p className="mt-2 text-slate-700" dir="auto">
                {lessonDescription(current, course)}
              </p>
              <div className="mt-4">
                <LessonCompletionButton
                  lessonId={current.id}
                  position={position}
                  completed={currentDone}
                />
              </div>
            </section>
          ) : null}

          {next ? <NextLessonCard lesson={next} position={position + 1} /> : null}
        </div>

        <aside className="space-y-6">
          {lessons.length > 0 ? (
            <LessonList
              lessons={lessons}
              position={position}
              status={(lesson) => (
                <CompletionMarker
                  lessonId={lesson.id}
                  completed={completed.has(lesson.id)}
                  compact
                />
              )}
            />
          ) : null}
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
  return <RouteErrorScreen error={error} />;
}
