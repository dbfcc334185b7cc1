// Frozen once landed. Search (issue #4): one row per course holding its text already normalised
// by app/lib/arabic-normalize.ts (titles; descriptions, instructor and category; lesson titles),
// indexed by each database's own full-text machinery. The documents contain only words made of
// letters and digits separated by single spaces, so SQLite's unicode61 tokenizer and
// PostgreSQL's 'simple' parser see the same words, and a prefix query means the same on both.
import { sql, SqliteAdapter, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The catalogue's category filter lists published courses of one category, newest first.
  await db.schema
    .createIndex("courses_published_category_created_idx")
    .on("courses")
    .columns(["is_published", "category", "created_at"])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // An explicit INTEGER PRIMARY KEY: FTS5's external content is keyed by rowid, and VACUUM may
    // renumber the implicit rowids of a table without one.
    await db.schema
      .createTable("course_search")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("course_id", "text", (c) =>
        c.notNull().unique().references("courses.id").onDelete("cascade"),
      )
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lessons", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sql`CREATE VIRTUAL TABLE course_search_fts USING fts5(
      title, body, lessons,
      content='course_search', content_rowid='id',
      tokenize='unicode61 remove_diacritics 0'
    )`.execute(db);
    // The FTS index follows course_search in the same transaction (the documented pattern for
    // external-content tables); cascade deletes from courses fire these triggers too.
    await sql`CREATE TRIGGER course_search_ai AFTER INSERT ON course_search BEGIN
      INSERT INTO course_search_fts(rowid, title, body, lessons)
      VALUES (new.id, new.title, new.body, new.lessons);
    END`.execute(db);
    await sql`CREATE TRIGGER course_search_ad AFTER DELETE ON course_search BEGIN
      INSERT INTO course_search_fts(course_search_fts, rowid, title, body, lessons)
      VALUES ('delete', old.id, old.title, old.body, old.lessons);
    END`.execute(db);
    await sql`CREATE TRIGGER course_search_au AFTER UPDATE ON course_search BEGIN
      INSERT INTO course_search_fts(course_search_fts, rowid, title, body, lessons)
      VALUES ('delete', old.id, old.title, old.body, old.lessons);
      INSERT INTO course_search_fts(rowid, title, body, lessons)
      VALUES (new.id, new.title, new.body, new.lessons);
    END`.execute(db);
    return;
  }

  await db.schema
    .createTable("course_search")
    .addColumn("course_id", "text", (c) =>
      c.primaryKey().references("courses.id").onDelete("cascade"),
    )
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lessons", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_tsv", sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('simple', title)`).stored(),
    )
    .addColumn("doc_tsv", sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || body || ' ' || lessons)`)
        .stored(),
    )
    .execute();
  await sql`CREATE INDEX course_search_doc_idx ON course_search USING gin (doc_tsv)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TABLE course_search_fts`.execute(db);
  }
  await db.schema.dropTable("course_search").execute();
  await db.schema.dropIndex("courses_published_category_created_idx").execute();
}
