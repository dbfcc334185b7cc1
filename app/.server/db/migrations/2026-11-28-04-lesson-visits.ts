// Frozen once landed. When each learner (or visitor) was first served each lesson (issue #27,
// decision 0041): a lesson mark is accepted only once half the lesson's stated duration has passed
// since then. `viewer` is `learner:<learner id>` or `visitor:<random key from the maarifa_visitor
// cookie>`, one column so that one primary key makes "the first serve wins" an
// INSERT … ON CONFLICT DO NOTHING on both databases, across tabs and instances.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lesson_visits")
    .addColumn("viewer", "text", (c) => c.notNull())
    .addColumn("lesson_id", "text", (c) =>
      c.notNull().references("course_videos.id").onDelete("cascade"),
    )
    .addColumn("first_served_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("lesson_visits_pk", ["viewer", "lesson_id"])
    .execute();
  // Removing a lesson (or a course) deletes by lesson_id; without this index each deleted lesson
  // would scan every visit.
  await db.schema
    .createIndex("lesson_visits_lesson_idx")
    .on("lesson_visits")
    .column("lesson_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lesson_visits").execute();
}
