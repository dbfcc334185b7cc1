// GET /admin/preview/:courseId (issue #14, decision 0022): any course, draft or published, as
// learners will see it, for the administrator only. The public address stays 404 for drafts; this
// one answers 401 (the admin gate) without a session, never the course. Under /admin, the page is
// never stored by the page cache nor read from it (server/page-handler.ts) and its address is
// never counted by analytics (isUntrackedPath); the route adds noindex and private, no-store
// itself, and the page's script sends no analytics (app/browser/enhance.ts, `data-preview`).
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/preview";
import type { RouteHandle } from "~/root";
import { RouteErrorScreen } from "~/components/layout/error-screens";
import { buttonVariants } from "~/components/ui/button";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { CoursePageView } from "~/features/player/course-page-view";
import { loadCoursePreview } from "~/features/player/load-course-player.server";
import { courseProgressControls } from "~/features/progress/course-progress-controls";
import { loadLessonQuiz } from "~/features/quiz/lesson-quiz.server";
import { QuizSection } from "~/features/quiz/quiz-section";
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
  const url = new URL(request.url);
  const lesson = url.searchParams.has("lesson")
    ? parseLessonParam(url.searchParams.get("lesson"))
    : null;
  const player = await loadCoursePreview(context.db, params.courseId, lesson);
  if (!player) throw data(null, { status: 404 });
  const current = player.lessons[player.position - 1];
  // The lesson's quiz as learners get it (issue #16): questions only, no answer key.
  const quiz = current ? await loadLessonQuiz(context.db, current.id, null) : null;
  return { ...player, quiz };
}

export const meta: Route.MetaFunction = ({ data: player, error }) => [
  ...(player
    ? pageMeta(`معاينة: ${courseTitle(player.course)}`)
    : isRouteErrorResponse(error) && error.status === 401
      ? [{ title: "Admin Access | معرفة" }]
      : isRouteErrorResponse(error) && error.status === 403
        ? [{ title: "Not allowed | معرفة" }]
        : pageMeta("الدورة غير موجودة")),
  { name: "robots", content: "noindex, nofollow" },
];

function PreviewBanner({ courseId, published }: { courseId: string; published: boolean }) {
  return (
    <div
      role="note"
      aria-label="معاينة"
      data-preview-banner
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        <strong>معاينة</strong> —{" "}
        {published
          ? "هذه الدورة منشورة، وهكذا يراها المتعلمون."
          : "لا يرى المتعلمون هذه الدورة إلا بعد نشرها."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin/course/${encodeURIComponent(courseId)}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          تعديل الدورة
        </Link>
        <Link to="/admin" className={buttonVariants({ variant: "outline", size: "sm" })}>
          لوحة التحكم
        </Link>
      </div>
    </div>
  );
}

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  return (
    <CoursePageView
      player={loaderData}
      banner={
        <PreviewBanner courseId={loaderData.course.id} published={loaderData.course.isPublished} />
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
  // Signed in with a role that may not preview (an analyst): say so, in the admin's English.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as { title?: string; description?: string } | null;
    return (
      <section lang="en" dir="ltr" role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{refusal?.title ?? "Not allowed"}</h1>
        <p className="mt-2 text-slate-600">
          {refusal?.description ?? "Your role does not allow this. Ask an owner if you need it."}
        </p>
        <Link to="/admin" className={buttonVariants({ className: "mt-8" })}>
          Back to Dashboard
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">الدورة غير موجودة</h1>
        <p className="mt-2 text-slate-600">ربما حُذفت هذه الدورة.</p>
        <Link to="/admin" className={buttonVariants({ className: "mt-8" })}>
          لوحة التحكم
        </Link>
      </section>
    );
  }
  return <RouteErrorScreen error={error} />;
}
