// Two instances on one database start the roll-up at the same moment (issue #13): one rolls up,
// the other skips its turn, never both at once. On PostgreSQL each instance has its own pool, as
// two server processes would; on SQLite they share the one process's handle.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs } from "~/.server/testing/captured-logs";
import { withJobLock } from "~/.server/jobs/job-lock";
import { AnalyticsCollector } from "./event-collector.server";
import { startScheduler } from "~/.server/jobs/scheduler";
import { analyticsRollUpJob, ROLL_UP_INTERVAL_MS, ROLL_UP_JOB } from "./roll-up.server";

const alice = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140" };
const DAY_MS = 86_400_000;

async function countRolledUpDays(db: Database): Promise<number> {
  return (await db.selectFrom("analytics_daily_visitors").select("day").distinct().execute())
    .length;
}

describe.each(testDatabaseKinds())("the roll-up across two instances on %s", (kind) => {
  let t: TestDatabase;
  let instances: Database[];
  beforeEach(async () => {
    t = await createTestDatabase(kind);
    instances = [t.db, kind === "postgres" ? createDatabase(t.url) : t.db];
    // Three closed days of events to roll up.
    for (const daysAgo of [2, 3, 4]) {
      const collector = new AnalyticsCollector(t.db, {
        now: () => new Date(Date.now() - daysAgo * DAY_MS),
      });
      await collector.record({ name: "page_view", path: "/" }, alice);
      await collector.close();
    }
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    if (instances[1] !== t.db) await instances[1]?.destroy();
    await t?.destroy();
  });

  it("runs in one instance at a time when both start together", async () => {
    // Each day is rolled up in one transaction: record which instance opened each, and how many
    // were open at once, slowed down so that two unlocked runs would surely overlap.
    let open = 0;
    let mostOpen = 0;
    const opener: number[] = [];
    // (On SQLite both instances are one handle, spied once.)
    [...new Set(instances)].forEach((db, instance) => {
      const transaction = db.transaction.bind(db);
      vi.spyOn(db, "transaction").mockImplementation(() => {
        const builder = transaction();
        return {
          ...builder,
          execute: async (fn: Parameters<typeof builder.execute>[0]) => {
            open++;
            mostOpen = Math.max(mostOpen, open);
            opener.push(instance);
            try {
              await new Promise((resolve) => setTimeout(resolve, 50));
              return await builder.execute(fn);
            } finally {
              open--;
            }
          },
        } as ReturnType<typeof transaction>;
      });
    });
    const logs = instances.map((_, i) => captureLogs({ instance: `instance-${i}` }));
    const lines = () => logs.flatMap((log) => log.lines());
    const schedulers = instances.map((db, i) =>
      startScheduler(db, [analyticsRollUpJob(db)], { logger: logs[i]!.logger }),
    );
    try {
      await expect.poll(() => lines().length, { timeout: 10_000 }).toBe(1);
      // Give the other instance's turn time to finish (skipped, or finding nothing left to do).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mostOpen).toBe(1);
      expect(opener).toHaveLength(3);
      expect(new Set(opener).size).toBe(1);
      // One line in all, no failure: one instance rolled the three days up.
      expect(lines()).toEqual([
        expect.objectContaining({
          event: "analytics_rolled_up",
          rolledUpDays: 3,
          msg: expect.stringMatching(/rolled up 3 day\(s\)/),
        }),
      ]);
      expect(await countRolledUpDays(t.db)).toBe(3);
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
  });

  it("skips a turn while another instance holds the lock, and takes the next after it is released", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let release = () => {};
    let holding = false;
    const held = withJobLock(instances[0]!, ROLL_UP_JOB, async () => {
      holding = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await expect.poll(() => holding).toBe(true);
    const logs = captureLogs();
    const scheduler = startScheduler(instances[1]!, [analyticsRollUpJob(instances[1]!)], {
      logger: logs.logger,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(logs.lines()).toEqual([]);
      expect(await countRolledUpDays(t.db)).toBe(0);
      release();
      await held;
      vi.advanceTimersByTime(ROLL_UP_INTERVAL_MS);
      await expect.poll(() => logs.lines().length).toBe(1);
      expect(await countRolledUpDays(t.db)).toBe(3);
      // That one line is the roll-up's, not a failure.
      expect(logs.lines()[0]).toMatchObject({ event: "analytics_rolled_up", level: 30 });
    } finally {
      release();
      await scheduler.stop();
    }
  });
});
