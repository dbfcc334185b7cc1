// The course page as learners see it (spec §2 'Course player'), shared by the public page
// (app/routes/public/course.tsx) and the admin's preview (app/routes/admin/preview.tsx, issue #14),
// so that a preview is the learner's page and not an imitation of it. Progress is another
// feature's: the route hands its controls in (`progress`), and this file lays them out.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { ContentText, FreeText } from "~/components/ui/content-text";
import { ArrowBackIcon, ClockIcon, UserIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import {
  categoryLabelIn,
  courseTitleIn,
  difficultyLabelIn,
  instructorNameIn,
  lessonDescriptionIn,
  lessonTitleIn,
  shownDurationMinutes,
} from "~/lib/course/course-text";
import { formatDuration } from "~/lib/format-duration";
import { CourseResources } from "./course-resources";
import { LessonList } from "./lesson-list";
import type { CoursePlayer, PlayerLesson } from "./load-course-player.server";
import { NextLessonCard } from "./next-lesson-card";
import { LessonTranscriptText, UploadedMediaPlayer } from "./uploaded-media-player";
import { VideoPlayer } from "./video-player";

/** The progress controls the page places: under the title, in the lesson panel and list. */
export interface CoursePageProgress {
  /** Under the course's title (only when it has lessons). */
  bar: ReactNode;
  /** Beside the current lesson's heading. */
  marker: ReactNode;
  /** Under the current lesson's description. */
  button: ReactNode;
  /** Each lesson's mark in the lesson list. */
  status: (lesson: PlayerLesson) => ReactNode;
}

function BackToCourses() {
  const { t, path } = useI18n();
  return (
    <Link
      to={path("/courses")}
      className={buttonVariants({ variant: "ghost", className: "-ms-3" })}
    >
      <ArrowBackIcon />
      {t("course.back")}
    </Link>
  );
}

type ShownPlayer = Pick<
  CoursePlayer,
  "course" | "lessons" | "links" | "position" | "mediaVersion" | "transcripts" | "dataPricePerGb"
>;

export function CoursePageView({
  player: { course, lessons, links, position, mediaVersion, transcripts, dataPricePerGb },
  progress,
  quiz,
  tools,
  banner,
  certificate,
  countsAsView = true,
}: {
  player: ShownPlayer;
  progress: CoursePageProgress;
  /** The current lesson's quiz, below the lesson (issue #16): another feature's, handed in. */
  quiz?: ReactNode;
  /** Under the title: saving the course for offline, sharing it (issue #17); other features'. */
  tools?: ReactNode;
  /** Above the page (the admin preview's notice). */
  banner?: ReactNode;
  /** The certificate offer of a learner who completed the course (issue #16), under its title. */
  certificate?: ReactNode;
  /** False for the admin's preview: no 'view_course' for app/browser/analytics.ts to send. */
  countsAsView?: boolean;
}) {
  const i = useI18n();
  const current = lessons[position - 1];
  const next = lessons[position];
  const title = courseTitleIn(i, course);
  const currentTitle = current ? lessonTitleIn(i, current) : null;
  const currentDescription = current ? lessonDescriptionIn(i, current, course) : null;
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-6"
      // Spec §7's 'view_course', sent by app/browser/analytics.ts with this title and id.
      data-viewed-course-id={countsAsView ? course.id : undefined}
      data-viewed-course-title={countsAsView ? title.text : undefined}
    >
      {banner}
      <BackToCourses />
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {current && currentTitle && current.media && mediaVersion ? (
            // Issue #28: the organisation's own file, in the version chosen.
            <UploadedMediaPlayer
              key={current.id}
              lessonId={current.id}
              position={position}
              title={currentTitle.text}
              media={current.media}
              version={mediaVersion}
              transcripts={transcripts}
              pricePerGb={dataPricePerGb}
            />
          ) : current && currentTitle ? (
            <VideoPlayer
              key={course.id}
              videoId={current.videoId}
              startSeconds={current.videoStartSeconds}
              title={currentTitle?.text ?? ""}
              thumbnailUrl={course.thumbnailUrl}
              category={course.category}
            />
          ) : (
            <p className="flex aspect-video items-center justify-center rounded-2xl bg-slate-200 p-6 text-center text-slate-700">
              {i.t("course.noLessons")}
            </p>
          )}

          <div>
            {/* The page's direction, the title isolated when it is in another language: it lines
                up with the badges below whatever its script (decision 0027). */}
            <h1 className="text-2xl leading-snug font-bold sm:text-3xl">
              <ContentText value={title} />
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge variant="category">
                <bdi>{categoryLabelIn(i, course.category)}</bdi>
              </Badge>
              <Badge variant="level">{difficultyLabelIn(i, course.difficultyLevel)}</Badge>
              <span className="flex items-center gap-1">
                <ClockIcon className="size-4" />
                {formatDuration(i, shownDurationMinutes(course))}
              </span>
              <span className="flex items-center gap-1">
                <UserIcon className="size-4" />
                <FreeText text={instructorNameIn(i, course)} />
              </span>
            </div>
            {lessons.length > 0 ? <div className="mt-4 max-w-md">{progress.bar}</div> : null}
            {tools ? <div className="mt-4">{tools}</div> : null}
          </div>

          {certificate}

          {current && currentTitle ? (
            <section
              aria-labelledby="lesson-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="lesson-heading" className="text-lg font-bold">
                  {i.t("course.lessonHeading")}
                </h2>
                {progress.marker}
              </div>
              <p className="mt-1 text-sm font-bold text-emerald-800">
                {i.rich("course.currentLesson", {
                  number: position,
                  title: (
                    <bdi>
                      <ContentText value={currentTitle} />
                    </bdi>
                  ),
                })}
              </p>
              <p className="mt-2 text-slate-700">
                {currentDescription ? <ContentText value={currentDescription} /> : null}
              </p>
              <div className="mt-4">{progress.button}</div>
            </section>
          ) : null}

          <LessonTranscriptText transcripts={transcripts} />

          {quiz}

          {next ? <NextLessonCard lesson={next} position={position + 1} /> : null}
        </div>

        <aside className="space-y-6">
          {lessons.length > 0 ? (
            <LessonList lessons={lessons} position={position} status={progress.status} />
          ) : null}
          {links.length > 0 ? <CourseResources links={links} /> : null}
        </aside>
      </div>
    </div>
  );
}
