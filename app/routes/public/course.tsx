import { readFormData } from "~/.server/http/read-form";
import { absoluteUrl } from "~/.server/absolute-url";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/root";
import { errorStatus, errorTitleKey, RouteErrorScreen } from "~/components/layout/error-screens";
import { buttonVariants } from "~/components/ui/button";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { loadCoursePlayer } from "~/features/player/load-course-player.server";
import { ShareControl } from "~/components/ui/share-control";
import { SaveOfflineButton } from "~/features/offline/save-offline-button";
import { CertificateOfferBlock } from "~/features/certificates/certificate-offer";
import { findCertificateOffer } from "~/features/certificates/claim-certificate.server";
import { CoursePageView } from "~/features/player/course-page-view";
import { courseProgressControls } from "~/features/progress/course-progress-controls";
import { setLessonCompleted } from "~/features/progress/lesson-progress.server";
import { answerQuiz } from "~/features/quiz/answer-quiz.server";
import { loadLessonQuiz } from "~/features/quiz/lesson-quiz.server";
import { QuizSection } from "~/features/quiz/quiz-section";
import { useI18n } from "~/i18n/i18n-context";
import { localizedPageMeta, metaTranslator, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { courseDescriptionIn, courseTitleIn } from "~/lib/course/course-text";
import { parseLessonParam } from "~/lib/lesson-selection";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { breadcrumbList, courseStructuredData } from "~/lib/structured-data";

export const handle: RouteHandle = { chrome: "player" };

// Document responses only carry Set-Cookie by default; a throttled quiz's Retry-After too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

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
  // The lesson's quiz without its answer key (issue #16); the learner's best result on it.
  const current = player.lessons[player.position - 1];
  const quiz = current ? await loadLessonQuiz(context.db, current.id, learner?.id ?? null) : null;
  return {
    ...player,
    quiz,
    signedIn: learner !== null,
    // Open Graph wants an absolute address; the lesson parameter is not part of the course's.
    canonicalUrl: absoluteUrl(url.pathname, request, context),
    // Issue #16: a signed-in learner who completed the course is offered its certificate.
    certificateOffer: learner
      ? await findCertificateOffer(context.db, learner.id, player.course.id)
      : null,
  };
}

const progressForm = z.object({
  intent: z.enum(["complete", "uncomplete"]),
  lessonId: z.string().min(1).max(64),
  position: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Sent by the page's script (app/browser/progress.ts), which wants an answer, not a redirect. */
  js: z.literal("1").optional(),
});

/**
 * Marks the lesson complete or not (issue #6): the button's form, and the video's end; or grades
 * the lesson's quiz (intent=quiz).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const fields = await readFormData(request);
  if (fields.get("intent") === "quiz") {
    const learner = await getSignedInLearner(request, context);
    return answerQuiz(request, context, params.courseId, learner?.id ?? null, fields);
  }
  const form = progressForm.safeParse(Object.fromEntries(fields));
  if (!form.success) throw data(null, { status: 400 });
  const i = requestTranslator(request);
  const back = i.path(
    `/course/${encodeURIComponent(params.courseId)}?lesson=${form.data.position}`,
  );
  const learner = await getSignedInLearner(request, context);
  // Without scripts a visitor has no localStorage progress: offer an account to keep it.
  if (!learner) return redirect(i.path(`/auth?redirectTo=${encodeURIComponent(back)}`));
  const completed = form.data.intent === "complete";
  if (!(await setLessonCompleted(context.db, learner.id, form.data.lessonId, completed))) {
    throw data(null, { status: 404 });
  }
  // Without scripts: back to the page (a reload does not post again).
  return form.data.js ? { ok: true, quiz: null } : redirect(back);
}

export const meta: Route.MetaFunction = ({ data: player, error, location }) => {
  const i = metaTranslator(location);
  // A refused mark (400) is not a missing course: its page says what it is (issue #15).
  if (error && errorStatus(error) !== 404) {
    return localizedPageMeta(i, i.t(errorTitleKey(errorStatus(error))));
  }
  if (!player) return localizedPageMeta(i, i.t("course.notFound.title"));
  const title = courseTitleIn(i, player.course).text;
  const description = courseDescriptionIn(i, player.course).text;
  const url = player.canonicalUrl;
  // Uploaded thumbnails are stored as /uploads/… paths; Open Graph wants absolute addresses.
  // Without one, the course's own card (its title on the brand's background, 1200×630), whose
  // address changes with the course, so that apps which keep images by address fetch it again.
  const { course } = player;
  const image = course.thumbnailUrl
    ? new URL(course.thumbnailUrl, url).href
    : new URL(
        `${i.path(`/course/${encodeURIComponent(course.id)}/share.png`)}?v=${Date.parse(course.updatedAt).toString(36)}`,
        url,
      ).href;
  const imageSize = course.thumbnailUrl ? undefined : SHARE_CARD_SIZE;
  const origin = new URL(url).origin;
  return [
    ...sharedPageMeta(i, title, description, { url, image, imageSize, canonical: true }),
    { "script:ld+json": courseStructuredData(i, player.course, url, image, origin) },
    {
      "script:ld+json": breadcrumbList([
        { name: i.t("footer.home"), url: new URL(i.path("/"), origin).href },
        { name: i.t("header.courses"), url: new URL(i.path("/courses"), origin).href },
        { name: title, url },
      ]),
    },
  ];
};

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const i = useI18n();
  const { path } = i;
  const { quiz, position, course, signedIn } = loaderData;
  const outcome = actionData?.quiz ?? null;
  const aboutThisQuiz =
    outcome &&
    quiz &&
    (outcome.kind === "graded" ? outcome.graded.lessonId : outcome.lessonId) === quiz.lessonId;
  const back = path(`/course/${encodeURIComponent(course.id)}?lesson=${position}`);
  const title = courseTitleIn(i, course).text;
  return (
    <CoursePageView
      player={loaderData}
      // The signed-in learner's marks; for a visitor none here, and app/browser/progress.ts shows
      // the ones kept in their browser (the page is the same for every visitor).
      progress={courseProgressControls(loaderData)}
      quiz={
        quiz ? (
          <QuizSection
            lessonId={quiz.lessonId}
            questions={quiz.questions}
            best={quiz.best}
            passMark={course.passMark}
            position={position}
            outcome={aboutThisQuiz ? outcome : null}
            authHref={signedIn ? null : path(`/auth?redirectTo=${encodeURIComponent(back)}`)}
          />
        ) : null
      }
      tools={
        <div className="space-y-3">
          {loaderData.lessons.length > 0 ? (
            <SaveOfflineButton
              courseId={course.id}
              title={title}
              lessonCount={loaderData.lessons.length}
            />
          ) : null}
          <ShareControl url={loaderData.canonicalUrl} title={title} />
        </div>
      }
      certificate={
        loaderData.certificateOffer ? (
          <CertificateOfferBlock
            offer={loaderData.certificateOffer}
            courseId={loaderData.course.id}
          />
        ) : null
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, path } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t("course.notFound.title")}</h1>
        <p className="mt-2 text-slate-600">{t("course.notFound.text")}</p>
        <Link to={path("/courses")} className={buttonVariants({ className: "mt-8" })}>
          {t("course.notFound.browse")}
        </Link>
      </section>
    );
  }
  return <RouteErrorScreen error={error} />;
}
