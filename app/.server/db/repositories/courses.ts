// All SQL about the courses table.
import type { Course } from "~/lib/course/course";
import { DEFAULT_PASS_MARK } from "~/lib/course/quiz";
import type { Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { refreshCourseSearch, refreshCourseSearches } from "./course-search";
import { lessonRow, type NewLesson } from "./lessons";
import { localizedTextColumns, toCount, toCourse } from "./row-mapping";
import { IDS_PER_STATEMENT, inChunks } from "./in-chunks";

/** Published courses, newest first (spec §7: home and catalogue reads). */
export async function findPublishedCourses(
  db: Database,
  options: { limit?: number } = {},
): Promise<Course[]> {
  let query = db
    .selectFrom("courses")
    .selectAll()
    .where("is_published", "=", true)
    // id breaks ties so equal timestamps still give one stable order on both databases.
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toCourse);
}

/** One course by id, only when it is published (spec §7, player). */
export async function findPublishedCourseById(db: Database, id: string): Promise<Course | null> {
  const row = await db
    .selectFrom("courses")
    .selectAll()
    .where("id", "=", id)
    .where("is_published", "=", true)
    .executeTakeFirst();
  return row ? toCourse(row) : null;
}

/** How many courses there are; with `isPublished`, only published (or only draft) ones. */
export async function countCourses(
  db: Database,
  filter: { isPublished?: boolean } = {},
): Promise<number> {
  let query = db.selectFrom("courses").select((eb) => eb.fn.countAll().as("count"));
  if (filter.isPublished !== undefined)
    query = query.where("is_published", "=", filter.isPublished);
  const row = await query.executeTakeFirst();
  return toCount(row?.count as string | number | undefined);
}

/**
 * How many courses are published, counted up to `limit` (issue #27): the home page and the
 * catalogue show the exact figure, or "more than `limit`" past it, so a count reads at most
 * `limit` + 1 index entries however large the catalogue (as the catalogue's, decision 0034).
 */
export async function countPublishedCoursesUpTo(
  db: Database,
  limit: number,
): Promise<{ count: number; isLowerBound: boolean }> {
  const row = await db
    .selectFrom(
      db
        .selectFrom("courses")
        .select("id")
        .where("is_published", "=", true)
        .limit(limit + 1)
        .as("published"),
    )
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  const count = toCount(row?.count as string | number | undefined);
  return count > limit ? { count: limit, isLowerBound: true } : { count, isLowerBound: false };
}

/** The pass mark is optional when inserting (DEFAULT_PASS_MARK, the column's default). */
type OptionalOnInsert = "passMark";

export type NewCourse = Omit<Course, "id" | "createdAt" | "updatedAt" | OptionalOnInsert> &
  Partial<Pick<Course, OptionalOnInsert>> & {
    /** Defaults to now; the seed spreads dates so the demo catalogue has a real order. */
    createdAt?: Date;
  };

/** Inserts a course and its search document: call it inside the caller's transaction. */
export async function insertCourse(db: Database, course: NewCourse): Promise<string> {
  const [id] = await insertCourses(db, [{ course, lessons: [] }]);
  return id as string;
}

/**
 * Inserts courses with their lessons and search documents in a few statements (a bulk load:
 * benchmarks at 100,000 courses, issue #18); insertCourse for one.
 */
export function insertCourses(
  db: Database,
  entries: readonly { course: NewCourse; lessons: readonly NewLesson[] }[],
): Promise<string[]> {
  return writeCourseContent(db, async (db) => {
    const rows = entries.map(({ course }) => {
      const createdAt = (course.createdAt ?? new Date()).toISOString();
      return {
        id: crypto.randomUUID(),
        ...localizedTextColumns("title", course.title),
        ...localizedTextColumns("description", course.description),
        thumbnail_url: course.thumbnailUrl,
        category: course.category,
        difficulty_level: course.difficultyLevel,
        duration_minutes: course.durationMinutes,
        instructor_name: course.instructorName,
        is_published: course.isPublished,
        pass_mark: course.passMark ?? DEFAULT_PASS_MARK,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    const ids = rows.map((row) => row.id);
    // Batches stay under either database's limit of bound parameters per statement.
    for (const chunk of inChunks(rows)) await db.insertInto("courses").values(chunk).execute();
    const lessons = entries.flatMap(({ lessons }, n) =>
      lessons.map((lesson, position) => lessonRow(ids[n] as string, lesson, position)),
    );
    for (const chunk of inChunks(lessons, 4 * IDS_PER_STATEMENT)) {
      await db.insertInto("course_videos").values(chunk).execute();
    }
    await refreshCourseSearches(db, ids);
    return ids;
  });
}

/** Deletes a course; its lessons and links go with it (ON DELETE CASCADE). */
export function deleteCourseById(db: Database, id: string): Promise<boolean> {
  return writeCourseContent(db, async (db) => {
    const result = await db.deleteFrom("courses").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Every course, drafts included, newest first (spec §7: admin read all courses). */
export async function findAllCourses(db: Database): Promise<Course[]> {
  const rows = await db
    .selectFrom("courses")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toCourse);
}

/** One course by id whatever its publication state (admin editor). */
export async function findCourseById(db: Database, id: string): Promise<Course | null> {
  const row = await db.selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCourse(row) : null;
}

/** Returns false when no course has this id. */
export function setCoursePublished(
  db: Database,
  id: string,
  isPublished: boolean,
): Promise<boolean> {
  return writeCourseContent(db, async (db) => {
    const result = await db
      .updateTable("courses")
      .set({ is_published: isPublished, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    // Search filters on its own copy of the publication state.
    if (updated) await refreshCourseSearch(db, id);
    return updated;
  });
}

/**
 * Every field the editor sets, every language of each text included: an update writes all of
 * them, so a missing one would erase what was there.
 */
export type CourseDetails = Omit<
  Course,
  "id" | "isPublished" | "createdAt" | "updatedAt" | "passMark"
> & {
  /** Left as it is when absent (Kysely leaves out undefined values). */
  passMark?: number;
};

/**
 * Updates the editor's fields (publication is the dashboard's toggle) and the search document.
 * False when not found.
 */
export function updateCourseDetails(
  db: Database,
  id: string,
  details: CourseDetails,
): Promise<boolean> {
  return writeCourseContent(db, async (db) => {
    const result = await db
      .updateTable("courses")
      .set({
        ...localizedTextColumns("title", details.title),
        ...localizedTextColumns("description", details.description),
        thumbnail_url: details.thumbnailUrl,
        category: details.category,
        difficulty_level: details.difficultyLevel,
        duration_minutes: details.durationMinutes,
        instructor_name: details.instructorName,
        pass_mark: details.passMark,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    if (updated) await refreshCourseSearch(db, id);
    return updated;
  });
}

export interface CourseStats {
  total: number;
  published: number;
  drafts: number;
  /** Distinct category values (spec §2, admin dashboard). */
  categories: number;
}

export async function courseStats(db: Database): Promise<CourseStats> {
  const row = await db
    .selectFrom("courses")
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn.sum(eb.case().when("is_published", "=", true).then(1).else(0).end()).as("published"),
      eb.fn.count("category").distinct().as("categories"),
    ])
    .executeTakeFirst();
  const total = toCount(row?.total as string | number | undefined);
  const published = toCount(row?.published as string | number | undefined);
  return {
    total,
    published,
    drafts: total - published,
    categories: toCount(row?.categories as string | number | undefined),
  };
}

/** Every course's thumbnail_url (for sweeping uploaded files no course uses any more). */
export async function findAllThumbnailUrls(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectFrom("courses")
    .select("thumbnail_url")
    .where("thumbnail_url", "!=", "")
    .execute();
  return new Set(rows.map((row) => row.thumbnail_url));
}
