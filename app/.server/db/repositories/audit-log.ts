// All SQL about the audit_log table (issue #14 part 6): entries are inserted inside the
// transaction of the change they record (the caller passes its `trx`), read newest first a page at
// a time by keyset on (at, id), and deleted once past their retention.
import type { Database } from "../schema";
import { fallbackTextSql, localizedColumnNames, toIsoString } from "./row-mapping";

export interface NewAuditEntry {
  at: Date;
  actorId: string | null;
  actorName: string;
  action: string;
  courseId: string | null;
  courseTitle: string | null;
  /** A JSON object's text. */
  details: string;
  ip: string;
}

export interface AuditEntry extends Omit<NewAuditEntry, "at"> {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** Whether the course still exists (the page links to it only then). */
  courseExists: boolean;
}

let lastMs = -1;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562) for an entry at `at`, with a counter in place of the first random bits
 * (the RFC's method 1): entries written in the same millisecond by this process, such as an edit
 * and the publication it made, sort by id in the order they were written. The page orders by
 * (at, id), so they show in that order too.
 */
export function auditEntryId(at: Date): string {
  const ms = Math.max(0, at.getTime());
  sequence = ms === lastMs ? (sequence + 1) & 0xfff : 0;
  lastMs = ms;
  const random = crypto.getRandomValues(new Uint8Array(8));
  random[0] = ((random[0] ?? 0) & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = (bytes: Uint8Array) =>
    [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  const time = ms.toString(16).padStart(12, "0");
  const counter = (0x7000 | sequence).toString(16);
  const tail = hex(random);
  return `${time.slice(0, 8)}-${time.slice(8)}-${counter}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<string> {
  const id = auditEntryId(entry.at);
  await db
    .insertInto("audit_log")
    .values({
      id,
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      action: entry.action,
      course_id: entry.courseId,
      course_title: entry.courseTitle,
      details: entry.details,
      ip: entry.ip,
    })
    .execute();
  return id;
}

/** What makes two entries the same repeated attempt: the action, who was tried, from where. */
export interface RepeatedEntryKey {
  action: string;
  actorId: string | null;
  actorName: string;
  ip: string;
}

/**
 * The entries of `key`, with no course, written in [since, until): those a repeated attempt may be
 * counted into (issue #26 item 6). Few by construction: one per distinct details in the window.
 */
export async function findRepeatedEntries(
  db: Database,
  key: RepeatedEntryKey,
  since: Date,
  until: Date,
): Promise<{ id: string; details: string }[]> {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "details"])
    .where("action", "=", key.action)
    .where("actor_name", "=", key.actorName)
    .where("ip", "=", key.ip)
    .where("course_id", "is", null)
    .where("at", ">=", since.toISOString())
    .where("at", "<", until.toISOString());
  query =
    key.actorId === null
      ? query.where("actor_id", "is", null)
      : query.where("actor_id", "=", key.actorId);
  return query.orderBy("at").orderBy("id").execute();
}

/**
 * Sets an entry's details to `next` only if they are still `expected`: a compare-and-set, so two
 * attempts counted at the same moment are both counted (the one that loses reads again) without a
 * lock, on either database. Returns whether it was set.
 */
export async function replaceAuditDetails(
  db: Database,
  id: string,
  expected: string,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable("audit_log")
    .set({ details: next })
    .where("id", "=", id)
    .where("details", "=", expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AuditFilter {
  /** An administrator's id; null: the bootstrap password's owner; undefined: anyone. */
  actorId?: string | null;
  courseId?: string;
  action?: string;
}

/** A position in the newest-first order: the entry's time and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditPageQuery {
  /** Entries older than this one (the next page). */
  before?: AuditCursor;
  /** Entries newer than this one (the previous page); ignored with `before`. */
  after?: AuditCursor;
  limit: number;
}

/**
 * Up to `limit` entries matching `filter`, newest first, strictly before or after a cursor. Ties
 * on `at` (several writes in one millisecond) are ordered by id, so every entry has one place.
 */
export async function findAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: AuditPageQuery,
): Promise<AuditEntry[]> {
  const newer = !page.before && page.after !== undefined;
  const cursor = page.before ?? page.after;
  let query = db
    .selectFrom("audit_log")
    .leftJoin("courses", "courses.id", "audit_log.course_id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor_id",
      "audit_log.actor_name",
      "audit_log.action",
      "audit_log.course_id",
      "audit_log.course_title",
      "audit_log.details",
      "audit_log.ip",
      "courses.id as live_course_id",
    ]);
  if (filter.actorId === null) query = query.where("audit_log.actor_id", "is", null);
  else if (filter.actorId !== undefined)
    query = query.where("audit_log.actor_id", "=", filter.actorId);
  if (filter.courseId !== undefined)
    query = query.where("audit_log.course_id", "=", filter.courseId);
  if (filter.action !== undefined) query = query.where("audit_log.action", "=", filter.action);
  if (cursor) {
    const at = new Date(cursor.at).toISOString();
    const op = newer ? ">" : "<";
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.at", op, at),
        eb.and([eb("audit_log.at", "=", at), eb("audit_log.id", op, cursor.id)]),
      ]),
    );
  }
  const direction = newer ? "asc" : "desc";
  const rows = await query
    .orderBy("audit_log.at", direction)
    .orderBy("audit_log.id", direction)
    .limit(page.limit)
    .execute();
  if (newer) rows.reverse();
  return rows.map((row) => ({
    id: row.id,
    at: toIsoString(row.at),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    courseId: row.course_id,
    courseTitle: row.course_title,
    details: row.details,
    ip: row.ip,
    courseExists: row.live_course_id !== null,
  }));
}

export interface AuditActorOption {
  actorId: string | null;
  /** The name of the actor's latest entry. */
  name: string;
}

/** Everyone who appears in the log, by their latest name, for the person filter. */
export async function findAuditActors(db: Database): Promise<AuditActorOption[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_name", (eb) => eb.fn.max("at").as("last_at")])
    .groupBy(["actor_id", "actor_name"])
    .execute();
  return latestBy(
    rows,
    (row) => row.actor_id,
    (row) => row.actor_name,
  )
    .map(([actorId, name]) => ({ actorId, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface AuditCourseOption {
  courseId: string;
  /** The course's current title, or the latest recorded one when it has been deleted. */
  title: string;
  exists: boolean;
}

/** Every course that appears in the log, deleted ones too, for the course filter. */
export async function findAuditCourses(db: Database): Promise<AuditCourseOption[]> {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("courses", "courses.id", "audit_log.course_id")
    .select([
      "audit_log.course_id",
      "audit_log.course_title",
      // The title Arabic pages show (the recorded title follows the same rule, adminCourseTitle);
      // null when the course is gone.
      fallbackTextSql("courses", "title", "ar").as("current_title"),
      (eb) => eb.fn.max("audit_log.at").as("last_at"),
    ])
    .where("audit_log.course_id", "is not", null)
    .groupBy([
      "audit_log.course_id",
      "audit_log.course_title",
      ...localizedColumnNames("title").map((column) => `courses.${column}` as const),
    ])
    .execute();
  const current = new Map(rows.map((row) => [row.course_id, row.current_title]));
  return latestBy(
    rows,
    (row) => row.course_id ?? "",
    (row) => row.course_title ?? "",
  )
    .map(([courseId, recorded]) => {
      const title = current.get(courseId);
      return { courseId, title: title ?? recorded, exists: title !== null && title !== undefined };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** For each key, the value of its row with the latest `last_at`. */
function latestBy<Row extends { last_at: unknown }, K>(
  rows: Row[],
  keyOf: (row: Row) => K,
  valueOf: (row: Row) => string,
): [K, string][] {
  const latest = new Map<K, { at: number; value: string }>();
  for (const row of rows) {
    const at = new Date(row.last_at as string | Date).getTime();
    const key = keyOf(row);
    const seen = latest.get(key);
    if (!seen || at > seen.at) latest.set(key, { at, value: valueOf(row) });
  }
  return [...latest].map(([key, { value }]) => [key, value]);
}

/**
 * Deletes the entries older than `before`, `batchSize` at a time so that no one statement runs
 * long (the server's statement timeout) or holds SQLite's write lock for long. Returns how many.
 */
export async function deleteAuditEntriesBefore(
  db: Database,
  before: Date,
  batchSize = 1000,
): Promise<number> {
  const cutoff = before.toISOString();
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom("audit_log")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("audit_log")
          .select("id")
          .where("at", "<", cutoff)
          .orderBy("at")
          .limit(batchSize),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
