// Background work and start-up steps that must run once at a time across instances
// (architecture.md "Many instances", issue #13, docs/decisions/0017-instances-jobs-and-shutdown.md).
//
// PostgreSQL: a session-level advisory lock, keyed by a stable 64-bit number derived from the
// lock's name, taken and released on ONE connection checked out of the pool for the whole run.
// Advisory locks belong to the session that took them: unlocking on another pooled connection
// would fail silently and leave the lock held. If the instance dies, PostgreSQL ends its session
// and the lock goes with it, so a crash never leaves a job locked out.
//
// SQLite: a file served by one process (several instances need PostgreSQL: docs/manual/storage.md), so
// an in-process guard is enough to keep two turns of the same job apart; SQLite's own write lock
// (one writer per file, busy_timeout) already serialises the writes of anything else, such as a
// script run beside the server, and every job is written to be safe to repeat.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { isSqlite } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";

export const SKIPPED = "skipped";

/** The advisory lock key of `name`: the first 8 bytes of its SHA-256, as a signed bigint. */
export function jobLockKey(name: string): string {
  return createHash("sha256").update(`maarifa:${name}`).digest().readBigInt64BE(0).toString();
}

/** SQLite: the names running (try) or the tail of the queue (wait), per database handle. */
const runningInProcess = new WeakMap<Database, Set<string>>();
const queuedInProcess = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Runs `fn` unless another instance (or another turn in this one) is running the job `name`;
 * then it returns "skipped" at once. The lock is released when `fn` settles, also when it throws
 * (the error is passed on). `logger` hears of a release that failed (harmless: see unlock).
 */
export async function withJobLock<T>(
  db: Database,
  name: string,
  fn: () => Promise<T>,
  logger?: Logger,
): Promise<T | typeof SKIPPED> {
  if (isSqlite(db)) {
    const running = runningInProcess.get(db) ?? new Set<string>();
    runningInProcess.set(db, running);
    if (running.has(name)) return SKIPPED;
    running.add(name);
    try {
      return await fn();
    } finally {
      running.delete(name);
    }
  }
  const key = jobLockKey(name);
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(conn);
    if (!rows[0]?.locked) return SKIPPED;
    try {
      return await fn();
    } finally {
      await unlock(conn, key, name, logger);
    }
  });
}

/**
 * Runs `fn` once every other instance's run of `name` has finished: for start-up steps
 * (migrations, seeding) that each instance must see done before it serves, but only one may do.
 * Needs a database handle without a statement timeout (the wait may be long), as migrations do.
 */
export async function withExclusiveLock<T>(
  db: Database,
  name: string,
  fn: () => Promise<T>,
  logger?: Logger,
): Promise<T> {
  if (isSqlite(db)) {
    const queue = queuedInProcess.get(db) ?? new Map<string, Promise<unknown>>();
    queuedInProcess.set(db, queue);
    const before = queue.get(name) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(fn);
    queue.set(name, run);
    try {
      return await run;
    } finally {
      if (queue.get(name) === run) queue.delete(name);
    }
  }
  const key = jobLockKey(name);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(conn);
    try {
      return await fn();
    } finally {
      await unlock(conn, key, name, logger);
    }
  });
}

async function unlock(conn: Database, key: string, name: string, logger?: Logger) {
  try {
    await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
  } catch (err) {
    // The connection is gone, and the session's locks with it: nothing is left held, so a caller
    // without a logger (a script) loses nothing by not hearing of it.
    logger?.warn(
      { err, event: "job_lock_release_failed", lock: name },
      "Releasing a lock failed: its session has ended, and the lock with it.",
    );
  }
}
