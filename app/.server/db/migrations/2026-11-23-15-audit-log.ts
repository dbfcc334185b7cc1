// Frozen once landed. The audit log (issue #14 part 6, docs/decisions/0020-audit-log.md): one row
// per administrator write, sign-in and failed sign-in, inserted in the same transaction as the
// change it records. History outlives what it is about: `course_id` has no foreign key (a deleted
// course keeps its entries), and the actor's and the course's names are copied as they were.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "timestamptz", (c) => c.notNull())
    // NULL: the owner of the bootstrap password (ADMIN_PASSWORD / npm run admin:password).
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("course_id", "text")
    .addColumn("course_title", "text")
    // JSON: what changed (field-level for course edits); "{}" when there is nothing to add.
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("ip", "text", (c) => c.notNull())
    .execute();
  // Newest first, page by page (at, id) and the retention's range delete; then one per filter,
  // each ending in (at, id) so a filtered page is read in order from its index.
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  for (const column of ["actor_id", "course_id", "action"]) {
    await db.schema
      .createIndex(`audit_log_${column}_idx`)
      .on("audit_log")
      .columns([column, "at", "id"])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
