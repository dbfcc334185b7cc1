// Frozen once landed: later changes go in a new migration. Written with Kysely's schema
// builder only, so the same file runs on SQLite and PostgreSQL.
import { sql, type Kysely } from "kysely";

// Kysely types migrations loosely on purpose: they run against any past shape of the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("courses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("thumbnail_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("difficulty_level", "text", (c) =>
      c
        .notNull()
        .defaultTo("beginner")
        .check(sql`difficulty_level in ('beginner', 'intermediate', 'advanced')`),
    )
    .addColumn("duration_minutes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`duration_minutes >= 0`),
    )
    .addColumn("instructor_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("is_published", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  // Every public list filters on publication and sorts newest first.
  await db.schema
    .createIndex("courses_published_created_idx")
    .on("courses")
    .columns(["is_published", "created_at"])
    .execute();

  await db.schema
    .createTable("course_videos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("course_id", "text", (c) => c.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("youtube_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("duration_minutes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`duration_minutes >= 0`),
    )
    .addColumn("order_index", "integer", (c) => c.notNull().check(sql`order_index >= 1`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("course_videos_course_order_idx")
    .on("course_videos")
    .columns(["course_id", "order_index"])
    .execute();

  await db.schema
    .createTable("course_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("course_id", "text", (c) => c.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("order_index", "integer", (c) => c.notNull().check(sql`order_index >= 1`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("course_links_course_order_idx")
    .on("course_links")
    .columns(["course_id", "order_index"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("course_links").execute();
  await db.schema.dropTable("course_videos").execute();
  await db.schema.dropTable("courses").execute();
}
