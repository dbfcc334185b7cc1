// All SQL about the course_videos table (a course's lessons).
import type { Selectable } from "kysely";
import type { Lesson } from "~/lib/course";
import type { CourseVideosTable, Database } from "../schema";

function toLesson(row: Selectable<CourseVideosTable>): Lesson {
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    titleAr: row.title_ar,
    description: row.description,
    descriptionAr: row.description_ar,
    youtubeUrl: row.youtube_url,
    durationMinutes: row.duration_minutes,
    orderIndex: row.order_index,
  };
}

/** A course's lessons by order_index ascending (spec §7). */
export async function findLessonsByCourseId(db: Database, courseId: string): Promise<Lesson[]> {
  const rows = await db
    .selectFrom("course_videos")
    .selectAll()
    .where("course_id", "=", courseId)
    .orderBy("order_index", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toLesson);
}

export type NewLesson = Omit<Lesson, "id" | "courseId" | "orderIndex">;

/** Inserts lessons in list order: order_index is position + 1 (spec §7, insert videos). */
export async function insertLessons(
  db: Database,
  courseId: string,
  lessons: readonly NewLesson[],
): Promise<void> {
  if (lessons.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("course_videos")
    .values(
      lessons.map((lesson, position) => ({
        id: crypto.randomUUID(),
        course_id: courseId,
        title: lesson.title,
        title_ar: lesson.titleAr,
        description: lesson.description,
        description_ar: lesson.descriptionAr,
        youtube_url: lesson.youtubeUrl,
        duration_minutes: lesson.durationMinutes,
        order_index: position + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
