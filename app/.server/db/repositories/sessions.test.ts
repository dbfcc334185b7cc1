// Session rows, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import {
  countSessions,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfKind,
  findSession,
  insertSession,
  touchSession,
} from "./sessions";

const at = (iso: string) => new Date(iso);
const hour = 60 * 60 * 1000;

describe.each(testDatabaseKinds())("sessions on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("sessions").execute();
  });

  const start = at("2026-11-22T08:00:00.000Z");
  const add = (name: string, createdAt = start, kindOf = "admin") =>
    insertSession(t.db, {
      tokenHash: name,
      kind: kindOf,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 12 * hour),
    });

  it("inserts and finds a session by kind and token hash", async () => {
    await add("a");
    expect(await findSession(t.db, "admin", "a")).toEqual({
      tokenHash: "a",
      kind: "admin",
      subjectId: null,
      createdAt: start.toISOString(),
      lastSeenAt: start.toISOString(),
      expiresAt: "2026-11-22T20:00:00.000Z",
    });
    expect(await findSession(t.db, "learner", "a")).toBeNull();
    expect(await findSession(t.db, "admin", "missing")).toBeNull();
  });

  it("touches last_seen_at", async () => {
    await add("a");
    await touchSession(t.db, "a", at("2026-11-22T09:30:00.000Z"));
    expect((await findSession(t.db, "admin", "a"))?.lastSeenAt).toBe("2026-11-22T09:30:00.000Z");
  });

  it("deletes one session, or all of a kind", async () => {
    await add("a");
    await add("b");
    await add("c", start, "learner");
    expect(await deleteSession(t.db, "a")).toBe(true);
    expect(await deleteSession(t.db, "a")).toBe(false);
    expect(await deleteSessionsOfKind(t.db, "admin")).toBe(1);
    expect(await countSessions(t.db, "admin")).toBe(0);
    expect(await countSessions(t.db, "learner")).toBe(1);
  });

  it("purges sessions past their absolute end or idle too long, and only those", async () => {
    await add("fresh", at("2026-11-22T19:00:00.000Z"));
    await add("old", at("2026-11-22T08:00:00.000Z"));
    await add("idle", at("2026-11-22T17:00:00.000Z"));
    await touchSession(t.db, "old", at("2026-11-22T19:30:00.000Z"));
    await add("other-kind", at("2026-11-01T00:00:00.000Z"), "learner");

    const now = at("2026-11-22T20:00:00.000Z");
    const removed = await deleteExpiredSessions(t.db, "admin", {
      now,
      idleSince: new Date(now.getTime() - 2 * hour),
    });
    // "old" is active but at its 12-hour end; "idle" was last seen 3 hours ago.
    expect(removed).toBe(2);
    expect(await findSession(t.db, "admin", "fresh")).not.toBeNull();
    expect(await countSessions(t.db, "learner")).toBe(1);
  });
});
