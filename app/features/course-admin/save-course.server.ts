import {
  adminTranslator,
  DEFAULT_ADMIN_LOCALE,
  type AdminTranslator,
} from "~/i18n/admin/admin-i18n";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import {
  findCourseById,
  insertCourse,
  updateCourseDetails,
  type CourseDetails,
} from "~/.server/db/repositories/courses";
import { replaceLinks } from "~/.server/db/repositories/course-links";
import { syncLessons } from "~/.server/db/repositories/lessons";
import { writeLessonTranscripts } from "~/.server/db/repositories/lesson-transcripts";
import { findMediaFiles } from "~/.server/db/repositories/media";
import { syncQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import type { Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import { recordCourseSave, snapshotCourse } from "./course-audit.server";
import type { CourseSnapshot } from "./course-changes";
import { checkTranscripts, lessonName, unreadyLessons, unreadyNames } from "./lesson-media.server";
import {
  parseCourseForm,
  type CourseForm,
  type FieldErrors,
  type FormError,
} from "~/lib/course/course-form";

export type SaveCourseResult =
  | { ok: true; courseId: string; created: boolean }
  | { ok: false; status: number; error: FormError; fieldErrors?: FieldErrors };

class CourseNotFound extends Error {}
/** Issue #28: a published course cannot take lessons whose uploaded file is not ready. */
class PublishedNotReady extends Error {
  constructor(readonly result: SaveCourseResult) {
    super("Uploaded lessons are not ready");
  }
}

function detailsOf(course: CourseForm): CourseDetails {
  return {
    title: course.title,
    description: course.description,
    thumbnailUrl: course.thumbnailUrl,
    category: course.category,
    difficultyLevel: course.difficultyLevel,
    durationMinutes: course.durationMinutes,
    instructorName: course.instructorName,
    // Absent only from callers other than the editor: the course's pass mark then stays.
    passMark: course.passMark,
  };
}

/**
 * Creates (courseId null) or updates a course with its videos, their quizzes (issue #16) and its
 * links in ONE transaction: a failure anywhere leaves the database exactly as it was (the original
 * was not atomic, spec §8). A replaced or removed thumbnail file is deleted only after the commit, and only when
 * no other course uses it. Its audit entry, from `by`, is written in the same transaction.
 */
export async function saveCourse(
  db: Database,
  storage: Storage,
  courseId: string | null,
  input: unknown,
  log: Logger,
  by: AuditOrigin,
  /** The language of the messages (issue #27): the administrator's who saves. */
  { t }: AdminTranslator = adminTranslator(DEFAULT_ADMIN_LOCALE),
): Promise<SaveCourseResult> {
  const parsed = parseCourseForm(input, t);
  if (!parsed.ok) {
    return { ok: false, status: 400, error: parsed.error, fieldErrors: parsed.fieldErrors };
  }
  const course = parsed.course;
  // Issue #28: each transcript is checked (a caption file's broken line refuses the save).
  const transcripts = checkTranscripts(course.videos, t);
  if (!transcripts.ok) {
    const [first] = Object.values(transcripts.fieldErrors);
    return {
      ok: false,
      status: 400,
      error: { title: t("form.errorSaving"), description: first ?? t("form.invalid") },
      fieldErrors: transcripts.fieldErrors,
    };
  }
  const lessons = course.videos.map((video) => ({
    id: video.id,
    title: video.title,
    description: video.description,
    // A lesson is a YouTube video or an uploaded file (issue #28): never both.
    youtubeUrl: video.mediaId ? "" : video.youtubeUrl,
    mediaId: video.mediaId || null,
    durationMinutes: video.durationMinutes,
  }));
  // An uploaded lesson's file must exist (an id typed by hand, or one deleted since the upload).
  const mediaIds = lessons.flatMap((lesson) => (lesson.mediaId ? [lesson.mediaId] : []));
  const known = new Set((await findMediaFiles(db, mediaIds)).map((file) => file.id));
  const missing: FieldErrors = {};
  lessons.forEach((lesson, index) => {
    if (lesson.mediaId && !known.has(lesson.mediaId)) {
      missing[`videos.${index}.mediaId`] = t("form.problem", {
        name: lessonName(t, index, lesson.title),
        message: t("form.media.notFound"),
      });
    }
  });
  const [firstMissing] = Object.values(missing);
  if (firstMissing) {
    return {
      ok: false,
      status: 400,
      error: { title: t("form.errorSaving"), description: firstMissing },
      fieldErrors: missing,
    };
  }

  let previousThumbnail = "";
  try {
    const id = await db.transaction().execute(async (trx) => {
      let id: string;
      let before: CourseSnapshot | null = null;
      if (courseId === null) {
        // Spec §4: new courses start as drafts.
        id = await insertCourse(trx, { ...detailsOf(course), isPublished: false });
      } else {
        const existing = await findCourseById(trx, courseId);
        if (!existing) throw new CourseNotFound("Course not found");
        // Issue #28: saving can publish an unready lesson when the course is already published.
        if (existing.isPublished) {
          const unready = await unreadyLessons(trx, lessons);
          if (unready.length > 0) throw new PublishedNotReady(notReadyResult(unready, t));
        }
        before = await snapshotCourse(trx, existing);
        previousThumbnail = existing.thumbnailUrl;
        await updateCourseDetails(trx, courseId, detailsOf(course));
        id = courseId;
      }
      // In list order, new lessons included: each video's quiz goes to its lesson's id.
      const lessonIds = await syncLessons(trx, id, lessons);
      for (const [position, video] of course.videos.entries()) {
        const lessonId = lessonIds[position];
        if (lessonId) await syncQuizQuestions(trx, lessonId, video.questions);
      }
      await writeLessonTranscripts(
        trx,
        id,
        lessonIds.map((lessonId, position) => ({
          lessonId,
          transcripts: transcripts.lessons[position] ?? {},
        })),
        new Date(),
      );
      await replaceLinks(trx, id, course.links);
      await recordCourseSave(trx, by, before, id);
      return id;
    });
    if (previousThumbnail && previousThumbnail !== course.thumbnailUrl) {
      // Kept when another course shows the same file (its URL may have been pasted there).
      // The orphan sweep removes it later (thumbnail-cleanup.ts): worth a note, not a failure.
      await removeThumbnailIfUnused(db, storage, previousThumbnail).catch((err: unknown) =>
        log.warn({ err }, "Could not remove the replaced thumbnail"),
      );
    }
    return { ok: true, courseId: id, created: courseId === null };
  } catch (error) {
    if (error instanceof PublishedNotReady) return error.result;
    if (error instanceof CourseNotFound) {
      return {
        ok: false,
        status: 404,
        error: { title: t("form.errorSaving"), description: t("dash.courseNotFound") },
      };
    }
    log.error({ err: error }, "Saving a course failed");
    const description = error instanceof Error ? error.message : t("error.unknown");
    return { ok: false, status: 500, error: { title: t("form.errorSaving"), description } };
  }
}

/** A published course's save refused (409): the lessons not ready, each under its card too. */
function notReadyResult(
  unready: Awaited<ReturnType<typeof unreadyLessons>>,
  t: AdminTranslator["t"],
): SaveCourseResult {
  const fieldErrors: FieldErrors = {};
  for (const lesson of unready) {
    fieldErrors[`videos.${lesson.index}.mediaId`] = t("form.problem", {
      name: lessonName(t, lesson.index, lesson.title),
      message:
        lesson.status === "missing"
          ? t("form.media.notFound")
          : t("form.media.notReady", { status: t(`media.${lesson.status}`) }),
    });
  }
  return {
    ok: false,
    status: 409,
    error: {
      title: t("form.errorSaving"),
      description: t("save.publishedNotReady", { lessons: unreadyNames(t, unready) }),
    },
    fieldErrors,
  };
}
