// All SQL about the course_links table (a course's links and resources).
import type { Selectable } from "kysely";
import type { CourseLink } from "~/lib/course/course";
import type { CourseLinksTable, Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { readGroupedInChunks } from "./in-chunks";

function toCourseLink(row: Selectable<CourseLinksTable>): CourseLink {
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    titleFr: row.title_fr,
    url: row.url,
    description: row.description,
    orderIndex: row.order_index,
  };
}

export async function findLinksByCourseId(db: Database, courseId: string): Promise<CourseLink[]> {
  const rows = await db
    .selectFrom("course_links")
    .selectAll()
    .where("course_id", "=", courseId)
    .orderBy("order_index", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toCourseLink);
}

/** A link's content, every field of the editor. */
export type CourseLinkContent = Pick<CourseLink, "title" | "url" | "description">;
/** A link to insert. */
export type NewCourseLink = CourseLinkContent;

export async function insertLinks(
  db: Database,
  courseId: string,
  links: readonly NewCourseLink[],
): Promise<void> {
  if (links.length === 0) return;
  await writeCourseContent(db, async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto("course_links")
      .values(
        links.map((link, position) => ({
          id: crypto.randomUUID(),
          course_id: courseId,
          title: link.title,
          title_fr: link.titleFr ?? "",
          url: link.url,
          description: link.description,
          order_index: position + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

/** Replaces the course's links with `links`, in order (inside the save transaction). */
export function replaceLinks(
  db: Database,
  courseId: string,
  links: readonly CourseLinkContent[],
): Promise<void> {
  return writeCourseContent(db, async (db) => {
    await db.deleteFrom("course_links").where("course_id", "=", courseId).execute();
    await insertLinks(db, courseId, links);
  });
}

/** The links of several courses, each course's in order, grouped by course id (course export). */
export async function findLinksByCourseIds(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, CourseLink[]>> {
  return readGroupedInChunks(
    courseIds,
    (chunk) =>
      db
        .selectFrom("course_links")
        .selectAll()
        .where("course_id", "in", chunk)
        .orderBy("course_id", "asc")
        .orderBy("order_index", "asc")
        .orderBy("id", "asc")
        .execute(),
    (row) => row.course_id,
    toCourseLink,
  );
}
