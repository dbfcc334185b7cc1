// All SQL about the course_videos table (a course's lessons).
import type { Selectable } from "kysely";
import type { Lesson } from "~/lib/course";
import type { CourseVideosTable, Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { refreshCourseSearch } from "./course-search";

function toLesson(row: Selectable<CourseVideosTable>): Lesson {
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    titleAr: row.title_ar,
    titleFr: row.title_fr,
    description: row.description,
    descriptionAr: row.description_ar,
    descriptionFr: row.description_fr,
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

/** A lesson's content, every field of the editor (the French ones included). */
export type LessonContent = Omit<Lesson, "id" | "courseId" | "orderIndex">;

type FrenchLessonText = "titleFr" | "descriptionFr";
/** A lesson to insert: its French text is optional ("" when left out, the column's default). */
export type NewLesson = Omit<LessonContent, FrenchLessonText> &
  Partial<Pick<LessonContent, FrenchLessonText>>;

/** The columns a lesson's content and place set, on insert and on update alike. */
function lessonColumns(lesson: NewLesson, position: number, now: string) {
  return {
    title: lesson.title,
    title_ar: lesson.titleAr,
    title_fr: lesson.titleFr ?? "",
    description: lesson.description,
    description_ar: lesson.descriptionAr,
    description_fr: lesson.descriptionFr ?? "",
    youtube_url: lesson.youtubeUrl,
    duration_minutes: lesson.durationMinutes,
    // Spec §7: order_index is the position in the list plus one.
    order_index: position + 1,
    updated_at: now,
  };
}

/** Inserts lessons in list order: order_index is position + 1 (spec §7, insert videos). */
export async function insertLessons(
  db: Database,
  courseId: string,
  lessons: readonly NewLesson[],
): Promise<void> {
  if (lessons.length === 0) return;
  await writeCourseContent(db, async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto("course_videos")
      .values(
        lessons.map((lesson, position) => ({
          ...lessonColumns(lesson, position, now),
          id: crypto.randomUUID(),
          course_id: courseId,
          created_at: now,
        })),
      )
      .execute();
    // Lesson titles are searchable: the course's search document follows in the same transaction.
    await refreshCourseSearch(db, courseId);
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
 * inserted, and the rest are deleted. Run it inside the save transaction.
 */
export function syncLessons(
  db: Database,
  courseId: string,
  lessons: readonly LessonInput[],
): Promise<void> {
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
    for (const [position, lesson] of lessons.entries()) {
      const values = lessonColumns(lesson, position, now);
      if (lesson.id && existing.has(lesson.id)) {
        await db
          .updateTable("course_videos")
          .set(values)
          .where("id", "=", lesson.id)
          .where("course_id", "=", courseId)
          .execute();
      } else {
        await db
          .insertInto("course_videos")
          .values({ ...values, id: crypto.randomUUID(), course_id: courseId, created_at: now })
          .execute();
      }
    }
    await refreshCourseSearch(db, courseId);
  });
}

/**
 * The lessons of several courses, each course's in order (course export, issue #14): grouped by
 * course id, every id present (with [] when it has none). Read in chunks of ids, so a site of
 * thousands of courses stays under each engine's limit on bound parameters.
 */
export async function findLessonsByCourseIds(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, Lesson[]>> {
  const byCourse = new Map(courseIds.map((id) => [id, [] as Lesson[]]));
  for (let start = 0; start < courseIds.length; start += 500) {
    const rows = await db
      .selectFrom("course_videos")
      .selectAll()
      .where("course_id", "in", courseIds.slice(start, start + 500))
      .orderBy("course_id", "asc")
      .orderBy("order_index", "asc")
      .orderBy("id", "asc")
      .execute();
    for (const row of rows) byCourse.get(row.course_id)?.push(toLesson(row));
  }
  return byCourse;
}
