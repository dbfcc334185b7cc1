// Frozen once landed. First-party analytics (issue #7, docs/decisions/0010-first-party-analytics.md):
// raw events kept 90 days, the daily roll-ups kept for good, and the day's salt for visitor hashes.
// No table holds an IP address, a user agent or a cookie.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per accepted event. `day` (UTC, YYYY-MM-DD) is stored beside the timestamp so that
  // grouping, roll-up and retention compare plain strings the same way on both databases.
  await db.schema
    .createTable("analytics_events")
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("course_id", "text", (c) => c.notNull().defaultTo(""))
    // Daily-rotating salted hash of IP + user agent: counts unique visitors within one day only.
    .addColumn("visitor", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_day_name_idx")
    .on("analytics_events")
    .columns(["day", "name"])
    .execute();

  // Roll-ups: one row per closed day in analytics_daily_visitors marks that day as rolled up.
  await db.schema
    .createTable("analytics_daily_visitors")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("page_views", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_daily_pages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pages_pk", ["day", "path"])
    .execute();
  // Covering indexes for the admin report's range sums: read from the index alone, never the
  // table (docs/benchmarks.md, issue #7: p95 ≤ 100 ms over 90 days).
  await db.schema
    .createIndex("analytics_daily_pages_report_idx")
    .on("analytics_daily_pages")
    .columns(["day", "path", "views"])
    .execute();
  await db.schema
    .createTable("analytics_daily_events")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("course_id", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_events_pk", ["day", "name", "label", "course_id"])
    .execute();
  await db.schema
    .createIndex("analytics_daily_events_report_idx")
    .on("analytics_daily_events")
    .columns(["name", "day", "course_id", "label", "count"])
    .execute();

  // The salt of the current UTC day, shared by every process over the same database; the row of
  // a finished day is deleted, and with it any way to link that day's hashes to an address.
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "analytics_salts",
    "analytics_daily_events",
    "analytics_daily_pages",
    "analytics_daily_visitors",
    "analytics_events",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
