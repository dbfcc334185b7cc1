// Fresh, migrated databases for data tests: a SQLite file in a temporary folder, and, when
// TEST_DATABASE_URL is set, a throwaway PostgreSQL database created beside it and dropped after.
// Under CI=true a missing TEST_DATABASE_URL is an error: the data layer must be proven on both.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseKind, type DatabaseOptions } from "../create-database";
import { migrateToLatest } from "../migrate";
import type { Database } from "../schema";

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  /** The throwaway database's DATABASE_URL (to reach it from outside its pool or connection). */
  url: string;
  destroy(): Promise<void>;
}

export function testDatabaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ["sqlite", "postgres"];
  if (process.env.CI === "true") {
    throw new Error(
      "CI=true but TEST_DATABASE_URL is not set: data tests must also run on PostgreSQL.",
    );
  }
  return ["sqlite"];
}

/** `options` as the server's (benchmarks lift the statement timeout for their bulk loads). */
export async function createTestDatabase(
  kind: DatabaseKind,
  options?: DatabaseOptions,
): Promise<TestDatabase> {
  return kind === "postgres"
    ? createPostgresTestDatabase(options)
    : createSqliteTestDatabase(options);
}

async function createSqliteTestDatabase(options?: DatabaseOptions): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "maarifa-test-"));
  const url = `file:${join(dir, "test.db")}`;
  const db = createDatabase(url, options);
  await migrateToLatest(db);
  return {
    kind: "sqlite",
    db,
    url,
    async destroy() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(options?: DatabaseOptions): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `maarifa_test_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), options);
  await migrateToLatest(db);
  return {
    kind: "postgres",
    db,
    url: url.toString(),
    async destroy() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // pg's pool resolves end() while its connections are still closing; a FORCE drop would
        // kill them mid-close and their clients throw an uncaught "terminating connection" error.
        // Wait (briefly) for them to go; FORCE is for a test that leaked a connection.
        for (let tries = 0; tries < 100; tries++) {
          const { rows } = await cleanup.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
