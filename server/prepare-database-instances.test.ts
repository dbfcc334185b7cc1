// A deployment starts several instances at once on one empty PostgreSQL database (issue #13):
// each prepares it, as server/index.ts does, and every step happens once without an error.
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import { migrations } from "~/.server/db/migrations";
import { countCourses } from "~/.server/db/repositories/courses";
import type { Database } from "~/.server/db/schema";
import { demoCourses } from "~/.server/db/seed/demo-courses";
import { parseEnv } from "~/.server/env";
import { verifyPassword } from "~/features/admin-auth/password.server";
import { findAdminPasswordHash } from "~/.server/db/repositories/admin-credentials";
import { prepareDatabase } from "./prepare-database";

const adminUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;

describe.skipIf(!adminUrl)("instances starting together on an empty PostgreSQL database", () => {
  let name: string;
  let instances: Database[];

  async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  beforeEach(async () => {
    name = `maarifa_test_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One pool per instance, without a statement timeout, as server/index.ts prepares with.
    instances = Array.from({ length: INSTANCES }, () =>
      createDatabase(url.toString(), { statementTimeoutMs: 0 }),
    );
  });
  afterEach(async () => {
    await Promise.all(instances.map((db) => db.destroy()));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  /** Every instance's log lines, in the order they came. */
  async function startTogether(env: Record<string, string>) {
    const log: string[] = [];
    await Promise.all(
      instances.map((db) => prepareDatabase(db, parseEnv(env), (message) => log.push(message))),
    );
    return log;
  }

  it("migrates once, seeds the demo courses once and generates one admin password", async () => {
    const log = await startTogether({});
    const db = instances[0]!;
    const { rows: applied } = await sql<{
      name: string;
    }>`select name from kysely_migration`.execute(db);
    expect(applied.map((m) => m.name).sort()).toEqual(Object.keys(migrations).sort());
    expect(await countCourses(db)).toBe(demoCourses.length);
    expect(log.filter((line) => line.startsWith("Seeded"))).toEqual([
      `Seeded ${demoCourses.length} demo courses into the empty database.`,
    ]);
    // The generated password is printed by the one instance that stored it.
    expect(log.filter((line) => line.includes("one was generated"))).toHaveLength(1);
    const searchDocuments = await db
      .selectFrom("course_search")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(searchDocuments.n)).toBe(demoCourses.length);
  });

  it("sets ADMIN_PASSWORD once, the others finding it already set", async () => {
    const password = "a long enough password";
    const log = await startTogether({ ADMIN_PASSWORD: password, SEED_DEMO: "false" });
    expect(log).toEqual(["Admin password set from ADMIN_PASSWORD."]);
    const stored = await findAdminPasswordHash(instances[0]!);
    expect(stored && (await verifyPassword(stored, password))).toBe(true);
    expect(await countCourses(instances[0]!)).toBe(0);
  });
});
