// Failed sign-in attempts, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import {
  deleteThrottleAttempt,
  deleteThrottleAttempts,
  deleteThrottleAttemptsBefore,
  findThrottleAttemptsSince,
  insertThrottleAttempt,
} from "./throttle-attempts";

const at = (iso: string) => new Date(iso);
const me = { scope: "admin", clientKey: "203.0.113.7" };
const other = { scope: "admin", clientKey: "198.51.100.2" };

describe.each(testDatabaseKinds())("login failures on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("throttle_attempts").execute();
  });

  it("lists a client's failures after a time, oldest first", async () => {
    await insertThrottleAttempt(t.db, me, at("2026-11-22T10:05:00.000Z"));
    await insertThrottleAttempt(t.db, me, at("2026-11-22T10:01:00.000Z"));
    await insertThrottleAttempt(t.db, me, at("2026-11-22T09:00:00.000Z"));
    await insertThrottleAttempt(t.db, other, at("2026-11-22T10:02:00.000Z"));
    await insertThrottleAttempt(t.db, { ...me, scope: "learner" }, at("2026-11-22T10:03:00.000Z"));

    expect(await findThrottleAttemptsSince(t.db, me, at("2026-11-22T10:00:00.000Z"))).toEqual([
      "2026-11-22T10:01:00.000Z",
      "2026-11-22T10:05:00.000Z",
    ]);
  });

  it("can leave one attempt out, and delete it", async () => {
    const keep = await insertThrottleAttempt(t.db, me, at("2026-11-22T10:01:00.000Z"));
    const drop = await insertThrottleAttempt(t.db, me, at("2026-11-22T10:02:00.000Z"));
    const since = at("2026-11-22T10:00:00.000Z");
    expect(await findThrottleAttemptsSince(t.db, me, since, { excludeId: drop })).toHaveLength(1);
    await deleteThrottleAttempt(t.db, drop);
    expect(await findThrottleAttemptsSince(t.db, me, since)).toEqual(["2026-11-22T10:01:00.000Z"]);
    expect(keep).not.toBe(drop);
  });

  it("clears one client's failures only", async () => {
    await insertThrottleAttempt(t.db, me, at("2026-11-22T10:01:00.000Z"));
    await insertThrottleAttempt(t.db, other, at("2026-11-22T10:01:00.000Z"));
    await deleteThrottleAttempts(t.db, me);
    const since = at("2026-11-22T00:00:00.000Z");
    expect(await findThrottleAttemptsSince(t.db, me, since)).toEqual([]);
    expect(await findThrottleAttemptsSince(t.db, other, since)).toHaveLength(1);
  });

  it("purges failures at or before a time", async () => {
    await insertThrottleAttempt(t.db, me, at("2026-11-22T10:00:00.000Z"));
    await insertThrottleAttempt(t.db, other, at("2026-11-22T09:00:00.000Z"));
    await insertThrottleAttempt(t.db, me, at("2026-11-22T10:00:00.001Z"));
    expect(await deleteThrottleAttemptsBefore(t.db, at("2026-11-22T10:00:00.000Z"))).toBe(2);
    expect(await findThrottleAttemptsSince(t.db, me, at("2026-11-22T00:00:00.000Z"))).toEqual([
      "2026-11-22T10:00:00.001Z",
    ]);
  });

  it("purges one scope only when told: each rule has its own window", async () => {
    const signUps = { scope: "learner-sign-up", clientKey: "203.0.113.7" };
    await insertThrottleAttempt(t.db, me, at("2026-11-22T09:00:00.000Z"));
    await insertThrottleAttempt(t.db, signUps, at("2026-11-22T09:00:00.000Z"));
    const before = at("2026-11-22T09:30:00.000Z");
    expect(await deleteThrottleAttemptsBefore(t.db, before, { scope: "admin" })).toBe(1);
    expect(await findThrottleAttemptsSince(t.db, signUps, at("2026-11-22T00:00:00.000Z"))).toEqual([
      "2026-11-22T09:00:00.000Z",
    ]);
  });
});
