// All SQL about first-party analytics (issue #7, docs/decisions/0010-first-party-analytics.md):
// raw events, the day's salt, the daily roll-ups and the admin report's queries. A report reads
// the roll-up tables for rolled-up days and aggregates the raw events of the others (today, and a
// closed day the roll-up has not reached yet), so its figures are the same before and after a
// roll-up. Days are UTC `YYYY-MM-DD` strings, which sort and compare as dates on both databases.
import { sql } from "kysely";
import type { LocalizedText } from "~/lib/localized-text";
import type { Database } from "../schema";
import { localizedColumnNames, readLocalizedText, toCount } from "./row-mapping";

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
  title: LocalizedText | null;
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
      .columns(["day", "path", "views", "day_rank"])
      .expression(
        trx
          .selectFrom("analytics_events")
          .select([
            "day",
            "path",
            (eb) => eb.fn.countAll<number>().as("views"),
            sql<number>`row_number() over (order by count(*) desc, path)`.as("day_rank"),
          ])
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
  // Per live day (today, mostly): its visitors grouped in the order of the (day, visitor, name)
  // index, and its page views counted in the (day, name, ...) one, without a table row or a sort.
  // count(distinct visitor) grouped by day sorts them all on both databases (3-5 times slower
  // at 100,000 events a day).
  const live = await Promise.all(
    liveDays.map(async (day) => {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom(
              eb
                .selectFrom("analytics_events")
                .select("visitor")
                .where("day", "=", day)
                .groupBy("visitor")
                .as("v"),
            )
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .as("visitors"),
          eb
            .selectFrom("analytics_events")
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .where("day", "=", day)
            .where("name", "=", "page_view")
            .as("page_views"),
        ])
        .executeTakeFirstOrThrow();
      return { day, visitors: row.visitors ?? 0, page_views: row.page_views ?? 0 };
    }),
  );
  return [...rolled, ...live.filter((row) => toCount(row.visitors) > 0)]
    .map((row) => ({
      day: row.day,
      pageViews: toCount(row.page_views),
      visitors: toCount(row.visitors),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * How many of each day's paths findTopPages reads first. Above the report's 10, so that a path
 * outside them all has too few views to be among the top: at 10,000,000 events the 51st path of
 * a day has ~100 views and the 10th of 90 days ~20,000.
 */
export const TOP_PAGES_PER_DAY = 50;
/** More candidate paths than this, and summing everything is no slower: see findTopPages. */
const MAX_TOP_PAGE_CANDIDATES = 2_000;

/**
 * The most viewed paths over the range, most first (ties by path). `rolledDays` are the range's
 * days with a roll-up, `liveDays` the others. Most of a day's paths are a long tail seen once or
 * twice (stale links, typos): thousands a day, so summing every (day, path) row of 90 days would
 * read hundreds of thousands. Instead, the candidates are each rolled-up day's top
 * TOP_PAGES_PER_DAY paths (their `day_rank`) and the live days' top as many; a path outside them
 * has, on each day, at most the views of that day's next rank, so at most the sum of those over
 * the range (the bound). The candidates' totals are summed exactly, and if the last of the top
 * `limit` has more than the bound, no other path can be in it. Otherwise (a flat day, a range
 * with few views) every row is summed, as before.
 */
export async function findTopPages(
  db: Database,
  range: DayRange,
  rolledDays: readonly string[],
  liveDays: readonly string[],
  limit: number,
): Promise<CountedRow[]> {
  const head = Math.max(TOP_PAGES_PER_DAY, limit);
  const [rolledHead, rolledNext, liveHead] = await Promise.all([
    rolledDays.length === 0
      ? []
      : db
          .selectFrom("analytics_daily_pages")
          .select("path")
          .where("day", "in", rolledDays)
          .where("day_rank", "<=", head)
          .groupBy("path")
          .execute(),
    rolledDays.length === 0
      ? undefined
      : db
          .selectFrom("analytics_daily_pages")
          .select((eb) => eb.fn.sum<number>("views").as("n"))
          .where("day", "in", rolledDays)
          .where("day_rank", "=", head + 1)
          .executeTakeFirst(),
    liveDays.length === 0
      ? []
      : db
          .selectFrom("analytics_events")
          .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
          .where("day", "in", liveDays)
          .where("name", "=", "page_view")
          .groupBy("path")
          .orderBy("n", "desc")
          .orderBy("path")
          .limit(head + 1)
          .execute(),
  ]);
  const candidates = [
    ...new Set([
      ...rolledHead.map((row) => row.path),
      ...liveHead.slice(0, head).map((row) => row.path),
    ]),
  ];
  if (candidates.length === 0) return [];
  if (candidates.length > MAX_TOP_PAGE_CANDIDATES) return sumTopPages(db, range, liveDays, limit);
  const bound = toCount(rolledNext?.n ?? 0) + toCount(liveHead[head]?.n ?? 0);
  const top = await sumTopPages(db, range, liveDays, limit, candidates);
  const last = top[limit - 1];
  if (bound === 0 || (last && last.count > bound)) return top;
  return sumTopPages(db, range, liveDays, limit);
}

/** Views per path over the range, of `paths` only if given, most first (ties by path). */
async function sumTopPages(
  db: Database,
  range: DayRange,
  liveDays: readonly string[],
  limit: number,
  paths?: readonly string[],
): Promise<CountedRow[]> {
  let rolled = db
    .selectFrom("analytics_daily_pages")
    .select(["path", sql<number>`views`.as("n")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  if (paths) rolled = rolled.where("path", "in", paths);
  let live = db
    .selectFrom("analytics_events")
    .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
    .where("day", "in", liveDays)
    .where("name", "=", "page_view");
  if (paths) live = live.where("path", "in", paths);
  const source = liveDays.length > 0 ? rolled.unionAll(live.groupBy("path")) : rolled;
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

/**
 * Counts of one named event per label over the range, most first (ties by label); the first
 * `limit` labels, or every one without it (media_play's, a few per uploaded lesson).
 */
export async function findEventCountsByLabel(
  db: Database,
  name: string,
  range: DayRange,
  liveDays: readonly string[],
  limit?: number,
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
  let query = db
    .selectFrom(source.as("t"))
    .select(["t.label", (eb) => eb.fn.sum<number>("t.n").as("total")])
    .groupBy("t.label")
    .orderBy("total", "desc")
    .orderBy("t.label");
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.label, count: toCount(row.total) }));
}

/** Courses by 'view_course' events over the range, most first, with their current titles. */
export async function findTopCourses(
  db: Database,
  range: DayRange,
  liveDays: readonly string[],
  limit: number,
): Promise<CourseViews[]> {
  // Each part grouped by course where it is read: the union then carries a row per course, not
  // one per (day, course) row of the range.
  let source = db
    .selectFrom("analytics_daily_events")
    .select([
      "course_id",
      (eb) => eb.fn.max("label").as("label"),
      (eb) => eb.fn.sum<number>("count").as("n"),
    ])
    .where("name", "=", "view_course")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("course_id");
  if (liveDays.length > 0) {
    source = source.unionAll(
      db
        .selectFrom("analytics_events")
        .select([
          "course_id",
          (eb) => eb.fn.max("label").as("label"),
          (eb) => eb.fn.countAll<number>().as("n"),
        ])
        .where("day", "in", liveDays)
        .where("name", "=", "view_course")
        .groupBy("course_id"),
    );
  }
  // Summed and cut to `limit` first, then joined: joined first, every (day, course) row of the
  // range would look up its course and be grouped with its titles (40 ms at 90 days of 200).
  const top = db
    .selectFrom(source.as("t"))
    .select([
      "t.course_id",
      (eb) => eb.fn.max("t.label").as("label"),
      (eb) => eb.fn.sum<number>("t.n").as("total"),
    ])
    .groupBy("t.course_id")
    .orderBy("total", "desc")
    .orderBy("t.course_id")
    .limit(limit);
  const rows = await db
    .selectFrom(top.as("top"))
    .leftJoin("courses", "courses.id", "top.course_id")
    .select([
      "top.course_id",
      "top.label",
      "top.total",
      ...localizedColumnNames("title").map((column) => `courses.${column}` as const),
    ])
    .orderBy("top.total", "desc")
    .orderBy("top.course_id")
    .execute();
  return rows.map((row) => ({
    courseId: row.course_id,
    title: row.title === null ? null : readLocalizedText(row, "title"),
    label: row.label ?? "",
    views: toCount(row.total),
  }));
}

/**
 * How many times each of these courses' pages was viewed ('view_course' events) over every
 * rolled-up day (issue #27): the home page's course cards. Today's events count from tomorrow, once
 * rolled up. A course never viewed is absent from the map. Reads the events' report index
 * (name first): every day's view_course rows, index only, a few milliseconds for a year of a few
 * hundred courses; the page cache keeps it from running more than every few minutes per page.
 */
export async function sumCourseViews(
  db: Database,
  courseIds: readonly string[],
): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("analytics_daily_events")
    .select(["course_id", (eb) => eb.fn.sum<number>("count").as("views")])
    .where("name", "=", "view_course")
    .where("course_id", "in", [...courseIds])
    .groupBy("course_id")
    .execute();
  return new Map(rows.map((row) => [row.course_id, toCount(row.views)]));
}
