// All SQL the sitemap needs (issue #17): which published courses exist and when each last
// changed, a slice at a time, so a sitemap file of a large catalogue reads only its own courses.
import type { Database } from "../schema";
import { toCount, toIsoString } from "./row-mapping";

export interface CourseStamp {
  id: string;
  updatedAt: string;
}

export interface PublishedCourseSummary {
  count: number;
  /** The latest update of a published course; null when there is none. */
  lastUpdatedAt: string | null;
}

export async function summarizePublishedCourses(db: Database): Promise<PublishedCourseSummary> {
  const row = await db
    .selectFrom("courses")
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("updated_at").as("last")])
    .where("is_published", "=", true)
    .executeTakeFirst();
  const last = row?.last as Date | string | null | undefined;
  return {
    count: toCount(row?.count as string | number | undefined),
    lastUpdatedAt: last ? toIsoString(last) : null,
  };
}

/** Published courses by id (a stable order across requests), `limit` of them from `offset`. */
export async function findPublishedCourseStamps(
  db: Database,
  offset: number,
  limit: number,
): Promise<CourseStamp[]> {
  const rows = await db
    .selectFrom("courses")
    .select(["id", "updated_at"])
    .where("is_published", "=", true)
    .orderBy("id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: toIsoString(row.updated_at) }));
}
