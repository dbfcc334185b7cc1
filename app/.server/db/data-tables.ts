// What the whole-database tools (db:copy, db:backup, db:restore; issue #13) know about the tables:
// which ones hold data and in what order they can be inserted, what each column holds, which
// tables are derived (rebuilt, never copied), and an engine-independent form of each row for
// checksums. The list is typed against schema.ts, so a table or column added there without an
// entry here fails `tsc`; `checkTableCoverage` compares it with the database's own tables, so a
// table a migration creates without schema.ts knowing fails the copy instead of being skipped.
import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Locale } from "~/i18n/locales";
import { isSqlite } from "./create-database";
import { migrations } from "./migrations";
import { LINK_TITLE_LOCALES } from "~/lib/course/course";
import { localizedColumnValues, type LocalizedColumns } from "./repositories/row-mapping";
import type { Database, DatabaseSchema } from "./schema";

/** What a column holds, whatever each engine stores it as. */
export type ColumnKind = "text" | "integer" | "boolean" | "timestamp";

export interface TablePlan<Columns extends string = string> {
  /** Every column, with what it holds. */
  columns: Record<Columns, ColumnKind>;
  /**
   * The order rows are read in for checksums: the primary key, or every column for a table
   * without one (analytics_events; identical rows are then interchangeable).
   */
  key: readonly Columns[];
  /** Rows the migrations themselves insert (content_version's id 1): replaced, not refused. */
  seededByMigrations?: (row: Record<string, unknown>) => boolean;
}

/** The columns of a text in the site's languages (or in `locales`), all text. */
function localizedTextKinds<C extends string, L extends Locale = Locale>(
  column: C,
  locales?: readonly L[],
): Record<LocalizedColumns<C, NoInfer<L>>, ColumnKind> {
  return localizedColumnValues(column, (): ColumnKind => "text", locales);
}

/** The search documents are derived from courses and lessons: rebuilt on a target, not copied. */
export const DERIVED_TABLES = ["course_search"] as const;
type DerivedTable = (typeof DERIVED_TABLES)[number];
export type DataTable = Exclude<keyof DatabaseSchema, DerivedTable>;

/**
 * Tables a migration has replaced but not yet dropped: the previous release still uses them while
 * a rolling upgrade runs (docs/deploy/README.md, "Upgrading N instances"), so they are dropped one
 * release later. Their rows were copied into the tables that replace them; no copy, backup or
 * restore reads them. Issue #25: the one-time links' three tables (now one_time_tokens) and
 * login_failures (now throttle_attempts).
 */
export const RETIRED_TABLES = [
  "admin_invites",
  "admin_password_resets",
  "password_reset_tokens",
  "login_failures",
];

/**
 * Tables that are not the application's data: Kysely's migration bookkeeping (compared
 * separately, see `migrationLevel`), and the FTS5 index of course_search on SQLite with its
 * shadow tables (derived, rebuilt with course_search), and the retired tables above.
 */
export const NON_DATA_TABLES = [
  "kysely_migration",
  "kysely_migration_lock",
  "course_search_fts",
  "course_search_fts_data",
  "course_search_fts_idx",
  "course_search_fts_docsize",
  "course_search_fts_config",
  ...RETIRED_TABLES,
];

type Plans = { [T in DataTable]: TablePlan<keyof DatabaseSchema[T] & string> };

/**
 * Every data table, in an order that satisfies the foreign keys (parents first). Key order is
 * insertion order in JavaScript, so this literal's order is the copy's.
 */
export const DATA_TABLES: Plans = {
  courses: {
    columns: {
      id: "text",
      ...localizedTextKinds("title"),
      ...localizedTextKinds("description"),
      thumbnail_url: "text",
      category: "text",
      difficulty_level: "text",
      duration_minutes: "integer",
      instructor_name: "text",
      is_published: "boolean",
      pass_mark: "integer",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  // Before course_videos, whose uploaded lessons name them (issue #28; no foreign key).
  media_files: {
    columns: {
      id: "text",
      kind: "text",
      status: "text",
      original_key: "text",
      original_name: "text",
      original_bytes: "integer",
      duration_ms: "integer",
      width: "integer",
      height: "integer",
      progress: "integer",
      attempts: "integer",
      next_attempt_at: "timestamp",
      failure: "text",
      poster_url: "text",
      created_by: "text",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  media_versions: {
    columns: {
      media_id: "text",
      version: "text",
      format: "text",
      storage_key: "text",
      url: "text",
      bytes: "integer",
      bitrate_kbps: "integer",
      content_type: "text",
    },
    key: ["media_id", "version", "format"],
  },
  course_videos: {
    columns: {
      id: "text",
      course_id: "text",
      ...localizedTextKinds("title"),
      ...localizedTextKinds("description"),
      youtube_url: "text",
      media_id: "text",
      duration_minutes: "integer",
      order_index: "integer",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  course_links: {
    columns: {
      id: "text",
      course_id: "text",
      ...localizedTextKinds("title", LINK_TITLE_LOCALES),
      url: "text",
      description: "text",
      order_index: "integer",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  content_version: {
    columns: { id: "integer", version: "integer" },
    key: ["id"],
    // Migration 04 inserts { id: 1, version: 0 }; a copy replaces it with the source's count.
    seededByMigrations: (row) => Number(row.id) === 1 && Number(row.version) === 0,
  },
  admin_credentials: {
    columns: { id: "integer", password_hash: "text", updated_at: "timestamp" },
    key: ["id"],
  },
  administrators: {
    columns: {
      id: "text",
      name: "text",
      identifier: "text",
      role: "text",
      password_hash: "text",
      disabled_at: "timestamp",
      created_at: "timestamp",
      updated_at: "timestamp",
      locale: "text",
    },
    key: ["id"],
  },
  sessions: {
    columns: {
      token_hash: "text",
      kind: "text",
      subject_id: "text",
      created_at: "timestamp",
      last_seen_at: "timestamp",
      expires_at: "timestamp",
    },
    key: ["token_hash"],
  },
  throttle_attempts: {
    columns: { id: "text", scope: "text", client_key: "text", created_at: "timestamp" },
    key: ["id"],
  },
  trusted_devices: {
    columns: {
      token_hash: "text",
      scope: "text",
      subject_id: "text",
      created_at: "timestamp",
      expires_at: "timestamp",
    },
    key: ["token_hash"],
  },
  learners: {
    columns: {
      id: "text",
      email: "text",
      phone: "text",
      password_hash: "text",
      certificate_name: "text",
      certificate_name_latin: "text",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  lesson_progress: {
    columns: { learner_id: "text", lesson_id: "text", completed_at: "timestamp" },
    key: ["learner_id", "lesson_id"],
  },
  lesson_visits: {
    columns: { viewer: "text", lesson_id: "text", first_served_at: "timestamp" },
    key: ["viewer", "lesson_id"],
  },
  // After course_videos, which it references (issue #28).
  lesson_transcripts: {
    columns: {
      lesson_id: "text",
      locale: "text",
      kind: "text",
      webvtt: "text",
      plain_text: "text",
      updated_at: "timestamp",
    },
    key: ["lesson_id", "locale"],
  },
  // After learners, which it references (issue #27).
  learner_recovery_codes: {
    columns: { learner_id: "text", code_hash: "text", created_at: "timestamp" },
    key: ["learner_id"],
  },
  // After administrators and learners, which it references (decision 0035).
  one_time_tokens: {
    columns: {
      id: "text",
      purpose: "text",
      token_hash: "text",
      administrator_id: "text",
      learner_id: "text",
      invitee_name: "text",
      invitee_identifier: "text",
      invitee_role: "text",
      created_by: "text",
      created_at: "timestamp",
      expires_at: "timestamp",
      used_at: "timestamp",
    },
    key: ["id"],
  },
  // After course_videos and learners, which they reference (issue #16).
  quiz_questions: {
    columns: {
      id: "text",
      lesson_id: "text",
      order_index: "integer",
      ...localizedTextKinds("text"),
      ...localizedTextKinds("explanation"),
      options: "text",
      version: "text",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  quiz_question_stats: {
    columns: { question_id: "text", version: "text", answered: "integer", correct: "integer" },
    key: ["question_id", "version"],
  },
  quiz_results: {
    columns: {
      learner_id: "text",
      lesson_id: "text",
      best_correct: "integer",
      best_total: "integer",
      best_at: "timestamp",
      attempts: "integer",
      updated_at: "timestamp",
      failed_in_row: "integer",
      last_failed_at: "timestamp",
    },
    key: ["learner_id", "lesson_id"],
  },
  certificates: {
    columns: {
      id: "text",
      code: "text",
      learner_id: "text",
      course_id: "text",
      learner_name: "text",
      learner_name_latin: "text",
      ...localizedTextKinds("course_title"),
      course_minutes: "integer",
      completed_at: "timestamp",
      issued_at: "timestamp",
      revoked_at: "timestamp",
    },
    key: ["id"],
  },
  analytics_events: {
    columns: {
      occurred_at: "timestamp",
      day: "text",
      name: "text",
      path: "text",
      label: "text",
      course_id: "text",
      visitor: "text",
    },
    // No primary key: every column, so the order is total up to identical rows.
    key: ["occurred_at", "day", "name", "path", "label", "course_id", "visitor"],
  },
  analytics_daily_visitors: {
    columns: { day: "text", visitors: "integer", page_views: "integer" },
    key: ["day"],
  },
  analytics_daily_pages: {
    columns: { day: "text", path: "text", views: "integer", day_rank: "integer" },
    key: ["day", "path"],
  },
  analytics_daily_events: {
    columns: { day: "text", name: "text", label: "text", course_id: "text", count: "integer" },
    key: ["day", "name", "label", "course_id"],
  },
  analytics_salts: {
    columns: { day: "text", salt: "text" },
    key: ["day"],
  },
  search_synonyms: {
    columns: { id: "text", terms: "text", created_at: "timestamp", updated_at: "timestamp" },
    key: ["id"],
    // Migration 2026-11-28-07 seeds sets with ids `seed-…`; a copy replaces them with the source's.
    seededByMigrations: (row) =>
      String(row.id).startsWith("seed-") && String(row.created_at) === String(row.updated_at),
  },
  audit_log: {
    columns: {
      id: "text",
      at: "timestamp",
      actor_id: "text",
      actor_name: "text",
      action: "text",
      course_id: "text",
      course_title: "text",
      details: "text",
      ip: "text",
    },
    key: ["id"],
  },
  // Which added thumbnail widths every upload has (decision 0047): copied with the uploads they
  // describe (db:copy and a backup go with their bucket); a database whose bucket lacks them gets
  // them from the width backfill, which writes the files again.
  thumbnail_widths: {
    columns: { width: "integer", completed_at: "timestamp" },
    key: ["width"],
  },
  // The administrator's settings (issue #28): the price of a gigabyte of data, and what follows.
  site_settings: {
    columns: { key: "text", value: "text", updated_at: "timestamp" },
    key: ["key"],
  },
  // Classes (issue #29), after the courses, learners and administrators they name.
  classes: {
    columns: {
      id: "text",
      name: "text",
      description: "text",
      starts_on: "text",
      ends_on: "text",
      join_code: "text",
      archived_at: "timestamp",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
    key: ["id"],
  },
  class_teachers: {
    columns: { class_id: "text", administrator_id: "text" },
    key: ["class_id", "administrator_id"],
  },
  class_members: {
    columns: {
      class_id: "text",
      learner_id: "text",
      name: "text",
      source: "text",
      joined_at: "timestamp",
    },
    key: ["class_id", "learner_id"],
  },
  class_courses: {
    columns: { class_id: "text", course_id: "text", due_on: "text", assigned_at: "timestamp" },
    key: ["class_id", "course_id"],
  },
  learner_sign_in_codes: {
    columns: {
      learner_id: "text",
      code_hash: "text",
      expires_at: "timestamp",
      created_by: "text",
      created_at: "timestamp",
    },
    key: ["learner_id"],
  },
};

export const dataTableNames = () => Object.keys(DATA_TABLES) as DataTable[];

export function planOf(table: DataTable): TablePlan {
  return DATA_TABLES[table] as TablePlan;
}

/** Something an operator must fix (an argument, a non-empty target…): shown without a stack. */
export class OperatorError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "OperatorError";
  }
}

/** The database's own tables (PostgreSQL: base tables of the current schema). */
export async function listTables(db: Database): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\\' ORDER BY name`.execute(db)
    : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        ORDER BY table_name`.execute(db);
  return rows.map((row) => row.name);
}

async function listColumns(db: Database, table: string): Promise<string[]> {
  const { rows } = isSqlite(db)
    ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
    : await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Throws when the database has a table or a column that DATA_TABLES does not cover (or lacks one
 * it names): copying or checksumming it would silently leave data behind.
 */
export async function checkTableCoverage(db: Database, label: string): Promise<void> {
  const known = new Set<string>([...dataTableNames(), ...DERIVED_TABLES, ...NON_DATA_TABLES]);
  const tables = await listTables(db);
  const unknown = tables.filter((table) => !known.has(table));
  if (unknown.length > 0) {
    throw new Error(
      `${label} has table(s) that the copy does not cover: ${unknown.join(", ")}. Add them to ` +
        `DATA_TABLES (app/.server/db/data-tables.ts) and schema.ts, or to DERIVED_TABLES.`,
    );
  }
  const missing = dataTableNames().filter((table) => !tables.includes(table));
  if (missing.length > 0) {
    throw new Error(`${label} lacks table(s) ${missing.join(", ")}: is it migrated?`);
  }
  for (const table of dataTableNames()) {
    const actual = await listColumns(db, table);
    const planned = Object.keys(planOf(table).columns).sort();
    if (actual.join() !== planned.join()) {
      throw new Error(
        `${label}: the columns of ${table} (${actual.join(", ")}) differ from DATA_TABLES ` +
          `(${planned.join(", ")}) in app/.server/db/data-tables.ts.`,
      );
    }
  }
}

/** The migrations applied to `db`, in order; null when it has never been migrated. */
export async function appliedMigrations(db: Database): Promise<string[] | null> {
  if (!(await listTables(db)).includes("kysely_migration")) return null;
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/** The latest migration this code knows. */
export function latestMigration(): string {
  return Object.keys(migrations).sort().at(-1) ?? "";
}

/**
 * Throws an OperatorError unless `db` has exactly this code's migrations applied. `how` says what
 * to run about it.
 */
export async function requireLatestMigration(db: Database, label: string): Promise<void> {
  const applied = await appliedMigrations(db);
  const expected = Object.keys(migrations).sort();
  if (applied === null) {
    throw new OperatorError(
      `${label} is not migrated: run \`DATABASE_URL=… npm run db:migrate\` on it first.`,
    );
  }
  if (applied.join() !== expected.join()) {
    throw new OperatorError(
      `${label} is at migration ${applied.at(-1) ?? "(none)"}, this code at ${latestMigration()}: ` +
        "run `DATABASE_URL=… npm run db:migrate` on it (with this version of the code) first.",
    );
  }
}

/**
 * The data tables holding rows (those the migrations insert aside), with their counts; empty
 * means the database holds nothing to lose. Derived tables count too.
 */
export async function nonEmptyTables(db: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const counts = await countRows(db);
  for (const [table, total] of Object.entries(counts)) {
    let count = total;
    const seeded = table in DATA_TABLES ? planOf(table as DataTable).seededByMigrations : undefined;
    if (seeded && count > 0) {
      // Tables the migrations seed are one or two rows: read whole, the seeded ones left out.
      const { rows } = await sql<
        Record<string, unknown>
      >`SELECT * FROM ${sql.table(table)}`.execute(db);
      count = rows.filter((row) => !seeded(row)).length;
    }
    if (count > 0) found[table] = count;
  }
  return found;
}

/** Row counts of every data table and derived table. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...dataTableNames(), ...DERIVED_TABLES]) {
    const { rows } = await sql<{
      n: number | string;
    }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** pg returns Date for timestamptz; SQLite the text that was stored (ISO-8601 from the app). */
function canonicalTimestamp(value: unknown, where: string): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) {
    throw new Error(`${where} holds ${JSON.stringify(value)}, which is not a timestamp`);
  }
  return date.toISOString();
}

/**
 * A value in its engine-independent form: text as is, integers as numbers, booleans as
 * true/false (SQLite stores 0/1), timestamps as ISO-8601 UTC with milliseconds (what the app
 * writes; PostgreSQL's microseconds would be cut, but the app never writes them).
 */
export function canonicalValue(kind: ColumnKind, value: unknown, where: string): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "text":
      return String(value);
    case "integer":
      return Number(value);
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "t";
    case "timestamp":
      return canonicalTimestamp(value, where);
  }
}

export function canonicalRow(table: DataTable, row: Record<string, unknown>): unknown[] {
  const { columns } = planOf(table);
  return Object.entries(columns).map(([column, kind]) =>
    canonicalValue(kind, row[column], `${table}.${column}`),
  );
}

/** A row as an insert's values (ISO strings for timestamps, real booleans). */
export function insertableRow(
  table: DataTable,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const values = canonicalRow(table, row);
  return Object.fromEntries(Object.keys(planOf(table).columns).map((c, i) => [c, values[i]]));
}

/**
 * Reads a table in `key` order, `batchSize` rows at a time, from one query that the database
 * sorts once and streams: SQLite steps through its statement (better-sqlite3's iterate), and
 * PostgreSQL fetches from a cursor, which lives in a transaction (the copy's snapshot), so `db`
 * must be one there. Text keys sort bytewise on both engines (SQLite's BINARY, PostgreSQL's "C"
 * collation), so the order, and the checksum over it, is the same on each.
 */
export async function* readInKeyOrder(
  db: Database,
  table: DataTable,
  batchSize = 500,
): AsyncGenerator<Record<string, unknown>[]> {
  const { columns, key } = planOf(table);
  if (isSqlite(db)) {
    // Kysely streams only queries it built (not raw SQL) on SQLite.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let query = (db as unknown as Kysely<any>)
      .selectFrom(table)
      .select(Object.keys(columns))
      .orderBy(key[0] as string);
    for (const column of key.slice(1)) query = query.orderBy(column);
    let batch: Record<string, unknown>[] = [];
    for await (const row of query.stream(batchSize)) {
      batch.push(row as Record<string, unknown>);
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
    return;
  }

  if (!db.isTransaction) throw new Error("readInKeyOrder needs a transaction on PostgreSQL");
  const cursor = sql.id(`read_${table}_${randomUUID().slice(0, 8)}`);
  const order = sql.join(
    key.map((column) =>
      columns[column] === "text" ? sql`${sql.ref(column)} COLLATE "C"` : sql`${sql.ref(column)}`,
    ),
  );
  const select = sql.join(Object.keys(columns).map((column) => sql.ref(column)));
  await sql`DECLARE ${cursor} NO SCROLL CURSOR FOR
    SELECT ${select} FROM ${sql.table(table)} ORDER BY ${order}`.execute(db);
  try {
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`FETCH FORWARD ${sql.raw(
        String(Math.trunc(batchSize)),
      )} FROM ${cursor}`.execute(db);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    await sql`CLOSE ${cursor}`.execute(db);
  }
}

export interface TableDigest {
  rows: number;
  /** SHA-256 (hex) over the table's canonical rows in key order, one JSON array per line. */
  sha256: string;
}

/** Count and checksum of one table, computed as `readInKeyOrder` reads it. */
export async function digestTable(
  db: Database,
  table: DataTable,
  batchSize?: number,
): Promise<TableDigest> {
  if (!isSqlite(db) && !db.isTransaction) {
    return db.transaction().execute((trx) => digestTable(trx, table, batchSize));
  }
  const hash = createHash("sha256");
  let rows = 0;
  for await (const batch of readInKeyOrder(db, table, batchSize)) {
    for (const row of batch) hash.update(`${JSON.stringify(canonicalRow(table, row))}\n`);
    rows += batch.length;
  }
  return { rows, sha256: hash.digest("hex") };
}
