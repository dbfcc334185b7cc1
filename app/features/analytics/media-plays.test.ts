// Issue #28: plays of uploaded lessons, counted per version, and the megabytes learners saved
// compared with Standard, from the beacon's event through the collector, the report and the
// daily roll-up, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL; and the event's checks.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import {
  MAX_MEDIA_EVENT_BYTES,
  mediaPlayLabel,
  parseMediaPlayLabel,
  type AnalyticsEvent,
} from "~/lib/analytics-events";
import { loadAnalyticsReport } from "./analytics-report.server";
import { AnalyticsCollector } from "./event-collector.server";
import { parseAnalyticsEvent } from "./event-schema";
import { rollUpAnalytics } from "./roll-up.server";

const alice = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140" };
const bob = { ip: "198.51.100.2", userAgent: "Mozilla/5.0 (iPhone) Safari/605" };

const STANDARD = 36_000_000;
const play = (
  lessonId: string,
  version: "audio" | "light" | "standard",
  bytes: number,
): AnalyticsEvent => ({
  name: "media_play",
  path: "/course/c1",
  lessonId,
  version,
  bytes,
  standardBytes: STANDARD,
});

describe("the media_play event's checks", () => {
  const valid = {
    name: "media_play",
    path: "/course/c1",
    lessonId: "3f2c9a1e-0000-4000-8000-000000000000",
    version: "light",
    bytes: 11_500_000,
    standardBytes: STANDARD,
  };
  const parse = (fields: Record<string, unknown>) =>
    parseAnalyticsEvent(JSON.stringify({ ...valid, ...fields }));

  it("accepts a play of each version", () => {
    for (const version of ["audio", "light", "standard"]) {
      expect(parse({ version })).toEqual({ ...valid, version });
    }
  });

  it("refuses an unknown version, bytes that are not bounded whole numbers, and a bad id", () => {
    for (const fields of [
      { version: "hd" },
      { version: "Light" },
      { bytes: 1.5 },
      { bytes: "1000" },
      { bytes: 0 },
      { bytes: -1 },
      { standardBytes: MAX_MEDIA_EVENT_BYTES + 1 },
      { bytes: Number.MAX_SAFE_INTEGER },
      { lessonId: "" },
      { lessonId: "a b" },
      { lessonId: "x".repeat(65) },
      { lessonId: "../x" },
      { extra: 1 },
      { path: "/course/c1?q=x" },
    ]) {
      expect(parse(fields), JSON.stringify(fields)).toBeNull();
    }
    expect(parse({ standardBytes: MAX_MEDIA_EVENT_BYTES })).not.toBeNull();
  });

  it("stores the version and bytes saved in a label it reads back, and nothing else", () => {
    expect(mediaPlayLabel("audio", 34_200_000)).toBe("audio:34200000");
    expect(parseMediaPlayLabel("audio:34200000")).toEqual({
      version: "audio",
      savedBytes: 34_200_000,
    });
    expect(parseMediaPlayLabel("light:-5")).toEqual({ version: "light", savedBytes: -5 });
    for (const label of ["", "courses", "hd:1", "light:", "light:1e9", "light:1:2"]) {
      expect(parseMediaPlayLabel(label), label).toBeNull();
    }
  });
});

describe.each(testDatabaseKinds())("media plays in the analytics report on %s", (kind) => {
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

  it("counts plays per version and sums the megabytes saved, the same after the roll-up", async () => {
    let now = new Date("2026-11-20T08:00:00Z");
    const collector = new AnalyticsCollector(t.db, { maxBatch: 1, now: () => now });
    // Day one: two Audio only plays (WebM 1.8 MB, M4A 2.4 MB), one Light, one Standard.
    await collector.record(play("lesson-1", "audio", 1_800_000), alice);
    await collector.record(play("lesson-1", "audio", 2_400_000), bob);
    await collector.record(play("lesson-2", "light", 11_500_000), alice);
    await collector.record(play("lesson-2", "standard", STANDARD), bob);
    // Day two (today): one more Light of the same lesson.
    now = new Date("2026-11-21T09:00:00Z");
    await collector.record(play("lesson-2", "light", 11_500_000), bob);
    await collector.record({ name: "page_view", path: "/" }, bob);
    await collector.close();

    const range = { from: "2026-11-14", to: "2026-11-21" };
    const before = await loadAnalyticsReport(t.db, range);
    // (36 − 1.8) + (36 − 2.4) + 2 × (36 − 11.5) + 0 = 116.8 MB.
    expect(before.mediaPlays).toEqual({
      plays: { audio: 2, light: 2, standard: 1 },
      megabytesSaved: 116.8,
    });
    // Plays are not page views.
    expect(before.totals.pageViews).toBe(1);

    expect((await rollUpAnalytics(t.db, now)).rolledUpDays).toEqual(["2026-11-20"]);
    expect(await loadAnalyticsReport(t.db, range)).toEqual(before);
    // One roll-up row per lesson, version and size, not one per play.
    const rows = await t.db
      .selectFrom("analytics_daily_events")
      .select(["label", "course_id", "count"])
      .where("name", "=", "media_play")
      .orderBy("label")
      .execute();
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { label: "audio:33600000", course_id: "lesson-1", count: 1 },
      { label: "audio:34200000", course_id: "lesson-1", count: 1 },
      { label: "light:24500000", course_id: "lesson-2", count: 1 },
      { label: "standard:0", course_id: "lesson-2", count: 1 },
    ]);

    const dayTwo = await loadAnalyticsReport(t.db, { from: "2026-11-21", to: "2026-11-21" });
    expect(dayTwo.mediaPlays).toEqual({
      plays: { audio: 0, light: 1, standard: 0 },
      megabytesSaved: 24.5,
    });
  });

  it("shows zeros for a range without plays", async () => {
    const report = await loadAnalyticsReport(t.db, { from: "2026-11-01", to: "2026-11-02" });
    expect(report.mediaPlays).toEqual({
      plays: { audio: 0, light: 0, standard: 0 },
      megabytesSaved: 0,
    });
  });
});
