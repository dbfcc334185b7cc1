// The one place a database connection is made. The server (and each script) calls this once
// at start and passes the result down; nothing else opens a connection.
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type PostgresPool,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { DatabaseUnavailableError } from "./database-errors";
import type { Database, DatabaseSchema } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

export type DatabaseKind = "sqlite" | "postgres";

export function databaseKind(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

/** Which engine an open database runs on (for the few statements that differ between them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export interface DatabaseOptions {
  /**
   * PostgreSQL: the longest one statement may run, in ms (0: no limit). The server keeps it short
   * so a struggling database costs a visitor a few seconds and a 503, never a hang (issue #12);
   * migrations and scripts that rewrite whole tables pass 0.
   */
  statementTimeoutMs?: number;
  /**
   * Where a lost connection is reported: the server passes one that logs it. Default: not
   * reported (scripts and tests), which loses nothing, as the pool replaces the connection.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one in the pool). */
const CONNECT_TIMEOUT_MS = 3_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  if (databaseKind(url) === "postgres") {
    return new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: resilientPool(url, options) }),
    });
  }

  const path = resolve(url.replace(/^file:/, ""));
  createPrivately(path);
  const sqlite = new SQLite(path);
  // WAL lets readers proceed during a write and survives a crash without losing committed work;
  // foreign keys are off by default in SQLite and the schema relies on ON DELETE CASCADE.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
}

/**
 * SQLite's plain BEGIN is DEFERRED: a transaction that reads and then writes asks for the write
 * lock only at its first write, and if another connection (a second process on the same file: a
 * script, a test fixture, a backup) wrote in between, the upgrade fails at once with SQLITE_BUSY:
 * busy_timeout cannot help, since waiting would not make the transaction's earlier reads true
 * again. BEGIN IMMEDIATE takes the write lock first, waiting up to busy_timeout for it, so every
 * transaction either runs whole or waits its turn. Within one process Kysely already runs one
 * transaction at a time on its single connection, so this costs nothing there.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/**
 * The database file holds password hashes and learners' phone numbers: its folder and the file
 * are created readable by the server's user only (0700/0600), whatever the umask. SQLite creates
 * its -wal and -shm files with the main file's permissions. An existing file is left as it is:
 * its owner may have chosen otherwise.
 */
function createPrivately(path: string) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(path, "wx", 0o600));
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * node-postgres with what a server on the open internet needs (issue #12):
 * - an `error` listener on the pool and on every client: without one, PostgreSQL ending an idle
 *   connection (a restart, a failover, idle_session_timeout, pg_terminate_backend, a pooler)
 *   emits an unhandled `error` and the process exits, taking every instance down at once;
 * - timeouts for getting a connection and for each statement, so requests fail fast while the
 *   database is away instead of piling up;
 * - a failure to get a connection raised as DatabaseUnavailableError (a 503, not a 500).
 * The pool drops broken clients itself and opens new ones on demand: when PostgreSQL is back,
 * the next request simply works.
 */
function resilientPool(url: string, options: DatabaseOptions): PostgresPool {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const report = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: "maarifa",
    keepAlive: true,
    ...(statementTimeout > 0 && {
      statement_timeout: statementTimeout,
      // The client's own limit, for a network that swallows packets and a server that cannot
      // even send the cancellation.
      query_timeout: statementTimeout + 1_000,
    }),
  });
  pool.on("error", report);
  // A client that is checked out has no pool listener: its own keeps a lost connection from
  // crashing the process while a transaction holds it. The pool then discards it on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return {
    async connect() {
      try {
        return await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },
    end: () => pool.end(),
  };
}
