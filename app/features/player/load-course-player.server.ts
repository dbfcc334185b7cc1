import type { Database } from "~/.server/db/schema";
import { findCourseById, findPublishedCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { findCompletedLessonIds } from "~/.server/db/repositories/lesson-progress";
import { findLessonMediaFiles, type LessonMediaFile } from "~/.server/db/repositories/media";
import { findLessonTranscripts } from "~/.server/db/repositories/lesson-transcripts";
import { findSiteSetting } from "~/.server/db/repositories/site-settings";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import { shownDataPrice } from "~/lib/data-price";
import type { LessonTranscript, MediaKind, MediaVersion, MediaVersionName } from "~/lib/media";
import { chooseMediaVersion, NO_MEDIA_PREFERENCE, type MediaPreference } from "~/lib/media-choice";
import { selectLesson } from "~/lib/lesson-selection";
import { isHttpUrl } from "~/lib/safe-url";
import { parseYouTubeLink } from "~/lib/youtube-url";

/** An uploaded lesson's ready media (issue #28): what the page plays and offers. */
export interface PlayerMedia {
  kind: MediaKind;
  posterUrl: string | null;
  durationMs: number;
  /** Audio (WebM then M4A), light, standard: the repository's order. */
  versions: MediaVersion[];
}

export interface PlayerLesson extends Lesson {
  /** The parsed video id, or null when the stored link does not parse ('video unavailable'). */
  videoId: string | null;
  /** Where the video starts, from the stored link's `t=`/`start=` (issue #14); null: the start. */
  videoStartSeconds: number | null;
  /**
   * An uploaded lesson's media once ready; null for a YouTube lesson, and for an uploaded one not
   * ready yet, which then shows as 'video unavailable' (its videoId is null too).
   */
  media: PlayerMedia | null;
}

function withVideo(lesson: Lesson, uploaded: LessonMediaFile | undefined): PlayerLesson {
  if (uploaded) {
    const { media } = uploaded;
    const ready = media.status === "ready" && media.versions.length > 0;
    return {
      ...lesson,
      videoId: null,
      videoStartSeconds: null,
      media: ready
        ? {
            kind: media.kind,
            posterUrl: media.posterUrl,
            durationMs: media.durationMs,
            versions: media.versions,
          }
        : null,
    };
  }
  const link = parseYouTubeLink(lesson.youtubeUrl);
  return link.kind === "video"
    ? { ...lesson, videoId: link.id, videoStartSeconds: link.startSeconds ?? null, media: null }
    : { ...lesson, videoId: null, videoStartSeconds: null, media: null };
}

export interface CoursePlayer {
  course: Course;
  lessons: PlayerLesson[];
  links: CourseLink[];
  /** 1-based position of the selected lesson (0 when the course has no lessons). */
  position: number;
  /** The signed-in learner's completed lessons of this course; none for a visitor. */
  completedLessonIds: string[];
  /** The current lesson's version to play, when it is an uploaded one (issue #28). */
  mediaVersion: MediaVersionName | null;
  /** The current lesson's transcripts, in every language it has. */
  transcripts: LessonTranscript[];
  /** The administrator's price of a gigabyte (MRU); null: no cost is shown. */
  dataPricePerGb: number | null;
}

/**
 * Everything the course page shows, or null when the course is unknown or unpublished. Without a
 * requested lesson, a signed-in learner starts at their first unfinished one (issue #6); a
 * visitor at the first, so that the page is the same for every visitor and can be cached.
 */
export async function loadCoursePlayer(
  db: Database,
  courseId: string,
  requestedPosition: number | null,
  learnerId: string | null = null,
  preference: MediaPreference = NO_MEDIA_PREFERENCE,
): Promise<CoursePlayer | null> {
  const course = await findPublishedCourseById(db, courseId);
  return course ? assemblePlayer(db, course, requestedPosition, learnerId, preference) : null;
}

/**
 * The same page for the admin's preview (issue #14, decision 0022): any course, draft or not,
 * exactly as a visitor would get it once published. Only an admin route may call this.
 */
export async function loadCoursePreview(
  db: Database,
  courseId: string,
  requestedPosition: number | null,
  preference: MediaPreference = NO_MEDIA_PREFERENCE,
): Promise<CoursePlayer | null> {
  const course = await findCourseById(db, courseId);
  return course ? assemblePlayer(db, course, requestedPosition, null, preference) : null;
}

async function assemblePlayer(
  db: Database,
  course: Course,
  requestedPosition: number | null,
  learnerId: string | null,
  preference: MediaPreference,
): Promise<CoursePlayer> {
  const [lessons, links, completedLessonIds, price] = await Promise.all([
    findLessonsByCourseId(db, course.id),
    findLinksByCourseId(db, course.id),
    learnerId ? findCompletedLessonIds(db, learnerId, course.id) : Promise.resolve([]),
    findSiteSetting(db, "data_price_per_gb"),
  ]);
  const completed = new Set(completedLessonIds);
  const firstUnfinished = lessons.findIndex((lesson) => !completed.has(lesson.id)) + 1;
  const { position } = selectLesson(
    lessons,
    requestedPosition ?? (learnerId && firstUnfinished > 0 ? firstUnfinished : 1),
  );
  const current = lessons[position - 1];
  // Every lesson's media at once (two queries), the transcripts of the one shown only: the
  // others' texts would be bytes no one reads on this page.
  const [uploaded, transcripts] = await Promise.all([
    findLessonMediaFiles(
      db,
      lessons.map((lesson) => lesson.id),
    ),
    current ? findLessonTranscripts(db, [current.id]) : Promise.resolve([]),
  ]);
  const mediaOf = new Map(uploaded.map((file) => [file.lessonId, file]));
  const playerLessons = lessons.map((lesson) => withVideo(lesson, mediaOf.get(lesson.id)));
  const currentMedia = playerLessons[position - 1]?.media ?? null;
  return {
    course,
    lessons: playerLessons,
    // Writes are validated too; this keeps a bad stored link from ever becoming a live one.
    links: links.filter((link) => isHttpUrl(link.url)),
    position,
    completedLessonIds,
    mediaVersion: currentMedia
      ? chooseMediaVersion(
          currentMedia.versions.map((v) => v.version),
          preference,
        )
      : null,
    transcripts,
    dataPricePerGb: shownDataPrice(price),
  };
}
