// GET /admin/preview/:courseId[/fr|/en] (issue #14, decision 0022; issue #27: in each language): any course, draft or published, as
// learners will see it, for the administrator only. The public address stays 404 for drafts; this
// one answers 401 (the admin gate) without a session, never the course. Under /admin, the page is
// never stored by the page cache nor read from it (server/page-handler.ts) and its address is
// never counted by analytics (isUntrackedPath); the route adds noindex and private, no-store
// itself, and the page's script sends no analytics (app/browser/enhance.ts, `data-preview`).
import { data, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/preview";
import type { RouteHandle } from "~/root";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { CoursePageView } from "~/features/player/course-page-view";
import { PreviewBanner } from "~/features/course-admin/preview-banner";
import { PreviewErrorScreen } from "~/features/course-admin/preview-error-screen";
import { mediaPreferenceOf } from "~/features/player/course-page.server";
import { loadCoursePreview } from "~/features/player/load-course-player.server";
import { courseProgressControls } from "~/features/progress/course-progress-controls";
import { loadLessonQuiz } from "~/features/quiz/lesson-quiz.server";
import { QuizSection } from "~/features/quiz/quiz-section";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { isLocale, localeFromPath } from "~/i18n/locales";
import { courseTitle } from "~/lib/course/course-text";
import { parseLessonParam } from "~/lib/lesson-selection";
import { pageMeta } from "~/lib/site";

// The learner's frame (top bar, brand footer), marked as a preview: no analytics at all.
export const handle: RouteHandle = { chrome: "player", preview: true };

/** On every answer of this address, the course, the gate or a 404 alike. */
const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.previewCourses);
  // The page's language is the address's (localeFromPath); any other suffix is no page.
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const lesson = url.searchParams.has("lesson")
    ? parseLessonParam(url.searchParams.get("lesson"))
    : null;
  const player = await loadCoursePreview(
    context.db,
    params.courseId,
    lesson,
    mediaPreferenceOf(request),
  );
  if (!player) throw data(null, { status: 404 });
  const current = player.lessons[player.position - 1];
  // The lesson's quiz as learners get it (issue #16): questions only, no answer key.
  const quiz = current ? await loadLessonQuiz(context.db, current.id, null) : null;
  return { ...player, quiz };
}

/** "Preview", "معاينة", "Aperçu": in the page's language. */
const previewWord = (pathname: string) =>
  adminTranslator(localeFromPath(pathname)).t("preview.label");

export const meta: Route.MetaFunction = ({ data: player, error, location }) => [
  ...(player
    ? pageMeta(`${previewWord(location.pathname)}: ${courseTitle(player.course)}`)
    : isRouteErrorResponse(error) && error.status === 401
      ? [{ title: "Admin Access | معرفة" }]
      : isRouteErrorResponse(error) && error.status === 403
        ? [{ title: "Not allowed | معرفة" }]
        : pageMeta(adminTranslator(localeFromPath(location.pathname)).t("preview.notFound"))),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  // The lesson shown stays the same when the banner switches the language.
  const { search } = useLocation();
  return (
    <CoursePageView
      player={loaderData}
      banner={
        <PreviewBanner
          courseId={loaderData.course.id}
          published={loaderData.course.isPublished}
          search={search}
        />
      }
      // Nothing to save: a preview is nobody's progress.
      progress={courseProgressControls({ ...loaderData, readOnly: true })}
      quiz={
        loaderData.quiz ? (
          <QuizSection
            lessonId={loaderData.quiz.lessonId}
            questions={loaderData.quiz.questions}
            best={null}
            passMark={loaderData.course.passMark}
            position={loaderData.position}
            readOnly
          />
        ) : null
      }
      countsAsView={false}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // No admin session: the gate, never the course. It is a plain form here (a public-frame page
  // loads no React), posting to /admin/login, which brings the admin back to this address.
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <div lang="en" dir="ltr" className="px-4 py-8">
        <AdminGate redirectTo={location.pathname + location.search} />
      </div>
    );
  }
  return <PreviewErrorScreen error={error} />;
}
