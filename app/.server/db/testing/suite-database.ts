// The database of a `describe.each(testDatabaseKinds())` suite: created before its tests, destroyed
// after them. Apart from test-databases.ts, which the benchmarks use without vitest.
import { afterAll, beforeAll } from "vitest";
import type { DatabaseKind } from "../create-database";
import type { Database } from "../schema";
import { createTestDatabase, type TestDatabase } from "./test-databases";

/** Call in the suite's body; read `.db` inside its tests and hooks. */
export function testDatabaseForSuite(kind: DatabaseKind): {
  readonly db: Database;
  kind: DatabaseKind;
} {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  return {
    kind,
    get db() {
      if (!t) throw new Error("the suite's database is created in beforeAll");
      return t.db;
    },
  };
}
