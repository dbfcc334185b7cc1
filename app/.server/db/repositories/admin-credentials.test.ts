// The admin password hash row, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import {
  findAdminPasswordHash,
  insertAdminPasswordHashIfAbsent,
  saveAdminPasswordHash,
} from "./admin-credentials";

describe.each(testDatabaseKinds())("admin credentials on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("admin_credentials").execute();
  });

  it("has no hash before one is saved", async () => {
    expect(await findAdminPasswordHash(t.db)).toBeNull();
  });

  it("saves, then replaces, the single hash", async () => {
    await saveAdminPasswordHash(t.db, "hash-1");
    expect(await findAdminPasswordHash(t.db)).toBe("hash-1");
    await saveAdminPasswordHash(t.db, "hash-2");
    expect(await findAdminPasswordHash(t.db)).toBe("hash-2");
    const rows = await t.db.selectFrom("admin_credentials").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("inserts only when absent, and says whether it did", async () => {
    expect(await insertAdminPasswordHashIfAbsent(t.db, "first")).toBe(true);
    expect(await insertAdminPasswordHashIfAbsent(t.db, "second")).toBe(false);
    expect(await findAdminPasswordHash(t.db)).toBe("first");
  });
});
