// All SQL about the course_videos table (a course's lessons).
import type { Selectable } from "kysely";
import type { Lesson } from "~/lib/course/course";
import type { CourseVideosTable, Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { refreshCourseSearch } from "./course-search";
import { findCourseParts, findCoursePartsOf } from "./course-parts";
import { localizedTextColumns, readLocalizedText } from "./row-mapping";

function toLesson(row: Selectable<CourseVideosTable>): Lesson {
  return {
    id: row.id,
    courseId: row.course_id,
    title: readLocalizedText(row, "title"),
    description: readLocalizedText(row, "description"),
    youtubeUrl: row.youtube_url,
    mediaId: row.media_id,
    durationMinutes: row.duration_minutes,
    orderIndex: row.order_index,
  };
}

/** A course's lessons by order_index ascending (spec §7). */
export function findLessonsByCourseId(db: Database, courseId: string): Promise<Lesson[]> {
  return findCoursePartsOf(db, "course_videos", courseId, toLesson);
}

/** A lesson's content, every field of the editor (every language of each text). */
export type LessonContent = Omit<Lesson, "id" | "courseId" | "orderIndex">;
/** A lesson to insert: without `mediaId`, a YouTube lesson (every lesson before issue #28). */
export type NewLesson = Omit<LessonContent, "mediaId"> & { mediaId?: string | null };

/** The columns a lesson's content and place set, on insert and on update alike. */
function lessonColumns(lesson: NewLesson, position: number, now: string) {
  return {
    ...localizedTextColumns("title", lesson.title),
    ...localizedTextColumns("description", lesson.description),
    youtube_url: lesson.youtubeUrl,
    media_id: lesson.mediaId ?? null,
    duration_minutes: lesson.durationMinutes,
    // Spec §7: order_index is the position in the list plus one.
    order_index: position + 1,
    updated_at: now,
  };
}

/** A new lesson's row, at `position` in its course. */
export function lessonRow(courseId: string, lesson: NewLesson, position: number) {
  const now = new Date().toISOString();
  return {
    ...lessonColumns(lesson, position, now),
    id: crypto.randomUUID(),
    course_id: courseId,
    created_at: now,
  };
}

/**
 * Inserts lessons in list order: order_index is position + 1 (spec §7, insert videos). Returns
 * their new ids in the same order (the import and the seed attach quizzes to them).
 */
export async function insertLessons(
  db: Database,
  courseId: string,
  lessons: readonly NewLesson[],
): Promise<string[]> {
  if (lessons.length === 0) return [];
  return writeCourseContent(db, async (db) => {
    const rows = lessons.map((lesson, position) => lessonRow(courseId, lesson, position));
    await db.insertInto("course_videos").values(rows).execute();
    // Lesson titles are searchable: the course's search document follows in the same transaction.
    await refreshCourseSearch(db, courseId);
    return rows.map((row) => row.id);
  });
}

/** Every field required: a lesson updated in place gets all of them, so none is erased unseen. */
export type LessonInput = LessonContent & {
  /** Present for a lesson that already exists: it is updated in place, keeping its id. */
  id?: string;
};

/**
 * Makes the course's lessons exactly `lessons`, in that order: existing ones (matched by id) are
 * updated in place so their ids stay stable (learner progress refers to them), new ones are
 * inserted, and the rest are deleted (their quiz questions, progress and results go with them, by
 * cascade). Returns the lessons' ids in list order, new ones included, so that the save can
 * attach each video's quiz to its lesson. Run it inside the save transaction.
 */
export function syncLessons(
  db: Database,
  courseId: string,
  lessons: readonly LessonInput[],
): Promise<string[]> {
  return writeCourseContent(db, async (db) => {
    const existing = new Set(
      (
        await db
          .selectFrom("course_videos")
          .select("id")
          .where("course_id", "=", courseId)
          .execute()
      ).map((row) => row.id),
    );
    const kept = lessons.flatMap((lesson) =>
      lesson.id && existing.has(lesson.id) ? [lesson.id] : [],
    );
    let removal = db.deleteFrom("course_videos").where("course_id", "=", courseId);
    if (kept.length > 0) removal = removal.where("id", "not in", kept);
    await removal.execute();

    const now = new Date().toISOString();
    const ids: string[] = [];
    for (const [position, lesson] of lessons.entries()) {
      const values = lessonColumns(lesson, position, now);
      // The same id twice in one list is one lesson: the second is a new one.
      if (lesson.id && existing.has(lesson.id) && !ids.includes(lesson.id)) {
        await db
          .updateTable("course_videos")
          .set(values)
          .where("id", "=", lesson.id)
          .where("course_id", "=", courseId)
          .execute();
        ids.push(lesson.id);
      } else {
        const id = crypto.randomUUID();
        await db
          .insertInto("course_videos")
          .values({ ...values, id, course_id: courseId, created_at: now })
          .execute();
        ids.push(id);
      }
    }
    await refreshCourseSearch(db, courseId);
    return ids;
  });
}

/**
 * The lessons of several courses, each course's in order (course export, issue #14): grouped by
 * course id, every id present (with [] when it has none). Read in chunks of ids, so a site of
 * thousands of courses stays under each engine's limit on bound parameters.
 */
export function findLessonsByCourseIds(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, Lesson[]>> {
  return findCourseParts(db, "course_videos", courseIds, toLesson);
}
