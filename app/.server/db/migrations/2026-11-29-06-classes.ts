// Frozen once landed. Classes (issue #29): a group of learners that one or more teachers (named
// administrators with the role 'teacher') follow, with the courses assigned to it.
// - `classes`: name, description, optional dates (YYYY-MM-DD, a calendar day, not an instant),
//   the join code (NULL while it is off; unique, so /join/{code} finds one class), archived_at.
// - `class_teachers`: who teaches it; a teacher sees only these classes.
// - `class_members`: its learners, with the name the roster gave them (a learner's account has no
//   name of its own but its certificate name), and how they came (import, join link, added).
// - `class_courses`: its assigned courses, each with an optional due day.
// - `learner_sign_in_codes`: a class sheet's one-time sign-in code for a learner an import created
//   without a password (decision 0050): its argon2id hash only, at most one per learner.
// Deleting a class deletes these rows and keeps the learners' accounts and progress.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("classes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .addColumn("join_code", "text", (c) => c.unique())
    .addColumn("archived_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("class_teachers")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("administrator_id", "text", (c) =>
      c.notNull().references("administrators.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("class_teachers_pk", ["class_id", "administrator_id"])
    .execute();
  // A teacher's class list, and every scoped request's check.
  await db.schema
    .createIndex("class_teachers_administrator_idx")
    .on("class_teachers")
    .columns(["administrator_id", "class_id"])
    .execute();

  await db.schema
    .createTable("class_members")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("learner_id", "text", (c) =>
      c.notNull().references("learners.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('import', 'join', 'added')`),
    )
    .addColumn("joined_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("class_members_pk", ["class_id", "learner_id"])
    .execute();
  // A learner's classes (/account).
  await db.schema
    .createIndex("class_members_learner_idx")
    .on("class_members")
    .columns(["learner_id", "class_id"])
    .execute();

  await db.schema
    .createTable("class_courses")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("course_id", "text", (c) => c.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("due_on", "text")
    .addColumn("assigned_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("class_courses_pk", ["class_id", "course_id"])
    .execute();
  await db.schema
    .createIndex("class_courses_course_idx")
    .on("class_courses")
    .column("course_id")
    .execute();

  await db.schema
    .createTable("learner_sign_in_codes")
    .addColumn("learner_id", "text", (c) =>
      c.primaryKey().references("learners.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    // The administrator who printed it (no foreign key, like the audit log's).
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("learner_sign_in_codes").execute();
  await db.schema.dropTable("class_courses").execute();
  await db.schema.dropTable("class_members").execute();
  await db.schema.dropTable("class_teachers").execute();
  await db.schema.dropTable("classes").execute();
}
