// The audit log keeps AUDIT_RETENTION_DAYS of entries (issue #14 part 6): older ones are deleted,
// every other one stays; the job runs in one instance at a time (its job lock).
import { captureLogs } from "~/.server/testing/captured-logs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { createDatabase } from "~/.server/db/create-database";
import { deleteAuditEntriesBefore, findAuditEntries } from "~/.server/db/repositories/audit-log";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { OWNER_ACTOR } from "~/lib/admin-audit";
import {
  AUDIT_RETENTION_INTERVAL_MS,
  AUDIT_RETENTION_JOB,
  pruneAuditLog,
  auditRetentionJob,
} from "./audit-retention";
import { startScheduler } from "./scheduler";
import { withJobLock } from "./job-lock";

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())("audit log retention on %s", (kind) => {
  let t: TestDatabase;
  let other: Database;
  const now = new Date();
  beforeEach(async () => {
    t = await createTestDatabase(kind);
    // A second instance: its own pool on PostgreSQL; on SQLite the one process's handle.
    other = kind === "postgres" ? createDatabase(t.url) : t.db;
    for (const daysAgo of [0, 1, 364, 365.5, 366, 400, 1000]) {
      await recordAdminAction(t.db, {
        actor: OWNER_ACTOR,
        action: "admin.sign_in",
        ip: "203.0.113.1",
        details: { daysAgo },
        at: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
  });
  afterEach(async () => {
    vi.useRealTimers();
    if (other !== t.db) await other.destroy();
    await t.destroy();
  });

  const kept = async () =>
    (await findAuditEntries(t.db, {}, { limit: 100 })).map(
      (entry) => (JSON.parse(entry.details) as { daysAgo: number }).daysAgo,
    );

  it("deletes only the entries older than the retention, in batches", async () => {
    expect(await pruneAuditLog(t.db, 365, now)).toBe(4);
    expect(await kept()).toEqual([0, 1, 364]);
    expect(await pruneAuditLog(t.db, 365, now)).toBe(0);
    // An entry exactly as old as the retention is kept.
    expect(await pruneAuditLog(t.db, 1, now)).toBe(1);
    expect(await kept()).toEqual([0, 1]);
  });

  it("deletes more than one batch", async () => {
    const old = new Date(now.getTime() - 500 * DAY_MS);
    for (let i = 0; i < 25; i++) {
      await recordAdminAction(t.db, {
        actor: OWNER_ACTOR,
        action: "admin.sign_in_failed",
        ip: "203.0.113.2",
        at: old,
      });
    }
    const cutoff = new Date(now.getTime() - 365 * DAY_MS);
    expect(await deleteAuditEntriesBefore(t.db, cutoff, 10)).toBe(29);
    expect(await kept()).toEqual([0, 1, 364]);
  });

  it("runs at start with the configured retention, and skips a turn another instance holds", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let release = () => {};
    let holding = false;
    const held = withJobLock(t.db, AUDIT_RETENTION_JOB, async () => {
      holding = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await expect.poll(() => holding).toBe(true);
    const logs = captureLogs();
    const pruned = () => logs.lines().filter((line) => line.event === "audit_log_pruned");
    const failed = () => logs.lines().filter((line) => line.event === "audit_log_prune_failed");
    const scheduler = startScheduler(other, [auditRetentionJob(other, { retentionDays: 30 })], {
      logger: logs.logger,
    });
    try {
      // The first turn found the job running elsewhere: nothing deleted.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pruned()).toEqual([]);
      expect(await kept()).toHaveLength(7);
      release();
      await held;
      vi.advanceTimersByTime(AUDIT_RETENTION_INTERVAL_MS);
      await expect.poll(() => pruned().length).toBe(1);
      expect(pruned()[0]).toMatchObject({
        deleted: 5,
        msg: "Audit log: deleted 5 entries past 30 days.",
      });
      expect(await kept()).toEqual([0, 1]);
      expect(failed()).toEqual([]);
    } finally {
      release();
      await scheduler.stop();
    }
  });
});
