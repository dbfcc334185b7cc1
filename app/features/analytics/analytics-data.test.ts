// The analytics storage path, roll-up, retention and report queries (issue #7), on SQLite and
// (with TEST_DATABASE_URL) on PostgreSQL.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  countAnalyticsEvents,
  findRolledUpDays,
  hasAnalyticsSalt,
  insertAnalyticsEvents,
  TOP_PAGES_PER_DAY,
  type NewAnalyticsEvent,
} from "~/.server/db/repositories/analytics";
import { insertCourse } from "~/.server/db/repositories/courses";
import { startScheduler } from "~/.server/jobs/scheduler";
import { captureLogs } from "~/.server/testing/captured-logs";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testCourse } from "~/.server/db/testing/test-course";
import { loadAnalyticsReport } from "./analytics-report.server";
import {
  AnalyticsCollector,
  AnalyticsCollectorClosedError,
  AnalyticsQueueFullError,
  visitorHash,
} from "./event-collector.server";
import type { AnalyticsEvent } from "~/lib/analytics-events";
import {
  RAW_RETENTION_DAYS,
  ROLL_UP_INTERVAL_MS,
  rollUpAnalytics,
  analyticsRollUpJob,
} from "./roll-up.server";
import { addDays } from "./utc-day";
import { localizedText } from "~/lib/localized-text";

const alice = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140" };
const bob = { ip: "198.51.100.2", userAgent: "Mozilla/5.0 (iPhone) Safari/605" };

const page = (path: string): AnalyticsEvent => ({ name: "page_view", path });
const view = (courseId: string, label: string): AnalyticsEvent => ({
  name: "view_course",
  path: `/course/${courseId}`,
  label,
  courseId,
});
const nav = (label: "home" | "courses" | "courses_mobile"): AnalyticsEvent => ({
  name: "navigate",
  path: "/",
  label,
});

/** Fails every INSERT whose values include `marker`, as a database refusing one row would. */
class FailInsertsHolding implements KyselyPlugin {
  constructor(private readonly marker: string) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === "InsertQueryNode" && JSON.stringify(node).includes(this.marker)) {
      throw new Error(`injected failure for a row holding ${this.marker}`);
    }
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** A clock the test moves by hand. */
function clock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next: string) => {
      now = new Date(next);
    },
  };
}

describe.each(testDatabaseKinds())("analytics on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    for (const table of [
      "analytics_events",
      "analytics_daily_pages",
      "analytics_daily_events",
      "analytics_daily_visitors",
      "analytics_salts",
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
  });

  it("never loses a batch to one row the database refuses: each row is tried again alone", async () => {
    // A database that refuses any INSERT carrying the poisoned path (as PostgreSQL refused a NUL).
    const poisoned = t.db.withPlugin(new FailInsertsHolding("/poison"));
    const collector = new AnalyticsCollector(poisoned, { maxBatch: 3, maxDelayMs: 60_000 });
    const results = await Promise.allSettled([
      collector.record(page("/"), alice),
      collector.record(page("/poison"), bob),
      collector.record(page("/courses"), bob),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await countAnalyticsEvents(t.db)).toBe(2);
    await collector.close();
  });

  it("stores events in batches, acknowledging each only once its batch is committed", async () => {
    const time = clock("2026-11-20T09:00:00Z");
    const collector = new AnalyticsCollector(t.db, {
      maxBatch: 3,
      maxDelayMs: 60_000,
      now: time.now,
    });
    const settled: string[] = [];
    const first = collector.record(page("/"), alice).then(() => settled.push("first"));
    const second = collector.record(page("/courses"), alice).then(() => settled.push("second"));
    // Two events wait for a batch of three; nothing is written or acknowledged yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual([]);
    expect(await countAnalyticsEvents(t.db)).toBe(0);
    // The third fills the batch: one INSERT, then all three are acknowledged.
    await collector.record(page("/auth"), bob);
    await Promise.all([first, second]);
    expect(await countAnalyticsEvents(t.db)).toBe(3);

    // A lone event is written after maxDelayMs, or at close (graceful shutdown).
    const lone = collector.record(nav("courses"), bob);
    await collector.close();
    await lone;
    expect(await countAnalyticsEvents(t.db)).toBe(4);
    await expect(collector.record(page("/"), alice)).rejects.toBeInstanceOf(
      AnalyticsCollectorClosedError,
    );
  });

  it("writes a lone event after the delay", async () => {
    const collector = new AnalyticsCollector(t.db, { maxBatch: 100, maxDelayMs: 20 });
    await collector.record(page("/"), alice);
    expect(await countAnalyticsEvents(t.db)).toBe(1);
    await collector.close();
  });

  it("refuses events beyond its queue instead of acknowledging what it cannot write", async () => {
    const collector = new AnalyticsCollector(t.db, {
      maxBatch: 100,
      maxDelayMs: 60_000,
      maxWaiting: 2,
    });
    const waiting = [collector.record(page("/"), alice), collector.record(page("/"), bob)];
    await expect(collector.record(page("/"), alice)).rejects.toBeInstanceOf(
      AnalyticsQueueFullError,
    );
    await collector.close();
    await Promise.all(waiting);
    expect(await countAnalyticsEvents(t.db)).toBe(2);
  });

  it("stores no IP address or user agent, and hashes visitors with a salt that changes daily", async () => {
    const time = clock("2026-11-20T09:00:00Z");
    const collector = new AnalyticsCollector(t.db, { maxBatch: 1, now: time.now });
    await collector.record(page("/"), alice);
    await collector.record(page("/courses"), alice);
    await collector.record(page("/"), bob);
    time.set("2026-11-21T09:00:00Z");
    await collector.record(page("/"), alice);
    await collector.close();

    const rows = await t.db
      .selectFrom("analytics_events")
      .selectAll()
      .orderBy("occurred_at")
      .execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(alice.ip);
    expect(stored).not.toContain("Mozilla");
    const [a1, a2, b1, aNextDay] = rows.map((row) => row.visitor);
    expect(a1).toBe(a2);
    expect(b1).not.toBe(a1);
    expect(aNextDay).not.toBe(a1);
    // The previous day's salt is gone from the database once the new day's exists.
    expect(await hasAnalyticsSalt(t.db, "2026-11-20")).toBe(false);
    expect(await hasAnalyticsSalt(t.db, "2026-11-21")).toBe(true);
  });

  it("shares one salt per day between processes", async () => {
    const time = clock("2026-11-20T09:00:00Z");
    const one = new AnalyticsCollector(t.db, { maxBatch: 1, now: time.now });
    const two = new AnalyticsCollector(t.db, { maxBatch: 1, now: time.now });
    await Promise.all([one.record(page("/"), alice), two.record(page("/courses"), alice)]);
    await Promise.all([one.close(), two.close()]);
    const rows = await t.db.selectFrom("analytics_events").select("visitor").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
    const salt = await t.db.selectFrom("analytics_salts").select("salt").executeTakeFirstOrThrow();
    expect(rows[0]?.visitor).toBe(visitorHash(salt.salt, alice));
  });

  /** Three days of traffic, the last one today. */
  async function seedTraffic(courseId: string, time: ReturnType<typeof clock>) {
    const collector = new AnalyticsCollector(t.db, { maxBatch: 50, maxDelayMs: 5, now: time.now });
    const record = (event: AnalyticsEvent, who = alice) => collector.record(event, who);
    time.set("2026-11-20T08:00:00Z");
    await Promise.all([
      record(page("/")),
      record(nav("courses")),
      record(page("/courses")),
      record(page(`/course/${courseId}`)),
      record(view(courseId, "عنوان قديم")),
      record(page("/"), bob),
    ]);
    time.set("2026-11-21T23:59:59Z");
    await Promise.all([
      record(page("/"), bob),
      record(nav("home"), bob),
      record(page(`/course/${courseId}`), bob),
      record(view(courseId, "عنوان قديم"), bob),
      record(view("deleted-course", "Gone course"), bob),
      record(nav("courses_mobile"), bob),
    ]);
    time.set("2026-11-22T10:00:00Z");
    await Promise.all([
      record(page("/")),
      record(page("/courses")),
      record(page("/courses")),
      record(nav("courses")),
    ]);
    await collector.close();
  }

  it("reports today's traffic at once, and the same figures before and after the roll-up", async () => {
    const courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Accounting", ar: "المحاسبة" }) }),
    );
    const time = clock("2026-11-20T08:00:00Z");
    await seedTraffic(courseId, time);
    const range = { from: "2026-11-01", to: "2026-11-22" };

    const before = await loadAnalyticsReport(t.db, range);
    expect(before.days).toHaveLength(22);
    expect(before.days.filter((d) => d.pageViews > 0)).toEqual([
      { day: "2026-11-20", pageViews: 4, visitors: 2 },
      { day: "2026-11-21", pageViews: 2, visitors: 1 },
      { day: "2026-11-22", pageViews: 3, visitors: 1 },
    ]);
    expect(before.totals.pageViews).toBe(9);
    expect(before.topPages).toEqual([
      { key: "/", count: 4 },
      { key: "/courses", count: 3 },
      { key: `/course/${courseId}`, count: 2 },
    ]);
    // Current titles for courses that exist; the event's own label for one deleted since.
    expect(before.topCourses).toEqual([
      { courseId, title: "المحاسبة", exists: true, views: 2 },
      { courseId: "deleted-course", title: "Gone course", exists: false, views: 1 },
    ]);
    expect(before.navigation).toEqual([
      { key: "courses", count: 2 },
      { key: "courses_mobile", count: 1 },
      { key: "home", count: 1 },
    ]);

    // Just after midnight the previous day is not closed yet (a batch may still be landing).
    expect((await rollUpAnalytics(t.db, new Date("2026-11-22T00:05:00Z"))).rolledUpDays).toEqual([
      "2026-11-20",
    ]);
    const result = await rollUpAnalytics(t.db, time.now());
    expect(result.rolledUpDays).toEqual(["2026-11-21"]);
    expect(await findRolledUpDays(t.db, range)).toEqual(["2026-11-20", "2026-11-21"]);
    // Raw events stay (90 days); the report now reads the roll-ups for the closed days.
    expect(await countAnalyticsEvents(t.db)).toBe(16);
    expect(await loadAnalyticsReport(t.db, range)).toEqual(before);

    // Running it again changes nothing.
    expect((await rollUpAnalytics(t.db, time.now())).rolledUpDays).toEqual([]);
    expect(await loadAnalyticsReport(t.db, range)).toEqual(before);

    // A range inside the data counts only its own days.
    const oneDay = await loadAnalyticsReport(t.db, { from: "2026-11-21", to: "2026-11-21" });
    expect(oneDay.days).toEqual([{ day: "2026-11-21", pageViews: 2, visitors: 1 }]);
    expect(oneDay.topPages.map((p) => p.key)).toEqual(["/", `/course/${courseId}`]);
  });

  it("deletes raw events older than 90 days, after rolling them up, and keeps the roll-ups", async () => {
    const time = clock("2026-08-01T12:00:00Z");
    const collector = new AnalyticsCollector(t.db, { maxBatch: 1, now: time.now });
    await collector.record(page("/old"), alice);
    time.set("2026-08-24T12:00:00Z");
    await collector.record(page("/kept"), alice);
    await collector.close();

    const today = "2026-11-22";
    const result = await rollUpAnalytics(t.db, new Date(`${today}T12:00:00Z`));
    expect(result.rolledUpDays).toEqual(["2026-08-01", "2026-08-24"]);
    // 2026-08-24 is exactly 90 days before today: kept; 2026-08-01 is older: deleted.
    expect(addDays(today, -RAW_RETENTION_DAYS)).toBe("2026-08-24");
    expect(result.deletedEvents).toBe(1);
    const paths = await t.db.selectFrom("analytics_events").select("path").execute();
    expect(paths).toEqual([{ path: "/kept" }]);
    const report = await loadAnalyticsReport(t.db, { from: "2026-08-01", to: "2026-08-24" });
    expect(report.topPages).toEqual([
      { key: "/kept", count: 1 },
      { key: "/old", count: 1 },
    ]);
  });

  describe("top pages over days with more paths than each day's top", () => {
    const days = ["2026-11-20", "2026-11-21", "2026-11-22"];
    const paths = Array.from(
      { length: TOP_PAGES_PER_DAY + 20 },
      (_, n) => `/p${String(n).padStart(3, "0")}`,
    );

    /** Stores `views(path index, day index)` page views of each path on each day. */
    async function seedViews(views: (path: number, day: number) => number) {
      const expected = new Map<string, number>();
      for (const [d, day] of days.entries()) {
        const rows: NewAnalyticsEvent[] = [];
        for (const [p, path] of paths.entries()) {
          for (let n = 0; n < views(p, d); n++) {
            rows.push({
              occurredAt: new Date(`${day}T06:00:00Z`),
              day,
              name: "page_view",
              path,
              label: "",
              courseId: "",
              visitor: `v${n}`,
            });
          }
          expected.set(path, (expected.get(path) ?? 0) + views(p, d));
        }
        for (let n = 0; n < rows.length; n += 500)
          await insertAnalyticsEvents(t.db, rows.slice(n, n + 500));
      }
      return [...expected]
        .filter(([, count]) => count > 0)
        .map(([key, count]) => ({ key, count }))
        .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
        .slice(0, 10);
    }

    /** The report's top pages, and the queries it ran. */
    async function topPages() {
      // Kysely also hands plugins the subqueries it builds: keep those that returned rows.
      const built = new Map<unknown, string>();
      const queries: string[] = [];
      const recorder = t.db.withPlugin({
        transformQuery(args) {
          built.set(args.queryId, JSON.stringify(args.node));
          return args.node;
        },
        transformResult: async (args) => {
          queries.push(built.get(args.queryId) ?? "");
          return args.result;
        },
      });
      const report = await loadAnalyticsReport(recorder, { from: days[0]!, to: days[2]! });
      return { top: report.topPages, queries };
    }

    /** Queries of roll-up pages other than those reading each day's top (`day_rank`). */
    const sumsOverRollUps = (queries: string[]) =>
      queries.filter((q) => q.includes('"analytics_daily_pages"') && !q.includes("day_rank"))
        .length;

    it("sums only the paths that can be at the top when the others cannot catch up", async () => {
      // Steep: path n has 100 - n views a day. /p069 is outside each closed day's top but has
      // 1,000 views today, which puts it first.
      const expected = await seedViews((p, d) =>
        p === paths.length - 1 && d === 2 ? 1_000 : 100 - p,
      );
      expect(expected[0]).toEqual({ key: "/p069", count: 1_062 });
      const raw = await topPages();
      expect(raw.top).toEqual(expected);
      await rollUpAnalytics(t.db, new Date("2026-11-22T12:00:00Z"));
      const rolled = await topPages();
      expect(rolled.top).toEqual(expected);
      // The proof held: one sum over roll-up rows (the candidates'), not a second over all.
      expect(sumsOverRollUps(rolled.queries)).toBe(1);
    });

    it("sums every path when each day's top cannot prove the order", async () => {
      // Flat: every path has 3 views a day, one more for every tenth. A path outside a day's top
      // could be anywhere, so the bound is too high and every row is summed.
      const expected = await seedViews((p) => (p % 10 === 0 ? 4 : 3));
      await rollUpAnalytics(t.db, new Date("2026-11-22T12:00:00Z"));
      const rolled = await topPages();
      expect(rolled.top).toEqual(expected);
      expect(sumsOverRollUps(rolled.queries)).toBe(2);
      expect(expected.slice(0, 2)).toEqual([
        { key: "/p000", count: 12 },
        { key: "/p010", count: 12 },
      ]);
    });
  });

  describe("in the server", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("rolls up at start, then every interval, on a timer that never holds the process", async () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const collector = new AnalyticsCollector(t.db, {
        maxBatch: 1,
        now: () => new Date(Date.now() - 2 * 86_400_000),
      });
      await collector.record(page("/"), alice);
      await collector.close();
      const logs = captureLogs();
      const rolledUp = () => logs.lines().filter((line) => line.event === "analytics_rolled_up");
      const failed = () => logs.lines().filter((line) => line.event === "analytics_roll_up_failed");
      const scheduler = startScheduler(t.db, [analyticsRollUpJob(t.db)], { logger: logs.logger });
      try {
        expect(scheduler.hasRef()).toBe(false);
        await expect.poll(() => rolledUp().length).toBe(1);
        expect(rolledUp()[0]).toMatchObject({
          level: 30,
          rolledUpDays: 1,
          msg: expect.stringMatching(/rolled up 1 day\(s\)/),
        });
        // A failed turn is logged, not thrown, and the next turn runs again.
        const failing = vi.spyOn(t.db, "transaction").mockImplementationOnce(() => {
          throw new Error("database gone");
        });
        await t.db.deleteFrom("analytics_daily_visitors").execute();
        vi.advanceTimersByTime(ROLL_UP_INTERVAL_MS);
        await expect.poll(() => failed().length).toBe(1);
        expect(failed()[0]).toMatchObject({
          level: 50,
          err: expect.objectContaining({ message: "database gone", stack: expect.any(String) }),
        });
        failing.mockRestore();
        vi.advanceTimersByTime(ROLL_UP_INTERVAL_MS);
        await expect.poll(() => rolledUp().length).toBe(2);
      } finally {
        await scheduler.stop();
      }
    });
  });

  it("deletes a finished day's salt even when nobody visited since", async () => {
    const collector = new AnalyticsCollector(t.db, {
      maxBatch: 1,
      now: () => new Date("2026-11-21T12:00:00Z"),
    });
    await collector.record(page("/"), alice);
    await collector.close();
    expect(await hasAnalyticsSalt(t.db, "2026-11-21")).toBe(true);
    await rollUpAnalytics(t.db, new Date("2026-11-22T00:00:01Z"));
    expect(await hasAnalyticsSalt(t.db, "2026-11-21")).toBe(false);
  });
});
