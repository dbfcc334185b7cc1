// npm run bench:analytics — first-party analytics at scale (issue #7; issue #18 runs it with
// BENCH_EVENTS=10000000): ingests 1,000,000 events through the endpoint's storage path
// (AnalyticsCollector.record: visitor hash with the day's salt, group-committed batches) spread
// over 90 closed days and today, and reports events/s;
// rolls the closed days up; then times the admin Analytics page's work (loadAnalyticsReport: daily
// traffic, top courses, top pages, navigate labels) for the last 30 and 90 days, on SQLite and on
// PostgreSQL. A benchmark, not a test: it prints figures for docs/benchmarks.md.
//
// Options (environment): BENCH_DATABASES=sqlite,postgres  BENCH_EVENTS=1000000  BENCH_RUNS=200
//   BENCH_POSTGRES_URL (a server where a throwaway database is created and dropped; default
//   TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_EXPLAIN=1: after the timed runs, prints the plan of each query of one 90-day report
//   (SQLite: EXPLAIN QUERY PLAN and the query's median time alone; PostgreSQL: EXPLAIN (ANALYZE,
//   BUFFERS)), as markdown, for the decision records.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { DatabaseKind } from "~/.server/db/create-database";
import { countAnalyticsEvents, insertAnalyticsEvents } from "~/.server/db/repositories/analytics";
import { insertCourse } from "~/.server/db/repositories/courses";
import type { Database } from "~/.server/db/schema";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { testCourse } from "~/.server/db/testing/test-course";
import { loadAnalyticsReport } from "~/features/analytics/analytics-report.server";
import {
  AnalyticsCollector,
  type AnalyticsClient,
} from "~/features/analytics/event-collector.server";
import type { AnalyticsEvent } from "~/lib/analytics-events";
import { rollUpAnalytics } from "~/features/analytics/roll-up.server";
import { addDays, utcDay } from "~/features/analytics/utc-day";
import { localizedText } from "~/lib/localized-text";
import { explainWork } from "./bench-explain";
import { benchPostgresUrl, machineSummary, percentile, seededRandom } from "./bench-server";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Math.max(100, Number(process.env.BENCH_RUNS ?? 200));
const WARMUP = 20;
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as DatabaseKind[];
/** Records in flight at once: many concurrent beacons, as on a busy server. */
const CONCURRENCY = 2_000;
const COURSES = 200;
const CLIENTS_PER_DAY = 5_000;
const LATENCY_SAMPLES = 50;
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";

let random = seededRandom(20261122);

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
const fmt = (ms: number) => ms.toFixed(2);

/** A visitor's next event, roughly as the site is used: pages, course views, top-bar clicks. */
function nextEvent(courses: { id: string; title: string }[]): AnalyticsEvent {
  const r = random();
  if (r < 0.25) return { name: "page_view", path: "/" };
  if (r < 0.45) return { name: "page_view", path: "/courses" };
  // Popular courses get most views (squaring skews the pick towards the first ones).
  const course = courses[Math.floor(random() ** 2 * courses.length)] as (typeof courses)[number];
  if (r < 0.62) return { name: "page_view", path: `/course/${course.id}` };
  if (r < 0.79)
    return {
      name: "view_course",
      path: `/course/${course.id}`,
      label: course.title,
      courseId: course.id,
    };
  if (r < 0.9) {
    const label =
      (["home", "courses", "courses_mobile"] as const)[Math.floor(random() * 3)] ?? "home";
    return { name: "navigate", path: "/", label };
  }
  if (r < 0.95) return { name: "page_view", path: "/auth" };
  // Mistyped and stale links: many distinct 404 paths.
  return { name: "page_view", path: `/old-link-${Math.floor(random() * 5_000)}` };
}

function clientOf(index: number): AnalyticsClient {
  return {
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    userAgent: `Mozilla/5.0 (Linux; Android 14; bench ${index % 40}) Chrome/140 Mobile Safari/537.36`,
  };
}

async function ingest(db: Database, courses: { id: string; title: string }[], now: Date) {
  // A clock that walks from 90 days before today's start to now, one step per event, so the
  // events spread evenly over 90 closed days and today so far (today's stay raw, as live).
  const start = Date.parse(`${addDays(utcDay(now), -90)}T00:00:00Z`);
  const step = (now.getTime() - start) / EVENTS;
  let clock = start;
  const collector = new AnalyticsCollector(db, { now: () => new Date(clock) });
  const started = performance.now();
  // A counting semaphore: at most CONCURRENCY records in flight, refilled when half are done.
  let inFlight = 0;
  let wake: (() => void) | undefined;
  let drained: (() => void) | undefined;
  const settle = () => {
    inFlight -= 1;
    if (wake && inFlight <= CONCURRENCY / 2) {
      wake();
      wake = undefined;
    }
    if (drained && inFlight === 0) drained();
  };
  for (let n = 0; n < EVENTS; n++) {
    clock = start + n * step;
    const client = clientOf(Math.floor(random() * CLIENTS_PER_DAY));
    inFlight += 1;
    collector.record(nextEvent(courses), client).then(settle, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
    if (inFlight >= CONCURRENCY) await new Promise<void>((resolve) => (wake = resolve));
    if (n % 50_000 === 0) process.stdout.write(".");
  }
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  await collector.close();
  process.stdout.write("\n");
  return (performance.now() - started) / 1000;
}

/** How long one event waits for its 204 at low traffic, against a direct single-row insert. */
async function latency(db: Database) {
  const collector = new AnalyticsCollector(db);
  const grouped: number[] = [];
  for (let n = 0; n < LATENCY_SAMPLES; n++) {
    const started = performance.now();
    await collector.record({ name: "page_view", path: "/" }, clientOf(n));
    grouped.push(performance.now() - started);
  }
  await collector.close();
  const direct: number[] = [];
  for (let n = 0; n < LATENCY_SAMPLES * 4; n++) {
    const started = performance.now();
    await insertAnalyticsEvents(db, [
      {
        occurredAt: new Date(),
        day: utcDay(new Date()),
        name: "page_view",
        path: "/",
        label: "",
        courseId: "",
        visitor: "x".repeat(22),
      },
    ]);
    direct.push(performance.now() - started);
  }
  return { grouped: summary(grouped), direct: summary(direct) };
}

async function timeReport(
  db: Database,
  days: number,
  now: Date,
  runs: number,
  warmup = Math.min(WARMUP, runs),
) {
  const range = { from: addDays(utcDay(now), -(days - 1)), to: utcDay(now) };
  for (let n = 0; n < warmup; n++) await loadAnalyticsReport(db, range);
  const times: number[] = [];
  let pageViews = 0;
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    pageViews = (await loadAnalyticsReport(db, range)).totals.pageViews;
    times.push(performance.now() - started);
  }
  return { pageViews, ...summary(times) };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

process.env.TEST_DATABASE_URL = benchPostgresUrl();

console.log(
  `Analytics benchmark: ${EVENTS} events over 90 days and today, ${RUNS} timed report runs after ${WARMUP} warm-up`,
);
console.log(`Machine: ${machineSummary()}; ${new Date().toISOString()}; load average ${load()}`);
const rows: string[] = [];
for (const kind of DATABASES) {
  random = seededRandom(20261122);
  console.log(`\n${kind}:`);
  const { db, destroy } = await createTestDatabase(kind, { statementTimeoutMs: 0 });
  try {
    const courses: { id: string; title: string }[] = [];
    for (let n = 0; n < COURSES; n++) {
      const title = `دورة رقم ${n}`;
      courses.push({
        id: await insertCourse(
          db,
          testCourse({ title: localizedText({ en: "A course", ar: title }), isPublished: true }),
        ),
        title,
      });
    }
    const now = new Date();
    const seconds = await ingest(db, courses, now);
    const stored = await countAnalyticsEvents(db);
    console.log(
      `  ingested ${stored} events in ${seconds.toFixed(1)} s: ${Math.round(stored / seconds)} events/s`,
    );
    const lat = await latency(db);
    console.log(
      `  one event at a time: acknowledged after p50 ${fmt(lat.grouped.p50)} / p95 ${fmt(lat.grouped.p95)} ms ` +
        `(batch wait included); a direct one-row INSERT takes p50 ${fmt(lat.direct.p50)} / p95 ${fmt(lat.direct.p95)} ms`,
    );
    if (kind === "postgres") await sql`VACUUM ANALYZE`.execute(db);

    // Seconds a run at 10,000,000 events: a few runs after one warm-up show the order of it.
    const raw30 = await timeReport(db, 30, now, 5, 1);
    const raw90 = await timeReport(db, 90, now, 5, 1);
    console.log(
      `  before roll-up (all raw): 30 days p50 ${fmt(raw30.p50)} ms, 90 days p50 ${fmt(raw90.p50)} ms (5 runs after 1 warm-up)`,
    );

    const rollStarted = performance.now();
    const { rolledUpDays } = await rollUpAnalytics(db, now);
    const rollSeconds = (performance.now() - rollStarted) / 1000;
    console.log(`  rolled up ${rolledUpDays.length} days in ${rollSeconds.toFixed(1)} s`);
    if (kind === "postgres") await sql`VACUUM ANALYZE`.execute(db);

    for (const days of [30, 90]) {
      const r = await timeReport(db, days, now, RUNS);
      if (days === 30 && r.pageViews !== raw30.pageViews)
        throw new Error("roll-up changed the counts");
      if (days === 90 && r.pageViews !== raw90.pageViews)
        throw new Error("roll-up changed the counts");
      console.log(
        `  report, last ${days} days: ${r.pageViews} page views; p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms  p99 ${fmt(r.p99)} ms`,
      );
      rows.push(
        `| ${kind} | last ${days} days | ${r.pageViews} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} |`,
      );
    }
    rows.push(
      `| ${kind} | ingest: ${Math.round(stored / seconds)} events/s (${seconds.toFixed(1)} s); roll-up of ${rolledUpDays.length} days ${rollSeconds.toFixed(1)} s; before roll-up 30/90 days p50 ${fmt(raw30.p50)}/${fmt(raw90.p50)} ms; lone event acknowledged p50 ${fmt(lat.grouped.p50)} ms, direct INSERT p50 ${fmt(lat.direct.p50)} ms | | | | |`,
    );
    console.log(`  ${new Date().toISOString()}; load average ${load()}`);
    if (EXPLAIN) {
      // The plans of the queries one report runs, read from the report itself (no copy of its SQL).
      const range = { from: addDays(utcDay(now), -89), to: utcDay(now) };
      console.log(`\n### Plans on ${kind}, last 90 days (${range.from} to ${range.to})\n`);
      await explainWork(db, "report", (db) => loadAnalyticsReport(db, range));
    }
  } finally {
    await destroy();
  }
}
console.log("\n| database | report range | page views | p50 ms | p95 ms | p99 ms |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
