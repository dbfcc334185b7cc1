// Whether a course still points at a stored thumbnail file. Read before such a file is deleted:
// one course's upload URL may have been pasted into another course (issue #3), so a course
// letting go of a file does not mean no course shows it.
import { sql } from "kysely";
import type { Database } from "../schema";

/** `text` as a LIKE pattern matching only itself (with ESCAPE '\'). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * True when any course's thumbnail URL contains `path` (such as "/<name>" or
 * "/course-thumbnails/<name>"), whether the URL is relative, the file's full address pasted in,
 * or its address in a public bucket. Matching more than the exact
 * URL only ever keeps a file that could have gone; matching less would break a course's image.
 */
export async function isThumbnailPathReferenced(db: Database, path: string): Promise<boolean> {
  const row = await db
    .selectFrom("courses")
    .select("id")
    .where(sql<boolean>`thumbnail_url like ${`%${likeLiteral(path)}%`} escape '\\'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
