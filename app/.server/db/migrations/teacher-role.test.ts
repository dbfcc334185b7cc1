// Migration 2026-11-29-07 (issue #29) widens the role lists of two check constraints to take
// 'teacher'. On SQLite it rebuilds both tables: this shows, on both databases, that a database with
// administrators, their sessions' links and a class keeps every row and every foreign key through
// it, takes a teacher afterwards, still refuses an unknown role, and goes back down.
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../migrate";
import { migrations } from ".";
import { insertAdministrator } from "../repositories/administrators";
import { insertClass } from "../repositories/classes";
import { insertOneTimeToken } from "../repositories/one-time-tokens";
import { testDatabaseForSuite } from "../testing/suite-database";
import { testDatabaseKinds } from "../testing/test-databases";

const NAME = "2026-11-29-07-teacher-role";
const PREVIOUS = "2026-11-29-06-classes";

describe.each(testDatabaseKinds())("the teacher role's migration on %s", (kind) => {
  const t = testDatabaseForSuite(kind);

  it("keeps every row and foreign key, and takes a teacher afterwards", async () => {
    expect(Object.keys(migrations)).toContain(NAME);
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const admin = (role: "owner" | "teacher", name: string) =>
      insertAdministrator(t.db, {
        name,
        identifier: `${name}@example.mr`,
        role,
        passwordHash: "$argon2id$x",
      });
    const owner = await admin("owner", "mariem");
    await expect(admin("teacher", "early")).rejects.toThrow();
    await sql`update administrators set locale = 'fr' where id = ${owner}`.execute(t.db);
    const classId = await insertClass(
      t.db,
      { name: "A", description: "", startsOn: null, endsOn: null, teacherIds: [owner] },
      new Date(),
    );
    const expires = new Date(Date.now() + 3600_000);
    await insertOneTimeToken(t.db, {
      purpose: "admin-reset",
      tokenHash: "a".repeat(64),
      administratorId: owner,
      createdBy: owner,
      createdAt: new Date(),
      expiresAt: expires,
    });
    const before = await t.db.selectFrom("administrators").selectAll().execute();

    await migrateToLatest(t.db);

    expect(await t.db.selectFrom("administrators").selectAll().execute()).toEqual(before);
    const teacher = await admin("teacher", "amina");
    await expect(
      sql`update administrators set role = 'janitor' where id = ${teacher}`.execute(t.db),
    ).rejects.toThrow();
    await insertOneTimeToken(t.db, {
      purpose: "admin-invite",
      tokenHash: "b".repeat(64),
      invitee: { name: "Brahim", identifier: "brahim@example.mr", role: "teacher" },
      createdBy: owner,
      createdAt: new Date(),
      expiresAt: expires,
    });
    // The foreign keys still hold and still cascade: the class's teacher row and the reset link.
    expect(
      await t.db.selectFrom("class_teachers").selectAll().where("class_id", "=", classId).execute(),
    ).toEqual([{ class_id: classId, administrator_id: owner }]);
    await t.db.deleteFrom("administrators").where("id", "=", owner).execute();
    expect(await t.db.selectFrom("class_teachers").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("one_time_tokens").select("purpose").execute()).toEqual([
      { purpose: "admin-invite" },
    ]);

    await t.db.deleteFrom("one_time_tokens").execute();
    await t.db.deleteFrom("administrators").execute();
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    await expect(admin("teacher", "late")).rejects.toThrow();
    await migrateToLatest(t.db);
  });
});
