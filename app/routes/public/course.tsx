import { readFormData } from "~/.server/http/read-form";
import { absoluteUrl } from "~/.server/absolute-url";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/root";
import { RouteErrorScreen } from "~/components/layout/error-screens";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { ShareControl } from "~/components/ui/share-control";
import { SaveOfflineButton } from "~/features/offline/save-offline-button";
import { CertificateOfferBlock } from "~/features/certificates/certificate-offer";
import { findCertificateOffer } from "~/features/certificates/claim-certificate.server";
import { CourseNotFound } from "~/features/player/course-not-found";
import { loadCoursePage } from "~/features/player/course-page.server";
import { coursePageMeta } from "~/features/player/course-page-meta";
import { CoursePageView } from "~/features/player/course-page-view";
import { courseProgressControls } from "~/features/progress/course-progress-controls";
import { noteLessonServed } from "~/features/progress/lesson-progress.server";
import { submitProgressForm } from "~/features/progress/progress-form.server";
import { answerQuiz } from "~/features/quiz/answer-quiz.server";
import { loadLessonQuiz } from "~/features/quiz/lesson-quiz.server";
import { outcomeLessonId, QuizSection } from "~/features/quiz/quiz-section";
import { useI18n } from "~/i18n/i18n-context";
import { courseTitleIn } from "~/lib/course/course-text";
import { authLinkTo } from "~/lib/learner-return";

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
  const { player, setCookie } = await loadCoursePage(
    context.db,
    params.courseId,
    request,
    learner?.id ?? null,
  );
  // The lesson's quiz without its answer key (issue #16); the learner's best result on it.
  const current = player.lessons[player.position - 1];
  // Decision 0041: the clock of the completion rule starts when the lesson is first served. A
  // visitor's page is the cached one, the same for all: their script reports it instead.
  if (learner && current) await noteLessonServed(context.db, { learnerId: learner.id }, current.id);
  const quiz = current ? await loadLessonQuiz(context.db, current.id, learner?.id ?? null) : null;
  const page = {
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
  // A version chosen by a link is remembered for the next lessons (issue #28); such a response is
  // not cached (it sets a cookie), and server/page-handler.ts keys the cache by the remembered one.
  return setCookie ? data(page, { headers: { "Set-Cookie": setCookie } }) : page;
}

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
  return submitProgressForm(context.db, request, params.courseId, fields, async () => {
    const learner = await getSignedInLearner(request, context);
    return learner?.id ?? null;
  });
}

export const meta: Route.MetaFunction = ({ data: player, error, location }) =>
  coursePageMeta(player, error, location);

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const i = useI18n();
  const { path } = i;
  const { quiz, position, course, signedIn } = loaderData;
  const outcome = actionData?.quiz ?? null;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  const aboutThisQuiz = outcome && quiz && outcomeLessonId(outcome) === quiz.lessonId;
  const back = path(`/course/${encodeURIComponent(course.id)}?lesson=${position}`);
  const title = courseTitleIn(i, course).text;
  return (
    <CoursePageView
      player={loaderData}
      // The signed-in learner's marks; for a visitor none here, and app/browser/progress.ts shows
      // the ones kept in their browser (the page is the same for every visitor).
      progress={courseProgressControls({ ...loaderData, refusal })}
      quiz={
        quiz ? (
          <QuizSection
            lessonId={quiz.lessonId}
            questions={quiz.questions}
            best={quiz.best}
            waitSeconds={quiz.waitSeconds}
            passMark={course.passMark}
            position={position}
            outcome={aboutThisQuiz ? outcome : null}
            authHref={signedIn ? null : path(authLinkTo("sign-up", back))}
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
        // A learner's page always has the slot: after a mark, app/browser/progress.ts puts in it
        // what the page the mark answered with has in its own (the offer the moment the course is
        // complete, issue #27); without scripts the page after the mark has it.
        signedIn ? (
          <div data-certificate-slot>
            {loaderData.certificateOffer ? (
              <CertificateOfferBlock
                offer={loaderData.certificateOffer}
                courseId={loaderData.course.id}
              />
            ) : null}
          </div>
        ) : null
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  return <RouteErrorScreen error={error} />;
}
