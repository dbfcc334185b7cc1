// Repeated attempts by someone not signed in count into one entry per action, actor, address and
// hour (issue #26 item 6), on both databases.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { OWNER_ACTOR, UNKNOWN_ADMINISTRATOR } from "~/lib/admin-audit";
import { recordRepeatedAttempt } from "./record-admin-action";

describe.each(testDatabaseKinds())("recordRepeatedAttempt on %s", (kind) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await t.destroy();
  });

  const attempt = (ip: string, at: string, actor = OWNER_ACTOR) =>
    recordRepeatedAttempt(t.db, {
      actor,
      action: "admin.sign_in_failed",
      ip,
      details: { reason: "wrong password", trustedBrowser: false },
      at: new Date(at),
    });
  const counts = async () =>
    (await findAuditEntries(t.db, {}, { limit: 100 })).map((entry) => ({
      at: entry.at,
      ip: entry.ip,
      who: entry.actorName,
      ...(JSON.parse(entry.details) as { count: number }),
    }));

  it("keeps one entry per address and hour, with the count and the last attempt's time", async () => {
    for (const minute of ["00:00", "10:00", "59:59"]) {
      await attempt("203.0.113.1", `2026-11-28T10:${minute}.000Z`);
    }
    await attempt("::ffff:203.0.113.2", "2026-11-28T10:30:00.000Z");
    await attempt("203.0.113.1", "2026-11-28T11:00:00.000Z");
    await attempt("203.0.113.1", "2026-11-28T11:05:00.000Z", UNKNOWN_ADMINISTRATOR);
    const base = { reason: "wrong password", trustedBrowser: false };
    expect(await counts()).toEqual([
      {
        at: "2026-11-28T11:05:00.000Z",
        ip: "203.0.113.1",
        who: UNKNOWN_ADMINISTRATOR.name,
        ...base,
        count: 1,
        lastAt: "2026-11-28T11:05:00.000Z",
      },
      {
        at: "2026-11-28T11:00:00.000Z",
        ip: "203.0.113.1",
        who: OWNER_ACTOR.name,
        ...base,
        count: 1,
        lastAt: "2026-11-28T11:00:00.000Z",
      },
      {
        at: "2026-11-28T10:30:00.000Z",
        ip: "203.0.113.2",
        who: OWNER_ACTOR.name,
        ...base,
        count: 1,
        lastAt: "2026-11-28T10:30:00.000Z",
      },
      {
        at: "2026-11-28T10:00:00.000Z",
        ip: "203.0.113.1",
        who: OWNER_ACTOR.name,
        ...base,
        count: 3,
        lastAt: "2026-11-28T10:59:59.000Z",
      },
    ]);
  });

  it("counts every one of attempts made at the same moment", async () => {
    await Promise.all(
      Array.from({ length: 8 }, () => attempt("203.0.113.9", "2026-11-28T12:00:00.000Z")),
    );
    const all = await counts();
    expect(all.reduce((sum, entry) => sum + entry.count, 0)).toBe(8);
    // SQLite serialises them; on PostgreSQL the first ones may each start an entry.
    if (kind === "sqlite") expect(all).toHaveLength(1);
  });
});
