import { readForm } from "~/.server/http/read-form";
import { absoluteUrl } from "~/.server/absolute-url";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import type { RouteHandle } from "~/root";
import { errorStatus, errorTitleKey, RouteErrorScreen } from "~/components/layout/error-screens";
import { buttonVariants } from "~/components/ui/button";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { loadCoursePlayer } from "~/features/player/load-course-player.server";
import { CertificateOfferBlock } from "~/features/certificates/certificate-offer";
import { findCertificateOffer } from "~/features/certificates/claim-certificate.server";
import { CoursePageView } from "~/features/player/course-page-view";
import { courseProgressControls } from "~/features/progress/course-progress-controls";
import { setLessonCompleted } from "~/features/progress/lesson-progress.server";
import { useI18n } from "~/i18n/i18n-context";
import { LOCALES, OG_LOCALES } from "~/i18n/locales";
import { localizedPageMeta, metaTranslator } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { courseDescriptionIn, courseTitleIn } from "~/lib/course-text";
import { parseLessonParam } from "~/lib/lesson-selection";

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
  return {
    ...player,
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

/** Marks the lesson complete or not (issue #6): the button's form, and the video's end. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = progressForm.safeParse(await readForm(request));
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
  return form.data.js ? { ok: true } : redirect(back);
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
  return [
    ...localizedPageMeta(i, title, description),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: i.t("site.brand") },
    { property: "og:locale", content: OG_LOCALES[i.locale] },
    ...LOCALES.filter((other) => other !== i.locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
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

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  return (
    <CoursePageView
      player={loaderData}
      // The signed-in learner's marks; for a visitor none here, and app/browser/progress.ts shows
      // the ones kept in their browser (the page is the same for every visitor).
      progress={courseProgressControls(loaderData)}
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
