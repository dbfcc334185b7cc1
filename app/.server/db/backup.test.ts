// db:backup and db:restore on both databases: a backup taken by the real script while a writer
// keeps inserting restores to a sound database holding every write acknowledged before the backup
// started; and every refusal (non-empty target, damaged or unfinished backup, other engine).
import { execFile } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTerms } from "~/lib/arabic-normalize";
import { createBackup, readBackup, restoreBackup, type BackupManifest } from "./backup";
import { createDatabase, type DatabaseKind } from "./create-database";
import { countRows, dataTableNames, digestTable, OperatorError } from "./data-tables";
import { insertAnalyticsEvents } from "./repositories/analytics";
import { searchPublishedCourses } from "./repositories/course-search";
import { insertLearner } from "./repositories/learners";
import type { Database } from "./schema";
import { POPULATED, populateEveryTable } from "./testing/populate-every-table";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing/test-databases";

const run = promisify(execFile);
const tsx = resolve("node_modules/.bin/tsx");
const THUMBNAIL = "5a3c1e9f-2b4d-4c6e-8f0a-1b2c3d4e5f60-960.webp";

/** A restore target that does not exist yet: a new SQLite path, or a new PostgreSQL database. */
async function blankTarget(kind: DatabaseKind): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "maarifa-restore-"));
    return {
      url: `file:${join(dir, "nested", "app.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL ?? "";
  const name = `maarifa_restore_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function dataDirWithUpload(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "maarifa-data-"));
  const folder = join(dataDir, "uploads", "course-thumbnails");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(join(folder, THUMBNAIL), "webp bytes", { mode: 0o600 });
  return dataDir;
}

async function integrityProblems(db: Database, kind: DatabaseKind): Promise<string[]> {
  if (kind === "sqlite") {
    const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
    const { rows: keys } = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    return [
      ...rows.map((r) => r.integrity_check).filter((line) => line !== "ok"),
      ...keys.map((k) => `foreign key broken in ${k.table}`),
    ];
  }
  // PostgreSQL enforces its constraints on restore; check the references anyway, and that every
  // index is valid.
  const { rows } = await sql<{ problem: string }>`
    SELECT 'progress without learner' AS problem FROM lesson_progress p
      LEFT JOIN learners l ON l.id = p.learner_id WHERE l.id IS NULL
    UNION ALL SELECT 'lesson without course' FROM course_videos v
      LEFT JOIN courses c ON c.id = v.course_id WHERE c.id IS NULL
    UNION ALL SELECT 'invalid index ' || indexrelid::regclass::text FROM pg_index
      WHERE NOT indisvalid`.execute(db);
  return rows.map((row) => row.problem);
}

describe.each(testDatabaseKinds())("db:backup under writes, then db:restore, on %s", (kind) => {
  let source: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    source = await createTestDatabase(kind);
    await populateEveryTable(source.db);
    dataDir = dataDirWithUpload();
  });
  afterAll(async () => {
    await source?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds every write acknowledged before the backup started", async () => {
    // The writer: a learner and an analytics event at a time, each recorded once acknowledged.
    const acknowledged: { email: string; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `writer-${i}@example.mr`;
        // One transaction: a snapshot holds both rows of a write or neither (the counts below
        // compare the two tables).
        await source.db.transaction().execute(async (trx) => {
          await insertLearner(trx, { email, phone: null, passwordHash: "$argon2id$w" });
          await insertAnalyticsEvents(trx, [
            {
              occurredAt: new Date(),
              day: "2026-11-23",
              name: "page_view",
              path: `/courses?page=${i}`,
              label: "",
              courseId: "",
              visitor: `writer-${i}`,
            },
          ]);
        });
        acknowledged.push({ email, at: Date.now() });
        // Let the child process's output and timers in between writes.
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));

    const out = join(dataDir, "backups", "under-writes");
    const startedAt = Date.now();
    const { stdout } = await run(tsx, ["scripts/db-backup.ts", "--out", out], {
      env: { ...process.env, DATABASE_URL: source.url, DATA_DIR: dataDir },
      timeout: 60_000,
    });
    const finishedAt = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    writing = false;
    await writer;
    expect(stdout).toContain(`Backup written to ${out}`);
    const before = acknowledged.filter((write) => write.at < startedAt);
    const during = acknowledged.filter((w) => w.at >= startedAt && w.at <= finishedAt);
    expect(during.length, "writes went on while the backup ran").toBeGreaterThan(0);

    // Private: password hashes and phone numbers are in there.
    expect(statSync(out).mode & 0o777).toBe(0o700);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as BackupManifest;
    for (const name of ["manifest.json", manifest.database.name, "uploads.tar.gz"]) {
      expect(statSync(join(out, name)).mode & 0o777, name).toBe(0o600);
    }
    expect(manifest.engine).toBe(kind);
    expect(manifest.tables.courses).toBe(2);

    const target = await blankTarget(kind);
    const restoredDataDir = mkdtempSync(join(tmpdir(), "maarifa-restored-data-"));
    try {
      await restoreBackup({ backupDir: out, databaseUrl: target.url, dataDir: restoredDataDir });
      const restored = createDatabase(target.url);
      try {
        expect(await integrityProblems(restored, kind)).toEqual([]);
        expect(await countRows(restored)).toEqual(manifest.tables);

        const emails = new Set(
          (await restored.selectFrom("learners").select("email").execute()).map((r) => r.email),
        );
        const missing = before.filter((write) => !emails.has(write.email));
        expect(missing, "acknowledged before the backup started").toEqual([]);
        // A snapshot, not a mixture: the writer's learners in the backup are its first N writes.
        const written = acknowledged.filter((write) => emails.has(write.email)).length;
        expect(written).toBeGreaterThanOrEqual(before.length);
        expect(acknowledged.slice(0, written).every((write) => emails.has(write.email))).toBe(true);
        expect(manifest.tables.analytics_events).toBe(POPULATED.analyticsEvents + written);

        // What the writer did not touch is exactly the source's.
        for (const table of dataTableNames()) {
          if (table === "learners" || table === "analytics_events") continue;
          expect(await digestTable(restored, table), table).toEqual(
            await digestTable(source.db, table),
          );
        }
        const page = await searchPublishedCourses(restored, {
          terms: searchTerms("تسويق"),
          limit: 24,
          offset: 0,
        });
        expect(page.courses.map((c) => c.title.ar)).toEqual([POPULATED.publishedTitle.ar]);
      } finally {
        await restored.destroy();
      }
      expect(
        readFileSync(join(restoredDataDir, "uploads", "course-thumbnails", THUMBNAIL), "utf8"),
      ).toBe("webp bytes");
    } finally {
      await target.drop();
      rmSync(restoredDataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe.each(testDatabaseKinds())("db:restore refusals on %s", (kind) => {
  let source: TestDatabase;
  let dataDir: string;
  let backupDir: string;
  beforeAll(async () => {
    source = await createTestDatabase(kind);
    await populateEveryTable(source.db);
    dataDir = dataDirWithUpload();
    ({ dir: backupDir } = await createBackup({
      db: source.db,
      databaseUrl: source.url,
      dataDir,
      now: new Date(Date.UTC(2026, 10, 23, 3, 0, 0)),
    }));
  });
  afterAll(async () => {
    await source?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes into DATA_DIR/backups/<UTC time> and refuses to overwrite a backup", async () => {
    expect(backupDir).toBe(resolve(dataDir, "backups", "2026-11-23T03-00-00Z"));
    expect(statSync(join(dataDir, "backups")).mode & 0o777).toBe(0o700);
    await expect(
      createBackup({
        db: source.db,
        databaseUrl: source.url,
        dataDir,
        now: new Date(Date.UTC(2026, 10, 23, 3, 0, 0)),
      }),
    ).rejects.toThrow(/already exists and is not empty/);
  });

  it("refuses a non-empty target and leaves it unchanged", async () => {
    const before = await Promise.all(dataTableNames().map((t) => digestTable(source.db, t)));
    await expect(restoreBackup({ backupDir, databaseUrl: source.url, dataDir })).rejects.toThrow(
      /The target database is not empty \(courses: 2 rows/,
    );
    expect(await Promise.all(dataTableNames().map((t) => digestTable(source.db, t)))).toEqual(
      before,
    );
  });

  it("restores into a database that was only migrated", async () => {
    const target = await createTestDatabase(kind);
    const restoredDataDir = mkdtempSync(join(tmpdir(), "maarifa-restored-data-"));
    try {
      if (kind === "sqlite") await target.db.destroy(); // The file is replaced: close it first.
      const manifest = await restoreBackup({
        backupDir,
        databaseUrl: target.url,
        dataDir: restoredDataDir,
      });
      const restored = createDatabase(target.url);
      try {
        expect(await countRows(restored)).toEqual(manifest.tables);
        expect(await integrityProblems(restored, kind)).toEqual([]);
      } finally {
        await restored.destroy();
      }
    } finally {
      if (kind === "postgres") await target.destroy();
      else rmSync(resolve(target.url.slice(5), ".."), { recursive: true, force: true });
      rmSync(restoredDataDir, { recursive: true, force: true });
    }
  });

  it("refuses a damaged backup, an unfinished one, and one of the other engine", async () => {
    const damaged = mkdtempSync(join(tmpdir(), "maarifa-damaged-"));
    const target = await blankTarget(kind);
    try {
      const manifest = await readBackup(backupDir);
      for (const name of ["manifest.json", manifest.database.name, "uploads.tar.gz"]) {
        writeFileSync(join(damaged, name), readFileSync(join(backupDir, name)));
      }
      const file = join(damaged, manifest.database.name);
      const bytes = readFileSync(file);
      const middle = Math.floor(bytes.length / 2);
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
      writeFileSync(file, bytes);
      chmodSync(file, 0o600);
      const restore = (dir: string, databaseUrl = target.url) =>
        restoreBackup({ backupDir: dir, databaseUrl, dataDir });
      await expect(restore(damaged)).rejects.toThrow(/differs from the manifest.*damaged/);

      rmSync(join(damaged, "manifest.json"));
      await expect(restore(damaged)).rejects.toThrow(/has no manifest.json/);
      await expect(restore(damaged)).rejects.toBeInstanceOf(OperatorError);

      const other =
        kind === "sqlite" ? "postgres://postgres@127.0.0.1:1/none" : "file:/tmp/none/app.db";
      await expect(restore(backupDir, other)).rejects.toThrow(
        new RegExp(`This backup is of a ${kind} database`),
      );
    } finally {
      await target.drop();
      rmSync(damaged, { recursive: true, force: true });
    }
  });
});
