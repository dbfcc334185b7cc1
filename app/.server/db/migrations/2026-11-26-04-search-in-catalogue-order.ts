// Frozen once landed. Search reads matches in catalogue order and stops at the page (issue #18,
// decision 0034).
//
// SQLite: a search row's id (its rowid in the FTS5 index) becomes its place in the newest-first
// order, (created_at in milliseconds) × 2048 + its rank by course_id among the courses created in
// the same millisecond, as writeSqliteDocument in repositories/course-search.ts keeps it. The
// rows are renumbered here in SQL, their FTS entries with them: no document changes.
//
// PostgreSQL: the title tier of a search gets its own GIN index, and the search table an index in
// the newest-first order, which a search matching many courses walks until its page is full; the
// document's vector is made small enough to check in the row itself (below).
import { sql, SqliteAdapter, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // created_at is an ISO 8601 string with milliseconds (toIsoString), as the documents store it.
    const columns = sql`course_id, title, body, lessons, is_published, category, difficulty_level,
      created_at`;
    await sql`CREATE TEMP TABLE course_search_renumbered AS
      SELECT (CAST(strftime('%s', created_at) AS INTEGER) * 1000
          + CAST(substr(created_at, 21, 3) AS INTEGER)) * 2048
          + row_number() OVER (PARTITION BY created_at ORDER BY course_id) - 1 AS id,
        ${columns}
      FROM course_search`.execute(db);
    // The triggers take each row out of the FTS index and put it back under its new rowid.
    await sql`DELETE FROM course_search`.execute(db);
    await sql`INSERT INTO course_search (id, ${columns})
      SELECT id, ${columns} FROM course_search_renumbered`.execute(db);
    await sql`DROP TABLE course_search_renumbered`.execute(db);
    return;
  }
  // The document's vector loses its word positions (strip: no query here uses them) and is kept
  // in the row itself (STORAGE MAIN, compressed), not in TOAST: checking a match is then about a
  // microsecond a row instead of fifteen, which is what a walk in catalogue order reads. The
  // column is made again, so the documents are too: emptied here, rewritten by migrateToLatest
  // with the rest of the start-up (as after 2026-11-23-01).
  await sql`DELETE FROM course_search`.execute(db);
  await sql`ALTER TABLE course_search DROP COLUMN doc_tsv`.execute(db);
  await sql`ALTER TABLE course_search ADD COLUMN doc_tsv tsvector GENERATED ALWAYS AS
    (strip(to_tsvector('simple', title || ' ' || body || ' ' || lessons))) STORED`.execute(db);
  await sql`ALTER TABLE course_search ALTER COLUMN doc_tsv SET STORAGE MAIN`.execute(db);
  await sql`ALTER TABLE course_search ALTER COLUMN title_tsv SET STORAGE MAIN`.execute(db);
  await sql`CREATE INDEX course_search_doc_idx ON course_search USING gin (doc_tsv)`.execute(db);
  await sql`CREATE INDEX course_search_title_idx ON course_search USING gin (title_tsv)`.execute(
    db,
  );
  await sql`CREATE INDEX course_search_created_idx
    ON course_search (created_at DESC, course_id DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // SQLite keeps its numbering: any numbering is valid, this one is also in order.
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`DROP INDEX course_search_created_idx`.execute(db);
  await sql`DROP INDEX course_search_title_idx`.execute(db);
  await sql`ALTER TABLE course_search ALTER COLUMN title_tsv SET STORAGE EXTENDED`.execute(db);
  await sql`DELETE FROM course_search`.execute(db);
  await sql`ALTER TABLE course_search DROP COLUMN doc_tsv`.execute(db);
  await sql`ALTER TABLE course_search ADD COLUMN doc_tsv tsvector GENERATED ALWAYS AS
    (to_tsvector('simple', title || ' ' || body || ' ' || lessons)) STORED`.execute(db);
  await sql`CREATE INDEX course_search_doc_idx ON course_search USING gin (doc_tsv)`.execute(db);
}
