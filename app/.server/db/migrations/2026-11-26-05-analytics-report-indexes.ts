// Frozen once landed. The admin Analytics report at 10,000,000 events (issue #18,
// docs/benchmarks.md): at that size a day holds ~110,000 raw events and ~3,500 distinct paths, and
// the report was 300-550 ms. Two causes, two changes:
// - Today's figures aggregate raw events, each read from the table through the (day, name) index.
//   Two covering indexes replace it, so those reads never leave an index: (day, name, path,
//   course_id, label) for the pages and named events, already ordered by path; (day, visitor,
//   name) for unique visitors, already ordered by visitor.
// - Top pages summed every (day, path) row of the range: 90 days of a long tail of rarely seen
//   paths. Each roll-up row now keeps its rank within its day, so the report can read each day's
//   top paths only, sum those exactly, and prove no other path can overtake them (the repository's
//   findTopPages); `path`-first rows let it sum a few paths over the range.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("analytics_events_day_name_path_idx")
    .on("analytics_events")
    .columns(["day", "name", "path", "course_id", "label"])
    .execute();
  await db.schema
    .createIndex("analytics_events_day_visitor_idx")
    .on("analytics_events")
    .columns(["day", "visitor", "name"])
    .execute();
  // Its columns are the new index's first two: it would only cost writes.
  await db.schema.dropIndex("analytics_events_day_name_idx").execute();

  // 1 = the day's most viewed path, ties by path; 0 only until the backfill below has run.
  await db.schema
    .alterTable("analytics_daily_pages")
    .addColumn("day_rank", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // UPDATE ... FROM and window functions: PostgreSQL, and SQLite since 3.33 (better-sqlite3 12
  // bundles 3.5x).
  await sql`
    update analytics_daily_pages set day_rank = ranked.day_rank
    from (
      select day, path, row_number() over (partition by day order by views desc, path) as day_rank
      from analytics_daily_pages
    ) as ranked
    where analytics_daily_pages.day = ranked.day and analytics_daily_pages.path = ranked.path
  `.execute(db);
  await db.schema
    .createIndex("analytics_daily_pages_rank_idx")
    .on("analytics_daily_pages")
    .columns(["day", "day_rank", "path", "views"])
    .execute();
  await db.schema
    .createIndex("analytics_daily_pages_path_idx")
    .on("analytics_daily_pages")
    .columns(["path", "day", "views"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("analytics_daily_pages_path_idx").execute();
  await db.schema.dropIndex("analytics_daily_pages_rank_idx").execute();
  await db.schema.alterTable("analytics_daily_pages").dropColumn("day_rank").execute();
  await db.schema
    .createIndex("analytics_events_day_name_idx")
    .on("analytics_events")
    .columns(["day", "name"])
    .execute();
  await db.schema.dropIndex("analytics_events_day_visitor_idx").execute();
  await db.schema.dropIndex("analytics_events_day_name_path_idx").execute();
}
