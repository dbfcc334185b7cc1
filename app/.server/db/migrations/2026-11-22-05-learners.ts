// Frozen once landed. Learner accounts and their lesson progress (issue #6). A learner signs in
// with an email address, a phone number (E.164), or either when both are given; both columns are
// unique where present (NULLs do not collide, on SQLite as on PostgreSQL). Progress rows go with
// their learner and with their lesson (ON DELETE CASCADE): deleting an account or removing a
// lesson in the editor drops them, and nothing else has to remember to.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("learners")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("phone", "text", (c) => c.unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint("learners_identifier_check", sql`email is not null or phone is not null`)
    .execute();

  await db.schema
    .createTable("lesson_progress")
    .addColumn("learner_id", "text", (c) =>
      c.notNull().references("learners.id").onDelete("cascade"),
    )
    .addColumn("lesson_id", "text", (c) =>
      c.notNull().references("course_videos.id").onDelete("cascade"),
    )
    .addColumn("completed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("lesson_progress_pk", ["learner_id", "lesson_id"])
    .execute();
  // Removing a lesson (or a course) deletes by lesson_id: without this index each deleted lesson
  // would scan every learner's progress.
  await db.schema
    .createIndex("lesson_progress_lesson_idx")
    .on("lesson_progress")
    .column("lesson_id")
    .execute();
  // Deleting an account ends its sessions by subject.
  await db.schema
    .createIndex("sessions_subject_idx")
    .on("sessions")
    .columns(["kind", "subject_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sessions_subject_idx").execute();
  await db.schema.dropTable("lesson_progress").execute();
  await db.schema.dropTable("learners").execute();
}
