// All SQL about the course_links table (a course's links and resources).
import type { Selectable } from "kysely";
import type { CourseLink } from "~/lib/course/course";
import type { CourseLinksTable, Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { findCourseParts, findCoursePartsOf } from "./course-parts";
import { LINK_TITLE_LOCALES } from "~/lib/course/course";
import { localizedTextColumns, readLocalizedText } from "./row-mapping";

function toCourseLink(row: Selectable<CourseLinksTable>): CourseLink {
  return {
    id: row.id,
    courseId: row.course_id,
    title: readLocalizedText(row, "title"),
    url: row.url,
    description: row.description,
    orderIndex: row.order_index,
  };
}

export function findLinksByCourseId(db: Database, courseId: string): Promise<CourseLink[]> {
  return findCoursePartsOf(db, "course_links", courseId, toCourseLink);
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
          ...localizedTextColumns("title", link.title, LINK_TITLE_LOCALES),
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
export function findLinksByCourseIds(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, CourseLink[]>> {
  return findCourseParts(db, "course_links", courseIds, toCourseLink);
}
