// db:copy's logic: a populated SQLite database copied into a fresh one (PostgreSQL when
// TEST_DATABASE_URL is set, and SQLite), every row of every table compared, search on the target,
// and every refusal leaving the target as it was.
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { searchTerms } from "~/lib/arabic-normalize";
import { copyDatabase } from "./copy-database";
import {
  canonicalRow,
  DATA_TABLES,
  dataTableNames,
  digestTable,
  nonEmptyTables,
  OperatorError,
  type DataTable,
} from "./data-tables";
import { findAdminPasswordHash } from "./repositories/admin-credentials";
import { searchPublishedCourses } from "./repositories/course-search";
import type { Database } from "./schema";
import { FailInsertsInto } from "./testing/fail-inserts-into";
import { POPULATED, populateEveryTable } from "./testing/populate-every-table";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing/test-databases";
import type { DatabaseKind } from "./create-database";

const pairs: [DatabaseKind, DatabaseKind][] = testDatabaseKinds().map((kind) => ["sqlite", kind]);
if (testDatabaseKinds().includes("postgres")) pairs.push(["postgres", "sqlite"]);

/** Every row of a table in canonical form, sorted: what "the same content" means. */
async function allRows(db: Database, table: DataTable): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
    db,
  );
  return rows.map((row) => JSON.stringify(canonicalRow(table, row))).sort();
}

async function digests(db: Database) {
  return Promise.all(dataTableNames().map((table) => digestTable(db, table)));
}

describe.each(pairs)("copying %s into %s", (sourceKind, targetKind) => {
  let source: TestDatabase;
  const targets: TestDatabase[] = [];
  const freshTarget = async () => {
    const target = await createTestDatabase(targetKind);
    targets.push(target);
    return target.db;
  };

  beforeAll(async () => {
    source = await createTestDatabase(sourceKind);
    await populateEveryTable(source.db);
  });
  afterAll(async () => {
    await source?.destroy();
  });
  afterEach(async () => {
    for (const target of targets.splice(0)) await target.destroy();
  });

  it("copies every row of every table, then refuses to copy into it again", async () => {
    const target = await freshTarget();
    // Batches of 2: many keyset pages, and the 5 identical analytics rows span three of them.
    const report = await copyDatabase(source.db, target, { batchSize: 2 });

    for (const table of dataTableNames()) {
      const expected = await allRows(source.db, table);
      expect(expected.length, `${table} is populated`).toBeGreaterThan(0);
      expect(await allRows(target, table), table).toEqual(expected);
    }
    expect(report.tables.map((t) => t.table)).toEqual(Object.keys(DATA_TABLES));
    expect(report.tables.find((t) => t.table === "analytics_events")?.rows).toBe(
      POPULATED.analyticsEvents,
    );
    expect(await digests(target)).toEqual(await digests(source.db));

    // The types each engine stores, read back through the repositories.
    expect(await findAdminPasswordHash(target)).toBe(
      "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
    );
    const published = await target
      .selectFrom("courses")
      .select(["title_ar", "title_fr", "is_published", "created_at"])
      .where("title", "=", "Digital marketing basics")
      .executeTakeFirstOrThrow();
    expect(published.title_ar).toBe(POPULATED.publishedTitle.ar);
    expect(published.title_fr).toBe(POPULATED.publishedTitle.fr);
    expect(Boolean(published.is_published)).toBe(true);
    expect(new Date(published.created_at).toISOString()).toBe("2026-01-05T09:30:15.123Z");

    // Search documents were rebuilt by the target's own engine: an Arabic query finds the course.
    expect(report.searchDocuments).toBe(2);
    // And by its French text (issue #15): title, description, lesson title, without accents.
    for (const query of ["تسويق", "وسائل التواصل", "موريتانيا", "numerique", "etape", "reseaux"]) {
      const page = await searchPublishedCourses(target, {
        terms: searchTerms(query),
        limit: 24,
        offset: 0,
      });
      expect(
        page.courses.map((c) => c.title.ar),
        query,
      ).toEqual([POPULATED.publishedTitle.ar]);
    }

    // A second copy into the now-populated target is refused and changes nothing.
    const before = await digests(target);
    await expect(copyDatabase(source.db, target)).rejects.toThrow(
      /The target database is not empty \(courses: 2 rows/,
    );
    await expect(copyDatabase(source.db, target)).rejects.toBeInstanceOf(OperatorError);
    expect(await digests(target)).toEqual(before);
  });

  it("leaves nothing behind when an insert fails half-way", async () => {
    const target = await freshTarget();
    await expect(
      copyDatabase(source.db, target.withPlugin(new FailInsertsInto("analytics_salts"))),
    ).rejects.toThrow(/injected failure inserting into analytics_salts/);
    expect(await nonEmptyTables(target)).toEqual({});
  });

  it("refuses a target that is not at the latest migration", async () => {
    const target = await freshTarget();
    await sql`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration)`.execute(
      target,
    );
    await expect(copyDatabase(source.db, target)).rejects.toThrow(
      /The target database is at migration .*, this code at .*db:migrate/,
    );
    expect(await nonEmptyTables(target)).toEqual({});
  });
});

describe.each(testDatabaseKinds())("table coverage on %s", (kind) => {
  let source: TestDatabase;
  let target: TestDatabase;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(kind), createTestDatabase("sqlite")]);
  });
  afterAll(async () => {
    await Promise.all([source?.destroy(), target?.destroy()]);
  });

  it("fails, naming it, when the source has a table the copy does not cover", async () => {
    await sql`CREATE TABLE course_notes (id text PRIMARY KEY, note text)`.execute(source.db);
    await sql`INSERT INTO course_notes VALUES ('n1', 'ملاحظة')`.execute(source.db);
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(
      /The source database has table\(s\) that the copy does not cover: course_notes/,
    );
    expect(await nonEmptyTables(target.db)).toEqual({});
    await sql`DROP TABLE course_notes`.execute(source.db);
  });

  it("fails when a covered table has a column the copy does not know", async () => {
    await sql`ALTER TABLE learners ADD COLUMN nickname text`.execute(source.db);
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(
      /the columns of learners .*nickname.* differ from DATA_TABLES/,
    );
  });
});

describe.each(testDatabaseKinds())("reading in key order on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await populateEveryTable(t.db);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("reads every row once whatever the batch size, identical rows included", async () => {
    const whole = await digestTable(t.db, "analytics_events", 10_000);
    expect(whole.rows).toBe(POPULATED.analyticsEvents);
    for (const batchSize of [1, 2, 3, 7]) {
      expect(await digestTable(t.db, "analytics_events", batchSize)).toEqual(whole);
    }
  });
});
