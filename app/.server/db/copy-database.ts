// Copies every data table from one database to another (issue #13: moving from SQLite to
// PostgreSQL; any pair of engines works). The target must be empty and both at this code's latest
// migration. Rows go in batches inside ONE transaction on the target; before it commits, every
// table's row count and content checksum (canonical rows in key order, data-tables.ts) is
// compared with the source's, so a failure of any kind leaves the target as it was.
// Search documents are derived: they are rebuilt on the target from the copied courses, with the
// target's own full-text machinery (FTS5 or tsvector), not copied. Decision 0016.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { isSqlite } from "./create-database";
import { refreshCourseSearch } from "./repositories/course-search";
import type { Database } from "./schema";
import {
  canonicalRow,
  checkTableCoverage,
  countRows,
  dataTableNames,
  digestTable,
  insertableRow,
  nonEmptyTables,
  OperatorError,
  planOf,
  readInKeyOrder,
  requireLatestMigration,
  type DataTable,
  type TableDigest,
} from "./data-tables";

export interface CopyOptions {
  /** Rows per read and per INSERT (13 columns × 500 stays far under both engines' bound limits). */
  batchSize?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface CopyReport {
  tables: ({ table: DataTable } & TableDigest)[];
  /** Search documents written on the target. */
  searchDocuments: number;
}

/**
 * Everything checked before a single row moves: both databases cover exactly the known tables
 * and columns, both are at this code's latest migration, and the target holds no data. Throws an
 * OperatorError (or an Error naming an uncovered table) otherwise.
 */
export async function checkCopyPreconditions(source: Database, target: Database): Promise<void> {
  await requireLatestMigration(source, "The source database");
  await requireLatestMigration(target, "The target database");
  await checkTableCoverage(source, "The source database");
  await checkTableCoverage(target, "The target database");
  await requireEmpty(target);
}

async function requireEmpty(target: Database): Promise<void> {
  const filled = Object.entries(await nonEmptyTables(target));
  if (filled.length > 0) {
    throw new OperatorError(
      "The target database is not empty (" +
        filled.map(([table, rows]) => `${table}: ${rows} rows`).join(", ") +
        "); nothing was copied. Copy into a new database that was only migrated " +
        "(a server started on it seeds demo courses and an admin password: do not start one).",
    );
  }
}

export async function copyDatabase(
  source: Database,
  target: Database,
  { batchSize = 500, log = () => undefined }: CopyOptions = {},
): Promise<CopyReport> {
  await checkCopyPreconditions(source, target);

  // The source is read in one transaction: a snapshot (SQLite's read transaction in WAL mode,
  // PostgreSQL's REPEATABLE READ), so a server still writing to it cannot tear the copy.
  const read = isSqlite(source)
    ? source.transaction()
    : source.transaction().setIsolationLevel("repeatable read");
  return read.execute((snapshot) =>
    target.transaction().execute(async (trx) => {
      await requireEmpty(trx);
      const tables: CopyReport["tables"] = [];
      for (const table of dataTableNames()) {
        const digest = await copyTable(snapshot, trx, table, batchSize);
        const written = await digestTable(trx, table, batchSize);
        if (written.rows !== digest.rows || written.sha256 !== digest.sha256) {
          throw new Error(
            `${table}: the target holds ${written.rows} rows (sha256 ${written.sha256}) after ` +
              `copying ${digest.rows} (sha256 ${digest.sha256}); nothing was copied.`,
          );
        }
        tables.push({ table, ...digest });
        log(`${table}: ${digest.rows} rows, sha256 ${digest.sha256.slice(0, 16)}…`);
      }

      const courses = await trx.selectFrom("courses").select("id").execute();
      for (const { id } of courses) await refreshCourseSearch(trx, id);
      const counts = await countRows(trx);
      if (counts.course_search !== courses.length) {
        throw new Error(
          `course_search: ${counts.course_search} documents for ${courses.length} courses`,
        );
      }
      log(`course_search: ${courses.length} documents rebuilt`);
      return { tables, searchDocuments: courses.length };
    }),
  );
}

/** Inserts one table's rows in batches and returns the source's digest of what it read. */
async function copyTable(
  source: Database,
  target: Database,
  table: DataTable,
  batchSize: number,
): Promise<TableDigest> {
  const plan = planOf(table);
  // Kysely's types cannot follow a table chosen at run time; the plan checked the columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = target as unknown as Kysely<any>;
  if (plan.seededByMigrations) await untyped.deleteFrom(table).execute();
  const hash = createHash("sha256");
  let rows = 0;
  for await (const batch of readInKeyOrder(source, table, batchSize)) {
    for (const row of batch) hash.update(`${JSON.stringify(canonicalRow(table, row))}\n`);
    await untyped
      .insertInto(table)
      .values(batch.map((row) => insertableRow(table, row)))
      .execute();
    rows += batch.length;
  }
  return { rows, sha256: hash.digest("hex") };
}
