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
import { syncQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import type { Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import { recordCourseSave, snapshotCourse } from "./course-audit.server";
import type { CourseSnapshot } from "./course-changes";
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
  const lessons = course.videos.map((video) => ({
    id: video.id,
    title: video.title,
    description: video.description,
    youtubeUrl: video.youtubeUrl,
    durationMinutes: video.durationMinutes,
  }));

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
