// Frozen once landed. Search (issue #4): one row per course holding its text already normalised
// by app/lib/arabic-normalize.ts (titles; descriptions, instructor and category; lesson titles),
// indexed by each database's own full-text machinery. The documents contain only words made of
// letters and digits separated by single spaces, so SQLite's unicode61 tokenizer and
// PostgreSQL's 'simple' parser see the same words, and a prefix query means the same on both.
//
// The row also carries copies of the course's publication, category, difficulty and creation
// time: a broad query ("الدرس" is in every lesson list) then filters and sorts thousands of
// matches without reading the courses table, which was most of its cost (docs/benchmarks.md).
import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Catalogue pages without a query read the courses table: these indexes hold every column the
  // page query needs (filter, order and id), so a deep page skips index entries, not rows.
  await db.schema.dropIndex("courses_published_created_idx").execute();
  for (const [name, filter] of [
    ["courses_published_created_id_idx", []],
    ["courses_published_category_created_id_idx", ["category"]],
    ["courses_published_difficulty_created_id_idx", ["difficulty_level"]],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on("courses")
      .columns(["is_published", ...filter, "created_at", "id"])
      .execute();
  }

  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const documentColumns = (table: CreateTableBuilder<any, any>) =>
    table
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lessons", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_published", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("difficulty_level", "text", (c) => c.notNull().defaultTo("beginner"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull());

  if (sqlite) {
    // An explicit INTEGER PRIMARY KEY: FTS5's external content is keyed by rowid, and VACUUM may
    // renumber the implicit rowids of a table without one.
    await documentColumns(
      db.schema
        .createTable("course_search")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("course_id", "text", (c) =>
          c.notNull().unique().references("courses.id").onDelete("cascade"),
        ),
    ).execute();
    // prefix='1 2': one- and two-letter prefixes (a first keystroke, or "ال") would otherwise
    // expand to thousands of words at query time; these index entries make them cheap.
    await sql`CREATE VIRTUAL TABLE course_search_fts USING fts5(
      title, body, lessons,
      content='course_search', content_rowid='id',
      tokenize='unicode61 remove_diacritics 0',
      prefix='1 2'
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
    await sql`CREATE TRIGGER course_search_au AFTER UPDATE OF title, body, lessons ON course_search
    BEGIN
      INSERT INTO course_search_fts(course_search_fts, rowid, title, body, lessons)
      VALUES ('delete', old.id, old.title, old.body, old.lessons);
      INSERT INTO course_search_fts(rowid, title, body, lessons)
      VALUES (new.id, new.title, new.body, new.lessons);
    END`.execute(db);
    return;
  }

  await documentColumns(
    db.schema
      .createTable("course_search")
      .addColumn("course_id", "text", (c) =>
        c.primaryKey().references("courses.id").onDelete("cascade"),
      ),
  )
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
  for (const name of [
    "courses_published_created_id_idx",
    "courses_published_category_created_id_idx",
    "courses_published_difficulty_created_id_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex("courses_published_created_idx")
    .on("courses")
    .columns(["is_published", "created_at"])
    .execute();
}
