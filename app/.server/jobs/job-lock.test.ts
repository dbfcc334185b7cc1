// The job lock across instances: on PostgreSQL two pools on one database stand for two server
// processes; on SQLite the guard is per process (one process serves a SQLite file).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { jobLockKey, SKIPPED, withExclusiveLock, withJobLock } from "./job-lock";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it: a job that runs until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(testDatabaseKinds())("withJobLock on %s", (kind) => {
  let t: TestDatabase;
  /** The second instance: its own pool on PostgreSQL; the same handle on SQLite (one process). */
  let other: Database;
  beforeEach(async () => {
    t = await createTestDatabase(kind);
    other = kind === "postgres" ? createDatabase(t.url) : t.db;
  });
  afterEach(async () => {
    if (other !== t.db) await other.destroy();
    await t?.destroy();
  });

  it("skips a run while another instance holds the job, and runs once it is released", async () => {
    const held = gate();
    let started = false;
    const first = withJobLock(t.db, "roll-up", async () => {
      started = true;
      await held.opened;
      return "first";
    });
    await expect.poll(() => started).toBe(true);
    let secondRan = false;
    const second = await withJobLock(other, "roll-up", async () => {
      secondRan = true;
      return "second";
    });
    expect(second).toBe(SKIPPED);
    expect(secondRan).toBe(false);
    // Another job's name is another lock.
    expect(await withJobLock(other, "sweep", async () => "sweep")).toBe("sweep");
    held.open();
    expect(await first).toBe("first");
    expect(await withJobLock(other, "roll-up", async () => "second")).toBe("second");
  });

  it("releases the lock when the job throws, and passes the error on", async () => {
    await expect(
      withJobLock(t.db, "roll-up", async () => {
        throw new Error("job failed");
      }),
    ).rejects.toThrow("job failed");
    expect(await withJobLock(other, "roll-up", async () => "next")).toBe("next");
    expect(await withJobLock(t.db, "roll-up", async () => "again")).toBe("again");
  });

  it("never lets two runs of one job overlap, however many instances start it together", async () => {
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    const job = async () => {
      active++;
      mostActive = Math.max(mostActive, active);
      runs++;
      await pause(20);
      active--;
      return "ran";
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withJobLock(i % 2 ? other : t.db, "roll-up", job)),
    );
    expect(mostActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => o === SKIPPED)).toHaveLength(20 - runs);
  });

  it("withExclusiveLock makes a second instance wait its turn instead of skipping", async () => {
    const order: string[] = [];
    const held = gate();
    const first = withExclusiveLock(t.db, "migrate", async () => {
      order.push("first starts");
      await held.opened;
      order.push("first ends");
    });
    await expect.poll(() => order.length).toBe(1);
    const second = withExclusiveLock(other, "migrate", async () => {
      order.push("second runs");
    });
    await pause(100);
    expect(order).toEqual(["first starts"]);
    held.open();
    await Promise.all([first, second]);
    expect(order).toEqual(["first starts", "first ends", "second runs"]);
  });
});

describe("jobLockKey", () => {
  it("is a stable signed 64-bit number per name", () => {
    const key = BigInt(jobLockKey("analytics-roll-up"));
    expect(key).toBe(BigInt(jobLockKey("analytics-roll-up")));
    expect(key).not.toBe(BigInt(jobLockKey("orphan-thumbnail-sweep")));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});
