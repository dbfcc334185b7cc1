// The one loop for background jobs: each job runs at start and when its interval is due, one turn
// at a time across instances (the job lock), and stop() waits for a turn still running. On
// PostgreSQL two pools on one database stand for two server processes; on SQLite one process.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs } from "~/.server/testing/captured-logs";
import { withJobLock } from "./job-lock";
import { type PeriodicJob, startScheduler } from "./scheduler";

const INTERVAL_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it: a job that runs until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function job<T>(name: string, run: (signal: AbortSignal) => Promise<T>): PeriodicJob<T> {
  return {
    name,
    intervalMs: INTERVAL_MS,
    run,
    failure: { event: `${name}_failed`, msg: `${name} failed` },
  };
}

describe.each(testDatabaseKinds())("startScheduler on %s", (kind) => {
  let t: TestDatabase;
  /** The second instance: its own pool on PostgreSQL; the same handle on SQLite (one process). */
  let other: Database;
  beforeEach(async () => {
    t = await createTestDatabase(kind);
    other = kind === "postgres" ? createDatabase(t.url) : t.db;
  });
  /** Waits until the job's last turn has released its lock (on PostgreSQL, after it returns). */
  const turnEnded = (name: string) =>
    expect.poll(() => withJobLock(other, name, async () => "free")).toBe("free");
  afterEach(async () => {
    vi.useRealTimers();
    if (other !== t.db) await other.destroy();
    await t?.destroy();
  });

  it("runs each job at start and again when its interval is due, on timers that never hold the process", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const runs: string[] = [];
    const logs = captureLogs();
    const scheduler = startScheduler(
      t.db,
      [
        {
          ...job("often", async () => {
            runs.push("often");
            return runs.filter((r) => r === "often").length;
          }),
          // What a turn did reaches the report, logged through the scheduler's logger.
          report: (count, logger) => logger.info({ event: "often_ran", count }, "often ran"),
        },
        { ...job("rarely", async () => void runs.push("rarely")), intervalMs: 3 * INTERVAL_MS },
      ],
      { logger: logs.logger },
    );
    try {
      expect(scheduler.hasRef()).toBe(false);
      await expect.poll(() => runs.slice().sort()).toEqual(["often", "rarely"]);
      await expect
        .poll(() => logs.lines())
        .toEqual([expect.objectContaining({ event: "often_ran", count: 1, level: 30 })]);
      await turnEnded("often");
      // Half an interval (expect.poll moves fake time on a little as it waits): not due yet.
      vi.advanceTimersByTime(INTERVAL_MS / 2);
      await pause(100);
      expect(runs).toHaveLength(2);
      vi.advanceTimersByTime(INTERVAL_MS / 2);
      await expect.poll(() => runs.filter((r) => r === "often")).toHaveLength(2);
      for (const often of [3, 4]) {
        await turnEnded("often");
        vi.advanceTimersByTime(INTERVAL_MS);
        await expect.poll(() => runs.filter((r) => r === "often")).toHaveLength(often);
      }
      await expect.poll(() => runs.filter((r) => r === "rarely")).toHaveLength(2);
    } finally {
      await scheduler.stop();
    }
  });

  it("logs a failed turn with the job's event, and runs the next turn", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let calls = 0;
    const logs = captureLogs();
    const scheduler = startScheduler(
      t.db,
      [
        job("flaky", async () => {
          calls++;
          if (calls === 1) throw new Error("database gone");
        }),
      ],
      { logger: logs.logger },
    );
    try {
      await expect
        .poll(() => logs.lines())
        .toEqual([
          expect.objectContaining({
            level: 50,
            event: "flaky_failed",
            msg: "flaky failed",
            err: expect.objectContaining({ message: "database gone", stack: expect.any(String) }),
          }),
        ]);
      vi.advanceTimersByTime(INTERVAL_MS);
      await expect.poll(() => calls).toBe(2);
      await pause(50);
      expect(logs.lines()).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  });

  it("runs a job in one instance at a time: the other skips its turn, and a turn that finds its last one running is skipped", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let held = gate();
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    const slow = job("slow", async () => {
      active++;
      mostActive = Math.max(mostActive, active);
      runs++;
      await held.opened;
      active--;
    });
    const logs = captureLogs();
    const first = startScheduler(t.db, [slow], { logger: logs.logger });
    await expect.poll(() => runs).toBe(1);
    const second = startScheduler(other, [slow], { logger: logs.logger });
    try {
      // Both instances' next turns come while the first turn still runs.
      vi.advanceTimersByTime(INTERVAL_MS);
      await pause(300);
      expect(runs).toBe(1);
      expect(mostActive).toBe(1);
      held.open();
      await turnEnded("slow");
      // Released: the next turn runs, in one instance only (it runs until let go again).
      held = gate();
      vi.advanceTimersByTime(INTERVAL_MS);
      await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
      await pause(300);
      expect(runs).toBe(2);
      expect(mostActive).toBe(1);
      held.open();
      await expect.poll(() => active).toBe(0);
      expect(logs.lines()).toEqual([]);
    } finally {
      held.open();
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it("stop() schedules no more turns and resolves only once the running turn has finished", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const held = gate();
    let runs = 0;
    let finished = false;
    const logs = captureLogs();
    const scheduler = startScheduler(
      t.db,
      [
        job("long", async () => {
          runs++;
          await held.opened;
          // The turn still uses the database after it is let go: stop() waits for this too.
          await t.db.selectFrom("courses").select("id").execute();
          finished = true;
        }),
      ],
      { logger: logs.logger },
    );
    await expect.poll(() => runs).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await pause(100);
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(finished).toBe(true);
    vi.advanceTimersByTime(10 * INTERVAL_MS);
    await pause(100);
    expect(runs).toBe(1);
    expect(logs.lines()).toEqual([]);
  });

  it("stop() aborts the signal a running turn was given, and waits for the turn to wind up", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let seen: AbortSignal | undefined;
    let finished = false;
    const logs = captureLogs();
    const scheduler = startScheduler(
      t.db,
      [
        job("transcode", async (signal) => {
          seen = signal;
          // Stands for a ten-minute transcode: it ends only when stop() aborts it.
          await new Promise<void>((resolve) =>
            signal.addEventListener("abort", () => resolve(), { once: true }),
          );
          // Putting its file back in the queue still uses the database: stop() waits for it.
          await t.db.selectFrom("courses").select("id").execute();
          finished = true;
          return "aborted";
        }),
      ],
      { logger: logs.logger },
    );
    await expect.poll(() => seen).toBeDefined();
    expect(seen?.aborted).toBe(false);
    await scheduler.stop();
    expect(seen?.aborted).toBe(true);
    expect(finished).toBe(true);
    expect(logs.lines()).toEqual([]);
  });
});
