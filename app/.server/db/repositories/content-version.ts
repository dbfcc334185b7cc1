// All SQL about the content_version row: a counter of writes to public course content, read by
// the server's page cache to tell whether a page it rendered earlier is still current
// (docs/decisions/0008-page-caching.md).
import type { CompiledQuery } from "kysely";
import type { Database } from "../schema";

/** The read below, compiled once per database: it runs on every anonymous page view. */
const versionQueries = new WeakMap<Database, CompiledQuery<{ version: number | string }>>();

/** The current content version: one primary-key read. */
export async function currentContentVersion(db: Database): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.version ?? 0);
}

/**
 * Runs `write` and bumps the content version in one transaction: the caller's, when `db` already
 * is one, or a new one. A write that rolls back therefore never bumps, and a bump is never
 * visible before the content it announces (a page rendered in between would be cached as new).
 * Every repository function that writes courses, lessons or links goes through here.
 */
export async function writeCourseContent<T>(
  db: Database,
  write: (trx: Database) => Promise<T>,
): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => writeCourseContent(trx, write));
  const result = await write(db);
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
  return result;
}
