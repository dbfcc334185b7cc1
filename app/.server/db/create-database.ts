// The one place a database connection is made. The server (and each script) calls this once
// at start and passes the result down; nothing else opens a connection.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database, DatabaseSchema } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

export type DatabaseKind = "sqlite" | "postgres";

export function databaseKind(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function createDatabase(url: string): Database {
  if (databaseKind(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }

  const path = resolve(url.replace(/^file:/, ""));
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers proceed during a write and survives a crash without losing committed work;
  // foreign keys are off by default in SQLite and the schema relies on ON DELETE CASCADE.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
}
