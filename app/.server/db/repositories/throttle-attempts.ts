// All SQL about the throttle_attempts table (login_failures until issue #25): counted attempts per
// scope and key (failed sign-ins, accounts created, password changes, reset requests, quiz
// attempts), kept in the database (not in memory) so the limits hold across processes and
// restarts (issue #3).
import type { Database } from "../schema";
import { toIsoString } from "./row-mapping";

export interface ThrottleAttemptKey {
  /** What is counted ("admin", "learner", "learner-sign-up", …). */
  scope: string;
  /** Whose attempts: an address key, `device:…` or `account:…` (app/.server/auth/attempt-throttle.ts). */
  clientKey: string;
}

/** Records one attempt and returns its id (so a refused attempt can be taken back). */
export async function insertThrottleAttempt(
  db: Database,
  key: ThrottleAttemptKey,
  at: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("throttle_attempts")
    .values({ id, scope: key.scope, client_key: key.clientKey, created_at: at.toISOString() })
    .execute();
  return id;
}

export async function deleteThrottleAttempt(db: Database, id: string): Promise<void> {
  await db.deleteFrom("throttle_attempts").where("id", "=", id).execute();
}

/** When each attempt after `since` (exclusive) happened, oldest first, as ISO strings. */
export async function findThrottleAttemptsSince(
  db: Database,
  key: ThrottleAttemptKey,
  since: Date,
  options: { excludeId?: string } = {},
): Promise<string[]> {
  let query = db
    .selectFrom("throttle_attempts")
    .select("created_at")
    .where("scope", "=", key.scope)
    .where("client_key", "=", key.clientKey)
    .where("created_at", ">", since.toISOString());
  if (options.excludeId !== undefined) query = query.where("id", "!=", options.excludeId);
  const rows = await query.orderBy("created_at", "asc").orderBy("id", "asc").execute();
  return rows.map((row) => toIsoString(row.created_at));
}

/** Forgets a client's attempts in a scope (it signed in successfully). */
export async function deleteThrottleAttempts(db: Database, key: ThrottleAttemptKey): Promise<void> {
  await db
    .deleteFrom("throttle_attempts")
    .where("scope", "=", key.scope)
    .where("client_key", "=", key.clientKey)
    .execute();
}

/**
 * Purges attempts at or before `before`: they no longer count towards any limit. Scopes have
 * windows of their own (15 minutes, an hour), so a purge names its scope.
 */
export async function deleteThrottleAttemptsBefore(
  db: Database,
  before: Date,
  options: { scope?: string } = {},
): Promise<number> {
  let query = db.deleteFrom("throttle_attempts").where("created_at", "<=", before.toISOString());
  if (options.scope !== undefined) query = query.where("scope", "=", options.scope);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
