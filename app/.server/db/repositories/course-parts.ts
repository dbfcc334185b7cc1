// A course's parts, its lessons (course_videos) and its links (course_links), are read the same
// way: by course, each course's in its order. One query for both (issue #25: the reads by course
// ids had been written once per table).
import type { Selectable } from "kysely";
import type { Database, DatabaseSchema } from "../schema";
import { readGroupedInChunks } from "./in-chunks";

export type CoursePartTable = "course_videos" | "course_links";

/**
 * The parts in `table` of each of `courseIds`, grouped by course id, every id present ([] when it
 * has none), each group by order_index (id breaks ties, so both databases give one order). Read
 * in chunks of ids, so an export of thousands of courses stays under each engine's limit on bound
 * parameters.
 */
export function findCourseParts<T extends CoursePartTable, V>(
  db: Database,
  table: T,
  courseIds: readonly string[],
  toValue: (row: Selectable<DatabaseSchema[T]>) => V,
): Promise<Map<string, V[]>> {
  return readGroupedInChunks(
    courseIds,
    (chunk) =>
      db
        // Both tables have the columns used here; Kysely types the query with one of them, and
        // each row is given back as its own table's.
        .selectFrom(table as CoursePartTable as "course_links")
        .selectAll()
        .where("course_id", "in", chunk)
        .orderBy("course_id", "asc")
        .orderBy("order_index", "asc")
        .orderBy("id", "asc")
        .execute(),
    (row) => row.course_id,
    (row) => toValue(row as unknown as Selectable<DatabaseSchema[T]>),
  );
}

/** The parts in `table` of one course, in order. */
export async function findCoursePartsOf<T extends CoursePartTable, V>(
  db: Database,
  table: T,
  courseId: string,
  toValue: (row: Selectable<DatabaseSchema[T]>) => V,
): Promise<V[]> {
  return (await findCourseParts(db, table, [courseId], toValue)).get(courseId) ?? [];
}
