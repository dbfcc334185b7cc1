// All SQL about first-party analytics (issue #7, docs/decisions/0010-first-party-analytics.md):
// raw events, the day's salt, the daily roll-ups and the admin report's queries. A report reads
// the roll-up tables for rolled-up days and aggregates the raw events of the others (today, and a
// closed day the roll-up has not reached yet), so its figures are the same before and after a
// roll-up. Days are UTC `YYYY-MM-DD` strings, which sort and compare as dates on both databases.
import { sql } from "kysely";
import type { Database } from "../schema";
import { toCount } from "./row-mapping";

export interface NewAnalyticsEvent {
  occurredAt: Date;
  /** UTC day of `occurredAt`, YYYY-MM-DD. */
  day: string;
  name: string;
  path: string;
  label: string;
  courseId: string;
  visitor: string;
}

/** Inclusive range of UTC days. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DailyTraffic {
  day: string;
  pageViews: number;
  visitors: number;
}

export interface CountedRow {
  key: string;
  count: number;
}

export interface CourseViews {
  courseId: string;
  /** Current titles, or null when the course no longer exists. */
  title: string | null;
  titleAr: string | null;
  /** The title the event carried (the latest one seen), for a deleted course. */
  label: string;
  views: number;
}

/**
 * One multi-row INSERT per call (the caller batches). Rows per statement stay well under both
 * databases' bound-parameter limits (7 per row; SQLite allows 32,766, PostgreSQL 65,535).
 */
export async function insertAnalyticsEvents(
  db: Database,
  events: readonly NewAnalyticsEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto("analytics_events")
    .values(
      events.map((e) => ({
        occurred_at: e.occurredAt.toISOString(),
        day: e.day,
        name: e.name,
        path: e.path,
        label: e.label,
        course_id: e.courseId,
        visitor: e.visitor,
      })),
    )
    .execute();
}

/**
 * The salt of `day`: `candidate` if no process stored one yet, else the one stored first (every
 * process over the same database then hashes alike). Deletes the salts of earlier days, so no
 * salt outlives its day in the database.
 */
export async function findOrCreateDailySalt(
  db: Database,
  day: string,
  candidate: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_salts").where("day", "<", day).execute();
    await trx
      .insertInto("analytics_salts")
      .values({ day, salt: candidate })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await trx
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return row.salt;
  });
}

/** Days of the range already rolled up. */
export async function findRolledUpDays(db: Database, range: DayRange): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_daily_visitors")
    .select("day")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .orderBy("day")
    .execute();
  return rows.map((row) => row.day);
}

/**
 * Days before `beforeDay` with raw events and no roll-up yet, oldest first. Only days after the
 * latest rolled-up one are looked at: roll-ups go oldest first and a closed day gets no new
 * events, so no gap is left behind, and the scan stays within the few newest days.
 */
export async function findDaysToRollUp(db: Database, beforeDay: string): Promise<string[]> {
  const latest = await db
    .selectFrom("analytics_daily_visitors")
    .select((eb) => eb.fn.max("day").as("day"))
    .executeTakeFirst();
  let query = db
    .selectFrom("analytics_events")
    .select("day")
    .distinct()
    .where("day", "<", beforeDay);
  if (latest?.day) query = query.where("day", ">", latest.day);
  const rows = await query.orderBy("day").execute();
  return rows.map((row) => row.day);
}

/** Deletes the salts of days before `day`. */
export async function deleteAnalyticsSaltsBefore(db: Database, day: string): Promise<void> {
  await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
}

/** Whether a salt is stored for `day` (tests). */
export async function hasAnalyticsSalt(db: Database, day: string): Promise<boolean> {
  const row = await db
    .selectFrom("analytics_salts")
    .select("day")
    .where("day", "=", day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the roll-ups of one day from its raw events, in one transaction, replacing any earlier
 * roll-up of that day (running it twice changes nothing). The raw events stay until retention.
 */
export async function rollUpDay(db: Database, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      "analytics_daily_pages",
      "analytics_daily_events",
      "analytics_daily_visitors",
    ] as const) {
      await trx.deleteFrom(table).where("day", "=", day).execute();
    }
    await trx
      .insertInto("analytics_daily_pages")
      .columns(["day", "path", "views"])
      .expression(
        trx
          .selectFrom("analytics_events")
          .select(["day", "path", (eb) => eb.fn.countAll<number>().as("views")])
          .where("day", "=", day)
          .where("name", "=", "page_view")
          .groupBy(["day", "path"]),
      )
      .execute();
    await trx
      .insertInto("analytics_daily_events")
      .columns(["day", "name", "label", "course_id", "count"])
      .expression(
        trx
          .selectFrom("analytics_events")
          .select(["day", "name", "label", "course_id", (eb) => eb.fn.countAll<number>().as("n")])
          .where("day", "=", day)
          .where("name", "!=", "page_view")
          .groupBy(["day", "name", "label", "course_id"]),
      )
      .execute();
    // Always a row, even for a day of events with no page view: it marks the day as rolled up.
    await trx
      .insertInto("analytics_daily_visitors")
      .columns(["day", "visitors", "page_views"])
      .expression(
        trx
          .selectFrom("analytics_events")
          .select([
            sql.lit(day).as("day"),
            (eb) => eb.fn.count<number>("visitor").distinct().as("visitors"),
            sql<number>`coalesce(sum(case when name = 'page_view' then 1 else 0 end), 0)`.as(
              "page_views",
            ),
          ])
          .where("day", "=", day),
      )
      .execute();
  });
}

/** Deletes raw events of days before `beforeDay`; returns how many. */
export async function deleteAnalyticsEventsBefore(
  db: Database,
  beforeDay: string,
): Promise<number> {
  const result = await db
    .deleteFrom("analytics_events")
    .where("day", "<", beforeDay)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many raw events there are (tests, benchmark). */
export async function countAnalyticsEvents(db: Database): Promise<number> {
  const row = await db
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  return toCount(row?.n as number | string | undefined);
}

/**
 * Page views and unique visitors per day: from the roll-up for `range`'s rolled-up days, from
 * raw events for `liveDays` (the range's days without a roll-up). Days without traffic are absent.
 */
export async function findDailyTraffic(
  db: Database,
  range: DayRange,
  liveDays: readonly string[],
): Promise<DailyTraffic[]> {
  const rolled = await db
    .selectFrom("analytics_daily_visitors")
    .select(["day", "visitors", "page_views"])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .execute();
  const live =
    liveDays.length === 0
      ? []
      : await db
          .selectFrom("analytics_events")
          .select([
            "day",
            (eb) => eb.fn.count<number>("visitor").distinct().as("visitors"),
            sql<number>`sum(case when name = 'page_view' then 1 else 0 end)`.as("page_views"),
          ])
          .where("day", "in", liveDays)
          .groupBy("day")
          .execute();
  return [...rolled, ...live]
    .map((row) => ({
      day: row.day,
      pageViews: toCount(row.page_views),
      visitors: toCount(row.visitors),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The most viewed paths over the range, most first (ties by path). */
export async function findTopPages(
  db: Database,
  range: DayRange,
  liveDays: readonly string[],
  limit: number,
): Promise<CountedRow[]> {
  let source = db
    .selectFrom("analytics_daily_pages")
    .select(["path", sql<number>`views`.as("n")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  if (liveDays.length > 0) {
    source = source.unionAll(
      db
        .selectFrom("analytics_events")
        .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
        .where("day", "in", liveDays)
        .where("name", "=", "page_view")
        .groupBy("path"),
    );
  }
  const rows = await db
    .selectFrom(source.as("t"))
    .select(["t.path", (eb) => eb.fn.sum<number>("t.n").as("total")])
    .groupBy("t.path")
    .orderBy("total", "desc")
    .orderBy("t.path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.path, count: toCount(row.total) }));
}

/** Counts of one named event per label over the range, most first (ties by label). */
export async function findEventCountsByLabel(
  db: Database,
  name: string,
  range: DayRange,
  liveDays: readonly string[],
  limit: number,
): Promise<CountedRow[]> {
  let source = db
    .selectFrom("analytics_daily_events")
    .select(["label", sql<number>`count`.as("n")])
    .where("name", "=", name)
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  if (liveDays.length > 0) {
    source = source.unionAll(
      db
        .selectFrom("analytics_events")
        .select(["label", (eb) => eb.fn.countAll<number>().as("n")])
        .where("day", "in", liveDays)
        .where("name", "=", name)
        .groupBy("label"),
    );
  }
  const rows = await db
    .selectFrom(source.as("t"))
    .select(["t.label", (eb) => eb.fn.sum<number>("t.n").as("total")])
    .groupBy("t.label")
    .orderBy("total", "desc")
    .orderBy("t.label")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.label, count: toCount(row.total) }));
}

/** Courses by 'view_course' events over the range, most first, with their current titles. */
export async function findTopCourses(
  db: Database,
  range: DayRange,
  liveDays: readonly string[],
  limit: number,
): Promise<CourseViews[]> {
  let source = db
    .selectFrom("analytics_daily_events")
    .select(["course_id", "label", sql<number>`count`.as("n")])
    .where("name", "=", "view_course")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  if (liveDays.length > 0) {
    source = source.unionAll(
      db
        .selectFrom("analytics_events")
        .select(["course_id", "label", (eb) => eb.fn.countAll<number>().as("n")])
        .where("day", "in", liveDays)
        .where("name", "=", "view_course")
        .groupBy(["course_id", "label"]),
    );
  }
  const rows = await db
    .selectFrom(source.as("t"))
    .leftJoin("courses", "courses.id", "t.course_id")
    .select([
      "t.course_id",
      "courses.title",
      "courses.title_ar",
      (eb) => eb.fn.max("t.label").as("label"),
      (eb) => eb.fn.sum<number>("t.n").as("total"),
    ])
    .groupBy(["t.course_id", "courses.title", "courses.title_ar"])
    .orderBy("total", "desc")
    .orderBy("t.course_id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    courseId: row.course_id,
    title: row.title ?? null,
    titleAr: row.title_ar ?? null,
    label: row.label ?? "",
    views: toCount(row.total),
  }));
}
