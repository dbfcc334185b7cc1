// Frozen once landed. French course content (issue #15): an optional French title and
// description on courses and lessons, and an optional French title on links, stored exactly as
// the Arabic ones are (text, NOT NULL, '' when absent), so that every existing row reads as
// "no French" without a backfill.
//
// The search documents gain the French text, and the normaliser now folds the ligatures œ and æ
// ("œuvre" is found by "oeuvre"). Documents are derived in TypeScript, which a migration must not
// call (decision 0006), so this one empties the search table, like
// 2026-11-23-01-search-conjunction-reindex: `migrateToLatest` then writes every course's document
// again, with its French text, in the same start-up.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const table of ["courses", "course_videos"]) {
    await db.schema
      .alterTable(table)
      .addColumn("title_fr", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("description_fr", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  await db.schema
    .alterTable("course_links")
    .addColumn("title_fr", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // On SQLite the delete trigger removes each row from the FTS index too.
  await sql`DELETE FROM course_search`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // SQLite (3.35+) and PostgreSQL both drop a column that no index or constraint uses.
  await db.schema.alterTable("course_links").dropColumn("title_fr").execute();
  for (const table of ["course_videos", "courses"]) {
    await db.schema.alterTable(table).dropColumn("description_fr").execute();
    await db.schema.alterTable(table).dropColumn("title_fr").execute();
  }
  // The documents are rebuilt without the French text at the next start.
  await sql`DELETE FROM course_search`.execute(db);
}
