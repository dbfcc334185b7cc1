// Frozen once landed. One row counting writes to public course content (courses, lessons,
// links). Every repository function that writes them bumps it in the same transaction, so a
// process holding a rendered page knows it is stale by comparing one number, even when another
// process over the same PostgreSQL did the write (issue #5, docs/decisions/0008-page-caching.md).
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
